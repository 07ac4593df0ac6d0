/// A read of a trip's stops located by their position key (see ``KeyedPageRequest``). Stops are
/// ordered along the trip by ascending key; keys may have gaps and stay valid until the trip's next
/// change (an edit may give stops new keys; a stop outside the change's ``StopSpan`` keeps its
/// key). A page is returned in trip order (first to last).
public typealias StopPageRequest = KeyedPageRequest<StopPageDirection>

/// Which way a ``StopPageRequest`` walks from its anchor.
public enum StopPageDirection: PageDirection {
  /// Towards the trip's end (larger keys); from the first stop when there is no anchor.
  case forward
  /// Towards the trip's start (smaller keys); from the last stop when there is no anchor.
  case backward

  /// Along the trip.
  public static var towardEnd: Self { .forward }
  /// Back along the trip.
  public static var towardStart: Self { .backward }
  /// Keys grow along the trip.
  public static var keysGrowTowardEnd: Bool { true }
}

/// One stop of a trip read by ``StopPageRequest``: the stop and the key that orders it.
public struct StopListEntry: Equatable, Sendable, KeyedEntry {
  /// The key the trip's stops are ordered by (ascending); valid until the trip's next change (and
  /// after it outside the change's ``StopSpan``).
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

extension StopListEntry {
  /// The position key, by which pages are read.
  public var pageKey: Int64 { key }
}
