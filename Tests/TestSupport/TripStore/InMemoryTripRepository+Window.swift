import Geo
import TripModels

/// Reading a long trip a window at a time, with the SQLite store's semantics: a stop's key is its
/// position in the trip (keys order the stops and are valid until the trip's next change).
extension InMemoryTripRepository {
  /// The summary of the trip, nil if there is none.
  public func tripSummary(id: Trip.ID) throws(TripStoreError) -> TripSummary? {
    if let failReads { throw failReads }
    return trips.first { $0.id == id }.map(summary(of:))
  }

  /// A window of the trip's stops located by key, in trip order.
  public func stops(of tripID: Trip.ID, _ request: StopPageRequest) throws(TripStoreError) -> [StopListEntry]
  {
    if let failReads { throw failReads }
    guard let stops = trips.first(where: { $0.id == tripID })?.stops, request.limit > 0 else { return [] }
    let range: Range<Int>
    switch request.direction {
    case .forward:
      // The first stop whose key (its index) is past the anchor.
      let after = request.anchor.map { $0 < 0 ? 0 : Self.clampedIndex($0, count: stops.count - 1) + 1 } ?? 0
      let start = min(stops.count, after + request.skip)
      range = start..<min(stops.count, start + request.limit)
    case .backward:
      let before = request.anchor.map { Self.clampedIndex($0, count: stops.count) } ?? stops.count
      let end = max(0, before - request.skip)
      range = max(0, end - request.limit)..<end
    }
    stopsReturned += range.count
    stopsSkipped += request.skip
    return range.map { StopListEntry(key: Int64($0), stop: stops[$0]) }
  }

  /// Where the stop is in its trip.
  public func stopPosition(
    of stopID: Stop.ID, in tripID: Trip.ID, near index: Int
  ) throws(TripStoreError) -> StopListPosition? {
    if let failReads { throw failReads }
    guard let found = trips.first(where: { $0.id == tripID })?.stops.firstIndex(where: { $0.id == stopID })
    else { return nil }
    return StopListPosition(index: found, key: Int64(found))
  }

  /// The stop of the trip.
  public func stop(_ stopID: Stop.ID, in tripID: Trip.ID) throws(TripStoreError) -> Stop? {
    if let failReads { throw failReads }
    return trips.first { $0.id == tripID }?.stops.first { $0.id == stopID }
  }

  /// The trip that has the stop.
  public func trip(owningStop stopID: Stop.ID) throws(TripStoreError) -> Trip.ID? {
    if let failReads { throw failReads }
    return trips.first { $0.stops.contains { $0.id == stopID } }?.id
  }

  /// Every stop's id and coordinate, in trip order.
  public func stopOutline(of tripID: Trip.ID) throws(TripStoreError) -> StopOutline? {
    if let failReads { throw failReads }
    guard let trip = trips.first(where: { $0.id == tripID }) else { return nil }
    outlineReads += 1
    return StopOutline(trip.stops)
  }

  /// The outline of the stops strictly between `span`'s bounds.
  public func stopOutline(of tripID: Trip.ID, in span: StopSpan) throws(TripStoreError) -> StopOutline? {
    if let failReads { throw failReads }
    guard let stops = trips.first(where: { $0.id == tripID })?.stops else { return nil }
    var start = 0
    var end = stops.count
    if let before = span.before {
      guard let found = stops.firstIndex(where: { $0.id == before }) else { return nil }
      start = found + 1
    }
    if let after = span.after {
      guard let found = stops.firstIndex(where: { $0.id == after }), found >= start else { return nil }
      end = found
    }
    spanReads += 1
    return StopOutline(Array(stops[start..<end]))
  }

  /// `key` as an index in `0...count`.
  private static func clampedIndex(_ key: Int64, count: Int) -> Int {
    Int(min(max(0, key), Int64(count)))
  }
}
