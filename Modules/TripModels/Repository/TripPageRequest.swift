/// A read of trip summaries located by the list's sort key (see ``KeyedPageRequest``). The list is
/// ordered top to bottom by descending sort key; a page is returned top to bottom.
public typealias TripPageRequest = KeyedPageRequest<TripPageDirection>

/// Which way a ``TripPageRequest`` walks from its anchor.
public enum TripPageDirection: PageDirection {
  /// Towards the bottom of the list (smaller sort keys); from the top when there is no anchor.
  case down
  /// Towards the top of the list (larger sort keys); from the bottom when there is no anchor.
  case up

  /// Down the list.
  public static var towardEnd: Self { .down }
  /// Up the list.
  public static var towardStart: Self { .up }
  /// Newest first: sort keys shrink down the list.
  public static var keysGrowTowardEnd: Bool { false }
}

/// One row of the trip list: a summary and the sort key that places it.
public struct TripListEntry: Equatable, Sendable, KeyedEntry {
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

extension TripListEntry {
  /// The sort key, by which pages are read.
  public var pageKey: Int64 { sortKey }
}
