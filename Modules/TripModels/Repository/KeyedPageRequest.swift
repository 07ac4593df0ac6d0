/// A read of a page of rows located by the key that orders them rather than by offset, so that a
/// page at the far end of 100,000 rows costs what a page at the near end costs.
///
/// A request starts just past `anchor` (or at the end it walks away from when `anchor` is nil),
/// walks in `direction`, skips `skip` rows and returns up to `limit` of them — always in the list's
/// own order. ``TripPageRequest`` and ``StopPageRequest`` say which way their keys run.
public struct KeyedPageRequest<Way: Hashable & Sendable>: Hashable, Sendable {
  /// The key the read starts after (exclusive); nil starts at an end of the list.
  public var anchor: Int64?
  /// Which way the read walks.
  public var direction: Way
  /// Rows passed over before the first one returned (kept small by callers: it costs a row each).
  public var skip: Int
  /// The most rows returned.
  public var limit: Int

  /// Creates a request; a negative `skip` or `limit` counts as zero.
  public init(anchor: Int64?, direction: Way, skip: Int = 0, limit: Int) {
    self.anchor = anchor
    self.direction = direction
    self.skip = max(0, skip)
    self.limit = max(0, limit)
  }
}
