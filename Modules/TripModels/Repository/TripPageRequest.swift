/// A read of trip summaries located by the list's sort key rather than by offset, so that a page
/// at the bottom of a long list costs what a page at the top costs.
///
/// The list is ordered top to bottom by descending sort key. A request starts just past `anchor`
/// (or at the end of the list it walks away from when `anchor` is nil), walks in `direction`,
/// skips `skip` trips and returns up to `limit` of them — always in list order (top to bottom).
public struct TripPageRequest: Equatable, Sendable {
  /// Which way a request walks from its anchor.
  public enum Direction: Equatable, Sendable {
    /// Towards the bottom of the list (smaller sort keys); from the top when there is no anchor.
    case down
    /// Towards the top of the list (larger sort keys); from the bottom when there is no anchor.
    case up
  }

  /// The sort key the read starts after (exclusive); nil starts at an end of the list.
  public var anchor: Int64?
  /// Which way the read walks.
  public var direction: Direction
  /// Trips passed over before the first one returned (kept small by callers: it costs a row each).
  public var skip: Int
  /// The most trips returned.
  public var limit: Int

  /// Creates a request.
  public init(anchor: Int64?, direction: Direction, skip: Int = 0, limit: Int) {
    self.anchor = anchor
    self.direction = direction
    self.skip = max(0, skip)
    self.limit = max(0, limit)
  }
}

/// One row of the trip list: a summary and the sort key that places it.
public struct TripListEntry: Equatable, Sendable {
  /// The key the list is ordered by (descending); stable for the trip's lifetime.
  public var sortKey: Int64
  /// The trip's summary.
  public var summary: TripSummary

  /// Creates an entry.
  public init(sortKey: Int64, summary: TripSummary) {
    self.sortKey = sortKey
    self.summary = summary
  }
}

/// Where a trip is in the list.
public struct TripListPosition: Equatable, Sendable {
  /// The trip's 0-based position, top to bottom.
  public var index: Int
  /// The trip's sort key.
  public var sortKey: Int64

  /// Creates a position.
  public init(index: Int, sortKey: Int64) {
    self.index = index
    self.sortKey = sortKey
  }
}
