import Basemap
import Geo
import Platform

/// The basemap's coastlines and borders, prepared once for drawing, and drawn into a canvas.
///
/// Drawing skips every ring whose bounds are outside the frame, drops points that fall on the same
/// dot as the last one kept (simplifying the outline to the map's resolution) and clips each line to
/// the canvas, so the cost follows the map's size and what it shows, not the world's detail.
///
/// The outlines are Natural Earth's 1:110m: their points lie tens of kilometres apart, and the coast
/// they draw is kilometres from the real one. On a map zoomed in further than
/// ``finestMetersPerCell`` that error spans several cells (a straight coast drawn across a city's
/// streets), so nothing of the basemap is drawn there.
struct BasemapLayer: Sendable {
  /// The narrowest cell, in metres on the ground, on which the outlines are drawn.
  static let finestMetersPerCell = 2_500.0

  /// One ring: its points' range in the arrays, and its bounds in degrees.
  private struct Ring: Sendable {
    let points: Range<Int>
    let latitudes: ClosedRange<Double>
    let longitudes: ClosedRange<Double>
  }

  private let rings: [Ring]
  private let longitudes: [Double]
  private let latitudes: [Double]
  /// Mercator's y of every latitude, computed once (the costly part of projecting).
  private let mercatorY: [Double]

  /// The bundled outlines (none if the data cannot be read; the route is still drawn).
  static let shared = BasemapLayer((try? Basemap.bundled.get()) ?? .empty)

  /// Prepares `basemap` for drawing.
  init(_ basemap: Basemap) {
    var rings: [Ring] = []
    var longitudes: [Double] = []
    var latitudes: [Double] = []
    for ring in basemap.rings {
      let start = longitudes.count
      for point in ring.points {
        longitudes.append(Double(point.x))
        latitudes.append(Double(point.y))
      }
      rings.append(
        Ring(
          points: start..<longitudes.count,
          latitudes: Double(ring.latitudes.lowerBound)...Double(ring.latitudes.upperBound),
          longitudes: Double(ring.longitudes.lowerBound)...Double(ring.longitudes.upperBound)))
    }
    self.rings = rings
    self.longitudes = longitudes
    self.latitudes = latitudes
    mercatorY = latitudes.map { MapProjection.mercatorY(latitude: $0) }
  }

  // MARK: - Drawing

  /// Draws the outlines that `frame` shows into `canvas` (same size as the frame) on the land layer;
  /// nothing when `frame` is zoomed in past ``finestMetersPerCell``.
  func draw(into canvas: inout BrailleCanvas, frame: MapFrame) {
    guard Self.shows(at: frame) else { return }
    let size = SIMD2(Double(frame.dotWidth), Double(frame.dotHeight))
    let meridian = frame.projection.centralMeridian
    let visible = VisibleRegion(frame)
    for ring in rings where visible.mayShow(ring.latitudes, ring.longitudes, meridian: meridian) {
      var previous: SIMD2<Double>?
      var previousDot = SIMD2<Int>(Int.min, Int.min)
      var previousLongitude = 0.0
      for index in ring.points {
        let relative = MapProjection.wrapped(longitudes[index] - meridian)
        let dot: SIMD2<Double>
        switch frame.projection {
        case .mercator:
          dot = frame.dot(SIMD2(relative * .pi / 180, mercatorY[index]))
        case .polar:
          dot = frame.dot(
            frame.projection.project(Coordinate(latitude: latitudes[index], longitude: longitudes[index])))
        }
        let rounded = SIMD2(Int(dot.x.rounded(.down)), Int(dot.y.rounded(.down)))
        defer { previousLongitude = relative }
        if let start = previous, abs(relative - previousLongitude) <= 180 || !frame.projection.isNorthUp {
          if rounded == previousDot { continue }  // same dot: nothing new to draw
          if let (from, to) = LineClipper.clip(start, dot, width: size.x, height: size.y) {
            canvas.drawLine(from: Self.rounded(from, size), to: Self.rounded(to, size), layer: .land)
          }
        }
        previous = dot
        previousDot = rounded
      }
    }
  }

  /// Whether the outlines are drawn on `frame`: not when it is zoomed in past their precision.
  private static func shows(at frame: MapFrame) -> Bool {
    frame.metersPerCell >= finestMetersPerCell
  }

  private static func rounded(_ dot: SIMD2<Double>, _ size: SIMD2<Double>) -> SIMD2<Int> {
    SIMD2(Int(min(dot.x, size.x - 1).rounded(.down)), Int(min(dot.y, size.y - 1).rounded(.down)))
  }
}

/// The latitudes and longitudes a frame can show, for skipping rings quickly (generous: a ring it
/// keeps may still be off the map; one it skips never is).
private struct VisibleRegion {
  /// Latitudes that may be visible.
  let latitudes: ClosedRange<Double>
  /// Longitudes relative to the central meridian that may be visible, or nil for all.
  let longitudes: ClosedRange<Double>?

  init(_ frame: MapFrame) {
    let corners = [
      SIMD2(0.0, 0.0), SIMD2(Double(frame.dotWidth), 0), SIMD2(0, Double(frame.dotHeight)),
      SIMD2(Double(frame.dotWidth), Double(frame.dotHeight)),
    ].map(frame.point(atDot:))
    switch frame.projection {
    case .mercator:
      let x = corners.map(\.x)
      let y = corners.map(\.y)
      let south = atan(sinh(y.min() ?? 0)) * 180 / .pi
      let north = atan(sinh(y.max() ?? 0)) * 180 / .pi
      latitudes = south...north
      let west = (x.min() ?? 0) * 180 / .pi
      let east = (x.max() ?? 0) * 180 / .pi
      longitudes = east - west >= 360 ? nil : west...east
    case .polar(let north, _):
      // The farthest corner from the pole bounds the visible latitudes (the pole may be in view).
      let reach = min(180, (corners.map { ($0.x * $0.x + $0.y * $0.y).squareRoot() }.max() ?? 0) * 180 / .pi)
      latitudes = north ? (90 - reach)...90 : -90...(reach - 90)
      longitudes = nil
    }
  }

  /// Whether a ring with these bounds may show.
  func mayShow(
    _ ringLatitudes: ClosedRange<Double>, _ ringLongitudes: ClosedRange<Double>, meridian: Double
  ) -> Bool {
    guard ringLatitudes.overlaps(latitudes) else { return false }
    guard let longitudes else { return true }
    let west = ringLongitudes.lowerBound - meridian
    let east = ringLongitudes.upperBound - meridian
    return [-360.0, 0, 360].contains { shift in
      west + shift <= longitudes.upperBound && east + shift >= longitudes.lowerBound
    }
  }
}
