import Geo
import TextUI

/// What a kept map picture is found by: a 128-bit digest of everything the picture is drawn from —
/// the stops' coordinates and names, the scale bar's unit, the roads, the size, the viewport, the
/// selection and the width of ambiguous characters — and of the drawing itself
/// (``drawingVersion``). Two pictures with the same key are the same picture.
public struct MapPictureKey: Hashable, Sendable {
  /// The digest's two halves.
  let high: UInt64
  let low: UInt64

  /// The version of the map's drawing: raised whenever the same inputs would draw another picture
  /// (`KeptMapPictureTests` draws reference maps and fails when their digest changes without it),
  /// so that a picture kept by an earlier build is never shown.
  static let drawingVersion: UInt64 = 1

  /// The key of `map` drawn `columns` × `rows` under `viewport`, `selected` marked.
  init(
    map: RouteMap, columns: Int, rows: Int, viewport: MapViewport, selected: Int?, ambiguous: AmbiguousWidth
  ) {
    var digest = MapDigest()
    digest.add(Self.drawingVersion)
    digest.add(map.coordinates)
    digest.add(UInt64(map.names.count))
    for name in map.names { digest.add(name) }
    digest.add(map.units.rawValue)
    digest.add(UInt64(map.roads.count))
    for road in map.roads {
      if let road {
        digest.add(1)
        digest.add(road)
      } else {
        digest.add(0)
      }
    }
    for number in [columns, rows, viewport.zoom, selected ?? -1] {
      digest.add(UInt64(bitPattern: Int64(number)))
    }
    digest.add(viewport.anchor.map { [$0] } ?? [])
    digest.add(viewport.pan.x.bitPattern)
    digest.add(viewport.pan.y.bitPattern)
    digest.add(ambiguous == .wide ? 1 : 0)
    (high, low) = digest.value
  }

  /// The key as 32 hexadecimal digits (a file name).
  public var name: String {
    [high, low].map { half in
      let digits = String(half, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }

  /// The key's 16 bytes, as a kept picture starts with them.
  var bytes: [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
      + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
  }
}
