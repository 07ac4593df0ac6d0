/// A read of a trip's stops located by their position key rather than by offset, so that a window
/// at the end of a trip of 100,000 stops costs what a window at its start costs.
///
/// Stops are ordered along the trip by ascending key. Keys only order the stops: they may have
/// gaps, and they stay valid until the trip's next change (an edit may give stops new keys). A
/// request starts just past `anchor` (or at the end of the trip it walks away from when `anchor` is
/// nil), walks in `direction`, skips `skip` stops and returns up to `limit` of them — always in trip
/// order (first to last).
public struct StopPageRequest: Equatable, Sendable {
  /// Which way a request walks from its anchor.
  public enum Direction: Equatable, Sendable {
    /// Towards the trip's end (larger keys); from the first stop when there is no anchor.
    case forward
    /// Towards the trip's start (smaller keys); from the last stop when there is no anchor.
    case backward
  }

  /// The key the read starts after (exclusive); nil starts at an end of the trip.
  public var anchor: Int64?
  /// Which way the read walks.
  public var direction: Direction
  /// Stops passed over before the first one returned (kept small by callers: it costs a row each).
  public var skip: Int
  /// The most stops returned.
  public var limit: Int

  /// Creates a request; a negative `skip` or `limit` counts as zero.
  public init(anchor: Int64?, direction: Direction, skip: Int = 0, limit: Int) {
    self.anchor = anchor
    self.direction = direction
    self.skip = max(0, skip)
    self.limit = max(0, limit)
  }
}

/// One stop of a trip read by ``StopPageRequest``: the stop and the key that orders it.
public struct StopListEntry: Equatable, Sendable {
  /// The key the trip's stops are ordered by (ascending); valid until the trip's next change.
  public var key: Int64
  /// The stop.
  public var stop: Stop

  /// Creates an entry.
  public init(key: Int64, stop: Stop) {
    self.key = key
    self.stop = stop
  }
}

/// Where a stop is in its trip.
public struct StopListPosition: Equatable, Sendable {
  /// The stop's 0-based position along the trip.
  public var index: Int
  /// The stop's key (see ``StopListEntry/key``).
  public var key: Int64

  /// Creates a position.
  public init(index: Int, key: Int64) {
    self.index = index
    self.key = key
  }
}
