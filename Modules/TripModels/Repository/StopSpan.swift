/// The part of a trip's stops one change touched: every stop strictly between ``before`` and
/// ``after`` may have been added, removed, moved or edited; every other stop is as it was, in the
/// same order, with the same page key (``StopListEntry/key``), so pages read around the change
/// can start from keys read before it. A screen that holds the trip's outline reads that span again instead of the whole
/// trip (a stop moved one place in a trip of 100,000 stops is a span of two stops).
///
/// The two bounds are stops the change did not touch, so they are on the trip before and after it.
public struct StopSpan: Equatable, Sendable {
  /// The last untouched stop before the span; nil: the span starts at the trip's first stop.
  public var before: Stop.ID?
  /// The first untouched stop after the span; nil: the span runs to the trip's last stop.
  public var after: Stop.ID?

  /// A span between the stops `before` and `after` (nil: the trip's start, its end).
  public init(before: Stop.ID?, after: Stop.ID?) {
    self.before = before
    self.after = after
  }

  /// The span in which `old` and `new` differ (the stops they share at each end are outside it);
  /// nil when they are the same.
  public static func between(_ old: [Stop], _ new: [Stop]) -> StopSpan? {
    var first = 0
    while first < old.count, first < new.count, old[first] == new[first] { first += 1 }
    if first == old.count && first == new.count { return nil }
    var last = 0
    while last < old.count - first, last < new.count - first,
      old[old.count - 1 - last] == new[new.count - 1 - last]
    {
      last += 1
    }
    return StopSpan(
      before: first > 0 ? new[first - 1].id : nil, after: last > 0 ? new[new.count - last].id : nil)
  }
}

extension StopOutline {
  /// This outline with the stops strictly between `span`'s bounds replaced by `stops` (the
  /// span as it is now), and the positions on this outline that were replaced; nil when a bound
  /// is not on this outline. `near` is where to look for the bounds first (a selected stop: a
  /// change is usually next to it).
  public func replacing(_ span: StopSpan, with stops: StopOutline, near: Int)
    -> (outline: StopOutline, replaced: Range<Int>)?
  {
    var start = 0
    var end = count
    if let before = span.before {
      guard let found = Self.index(of: before, in: ids, near: near) else { return nil }
      start = found + 1
    }
    if let after = span.after {
      guard let found = Self.index(of: after, in: ids, near: near), found >= start else { return nil }
      end = found
    }
    var next = self
    next.ids.replaceSubrange(start..<end, with: stops.ids)
    next.coordinates.replaceSubrange(start..<end, with: stops.coordinates)
    next.stays.replaceSubrange(start..<end, with: stops.stays)
    return (next, start..<end)
  }

  /// The position of `id` in `ids`, looked for from `index` outwards (an unchanged or nearby stop
  /// is found at once).
  public static func index(of id: Stop.ID, in ids: [Stop.ID], near index: Int) -> Int? {
    guard !ids.isEmpty else { return nil }
    let center = min(max(0, index), ids.count - 1)
    for distance in 0..<ids.count {
      let above = center - distance
      let below = center + distance
      if above < 0, below >= ids.count { return nil }
      if above >= 0, ids[above] == id { return above }
      if below < ids.count, ids[below] == id { return below }
    }
    return nil
  }
}
