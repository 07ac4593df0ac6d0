import Geo

/// How far the map is zoomed and panned from the view that fits the route.
///
/// Part of the state of the screen that shows the map (the trip detail screen keeps it while the
/// screen is on the stack, so coming back from the stop editor shows the same view); never stored.
public struct MapViewport: Equatable, Sendable {
  /// Zoom steps from the fitted view: each step doubles (positive) or halves (negative) the scale.
  public var zoom = 0
  /// The place the view is centred on before panning (the selected stop when `+` / `-` zoomed
  /// around it); nil: the middle of the route.
  public var anchor: Coordinate?
  /// The centre's offset from the fitted centre, in widths (x, east) and heights (y, north) of the
  /// fitted view.
  public var pan = SIMD2<Double>(0, 0)

  /// The view that fits the route.
  public static let fitted = MapViewport()
  /// The most steps in either direction.
  public static let zoomLimit = 12
  /// How far an arrow key moves, as a fraction of the visible width or height.
  public static let panStep = 0.25

  /// How many times larger things look than in the fitted view.
  public var magnification: Double { pow2(zoom) }

  /// One zoom step in (`1`) or out (`-1`), within ``zoomLimit``.
  public func zoomed(by steps: Int) -> MapViewport {
    var copy = self
    copy.zoom = min(max(zoom + steps, -Self.zoomLimit), Self.zoomLimit)
    return copy
  }

  /// One zoom step in (`1`) or out (`-1`), centred on `coordinate` (pans are forgotten).
  public func zoomed(by steps: Int, around coordinate: Coordinate?) -> MapViewport {
    var copy = zoomed(by: steps)
    copy.anchor = coordinate
    copy.pan = SIMD2(0, 0)
    return copy
  }

  /// Moved by `columns` steps east and `rows` steps north (one step is ``panStep`` of what is
  /// visible at the current zoom).
  public func panned(east columns: Int, north rows: Int) -> MapViewport {
    var copy = self
    copy.pan += SIMD2(Double(columns), Double(rows)) * Self.panStep / magnification
    return copy
  }

  private func pow2(_ exponent: Int) -> Double {
    exponent >= 0 ? Double(1 << exponent) : 1 / Double(1 << -exponent)
  }
}
