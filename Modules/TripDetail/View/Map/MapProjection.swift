import Foundation
import Geo

/// A position on the map's dot grid (Braille dots: 2 per cell across, 4 per cell down).
struct DotPosition: Hashable, Sendable {
  /// Column of the dot, 0 at the left.
  var x: Int
  /// Row of the dot, 0 at the top.
  var y: Int
}

/// The equirectangular projection of a trip's stops onto a flat plane.
///
/// Longitudes are unwrapped so the stops never straddle the map's edge: the map's western edge is put
/// in the widest gap between the stops' longitudes, so a trip across the antimeridian (Fiji → Samoa)
/// stays one short route instead of spanning the globe. East–west distances are scaled by the cosine of
/// the middle latitude, so a degree of longitude is as long as it is on the ground there.
struct MapProjection: Equatable, Sendable {
  /// Spans below this many (projected) degrees count as zero: the stops are in one place.
  static let negligibleSpan = 1e-9

  /// The projected stops in trip order: x grows east, y grows north, both in degrees.
  let points: [SIMD2<Double>]
  private let minimum: SIMD2<Double>
  private let maximum: SIMD2<Double>

  /// Projects `coordinates` (in trip order).
  init(_ coordinates: [Coordinate]) {
    let western = Self.westernEdge(of: coordinates.map(\.longitude))
    let latitudes = coordinates.map(\.latitude)
    let middleLatitude = ((latitudes.min() ?? 0) + (latitudes.max() ?? 0)) / 2
    let stretch = cos(middleLatitude * .pi / 180)
    points = coordinates.map { coordinate in
      let longitude = Self.normalized(coordinate.longitude)
      let unwrapped = longitude < western ? longitude + 360 : longitude
      return SIMD2(unwrapped * stretch, coordinate.latitude)
    }
    minimum = points.reduce(SIMD2(repeating: .infinity)) { pointwiseMin($0, $1) }
    maximum = points.reduce(SIMD2(repeating: -.infinity)) { pointwiseMax($0, $1) }
  }

  /// Where each stop falls on a grid of `width` × `height` dots, leaving `margin` (a fraction of each
  /// dimension) free on every side and keeping east–west and north–south to the same scale.
  ///
  /// A single stop, or stops in one place, land in the middle. Every position is inside the grid.
  func dots(width: Int, height: Int, margin: Double = 0.1) -> [DotPosition] {
    guard width > 0, height > 0, !points.isEmpty else { return [] }
    let size = SIMD2(Double(width), Double(height))
    let inner = size * (1 - 2 * margin)
    let span = maximum - minimum
    var scale = Double.infinity
    if span.x > Self.negligibleSpan { scale = min(scale, inner.x / span.x) }
    if span.y > Self.negligibleSpan { scale = min(scale, inner.y / span.y) }
    if !scale.isFinite { scale = 0 }
    let middle = (minimum + maximum) / 2
    return points.map { point in
      let offset = (point - middle) * scale
      let x = Int((size.x / 2 + offset.x).rounded(.down))
      let y = Int((size.y / 2 - offset.y).rounded(.down))
      return DotPosition(x: min(max(x, 0), width - 1), y: min(max(y, 0), height - 1))
    }
  }

  // MARK: - Longitudes

  /// A longitude in [-180, 180).
  static func normalized(_ longitude: Double) -> Double {
    longitude >= 180 ? longitude - 360 : longitude
  }

  /// The longitude the map starts at: the eastern end of the widest gap between the stops.
  ///
  /// Equal gaps prefer the map that does not cross the antimeridian.
  static func westernEdge(of longitudes: [Double]) -> Double {
    let sorted = longitudes.map(normalized).sorted()
    guard let first = sorted.first, let last = sorted.last else { return -180 }
    var widestGap = first + 360 - last
    var edge = first
    for (west, east) in zip(sorted, sorted.dropFirst()) where east - west > widestGap {
      widestGap = east - west
      edge = east
    }
    return edge
  }
}
