/// How a trip of many stops is cut into requests a router accepts: runs of at most `limit` stops,
/// each starting at the stop where the one before ended, so that together they route every leg
/// once.
enum RouteChunks {
  /// The index ranges of the stops of each request, in trip order (none for fewer than two stops).
  static func ranges(stopCount: Int, limit: Int) -> [ClosedRange<Int>] {
    guard stopCount >= 2 else { return [] }
    let step = max(limit, 2) - 1
    return stride(from: 0, to: stopCount - 1, by: step).map { start in
      start...min(start + step, stopCount - 1)
    }
  }
}
