/// Cuts straight lines to a rectangle (Liang–Barsky), so drawing a line costs what its visible part
/// costs, however far outside the map its ends are.
enum LineClipper {
  /// The part of the line from `start` to `end` inside `[0, width] × [0, height]`, or nil when none.
  static func clip(
    _ start: SIMD2<Double>, _ end: SIMD2<Double>, width: Double, height: Double
  ) -> (SIMD2<Double>, SIMD2<Double>)? {
    let delta = end - start
    // A line with both ends inside is itself: what the edges below would give it (each keeps the
    // whole interval), without their four divisions — most legs of a fitted map.
    if start.x >= 0, start.x <= width, start.y >= 0, start.y <= height, end.x >= 0, end.x <= width,
      end.y >= 0, end.y <= height
    {
      return (start, start + delta)
    }
    var enter = 0.0
    var leave = 1.0
    guard narrow(&enter, &leave, -delta.x, start.x), narrow(&enter, &leave, delta.x, width - start.x),
      narrow(&enter, &leave, -delta.y, start.y), narrow(&enter, &leave, delta.y, height - start.y)
    else { return nil }
    return (start + delta * enter, start + delta * leave)
  }

  /// Narrows the visible interval [`enter`, `leave`] by one edge; false when nothing is left.
  private static func narrow(_ enter: inout Double, _ leave: inout Double, _ p: Double, _ q: Double) -> Bool {
    if p == 0 { return q >= 0 }
    let t = q / p
    if p < 0 {
      if t > leave { return false }
      enter = max(enter, t)
    } else {
      if t < enter { return false }
      leave = min(leave, t)
    }
    return true
  }
}
