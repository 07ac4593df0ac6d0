import Foundation
import Geo
import TripModels

/// A `TripRepository` kept in memory, for feature tests: same rules and change reports as the
/// SQLite store, no file.
@MainActor
public final class InMemoryTripRepository: TripRepository {
  /// Trips in list order.
  public private(set) var trips: [Trip]
  private var settings: [String: String] = [:]
  private var observers: [UUID: @MainActor (TripStoreChange) -> Void] = [:]
  /// Every change reported, in order (a spy for tests).
  public private(set) var reportedChanges: [TripStoreChange] = []
  /// When set, the next mutating call throws this error and changes nothing.
  public var failNextWrite: TripStoreError?
  /// When set, every read of trips (`tripSummaries`, `trip(id:)`) throws this error, as an
  /// unreadable store would; writes still work.
  public var failReads: TripStoreError?
  /// Every `(offset, limit)` that `tripSummaries` was asked for, in order (a spy: shows that a
  /// list reads pages, never the whole store).
  public private(set) var summaryRequests: [(offset: Int, limit: Int)] = []
  /// Every keyed page request, in order (a spy: shows how far from its anchor each read walked).
  public private(set) var pageRequests: [TripPageRequest] = []
  /// How many summaries `tripSummaries` (by offset or by key) has returned in total.
  public private(set) var summariesReturned = 0
  /// Each trip's sort key: the list is in descending key order, as in the SQLite store.
  private var sortKeys: [Trip.ID: Int64] = [:]

  /// Creates a repository holding `trips`, in list order.
  public init(trips: [Trip] = []) {
    self.trips = trips
    for (offset, trip) in trips.enumerated() { sortKeys[trip.id] = Int64(trips.count - offset) }
  }

  // MARK: - Reading

  /// The number of trips.
  public func tripCount() throws(TripStoreError) -> Int { trips.count }

  /// Trip summaries in list order.
  public func tripSummaries(offset: Int, limit: Int) throws(TripStoreError) -> [TripSummary] {
    summaryRequests.append((offset, limit))
    if let failReads { throw failReads }
    guard offset < trips.count, limit > 0 else { return [] }
    let page = trips[max(0, offset)..<min(trips.count, offset + limit)].map(TripSummary.init)
    summariesReturned += page.count
    return page
  }

  /// Trip summaries located by sort key, in list order.
  public func tripSummaries(_ request: TripPageRequest) throws(TripStoreError) -> [TripListEntry] {
    pageRequests.append(request)
    if let failReads { throw failReads }
    // Keys descend along `trips`: binary search for the first trip below the anchor.
    var low = 0
    var high = trips.count
    let anchor = request.anchor ?? (request.direction == .down ? .max : .min)
    let below = { (trip: Trip) in (self.sortKeys[trip.id] ?? 0) < anchor }
    let walksDown = request.direction == .down
    while low < high {
      let middle = (low + high) / 2
      let isPast = walksDown ? below(trips[middle]) : (sortKeys[trips[middle].id] ?? 0) <= anchor
      if isPast { high = middle } else { low = middle + 1 }
    }
    // Down: from `low` towards the end; up: from `low - 1` towards the start.
    let range: Range<Int>
    if walksDown {
      let start = min(trips.count, low + request.skip)
      range = start..<min(trips.count, start + request.limit)
    } else {
      let end = max(0, low - request.skip)
      range = max(0, end - request.limit)..<end
    }
    let page = range.map {
      TripListEntry(sortKey: sortKeys[trips[$0].id] ?? 0, summary: TripSummary(trips[$0]))
    }
    summariesReturned += page.count
    return page
  }

  /// Where trip `id` is in the list.
  public func tripListPosition(of id: Trip.ID, near index: Int) throws(TripStoreError) -> TripListPosition? {
    if let failReads { throw failReads }
    guard let found = trips.firstIndex(where: { $0.id == id }), let key = sortKeys[id] else { return nil }
    return TripListPosition(index: found, sortKey: key)
  }

  /// The trip with this id, or nil.
  public func trip(id: Trip.ID) throws(TripStoreError) -> Trip? {
    if let failReads { throw failReads }
    return trips.first { $0.id == id }
  }

  /// Every trip in list order.
  public func allTrips() throws(TripStoreError) -> [Trip] { trips }

  /// Every trip in list order, one at a time.
  public func forEachTrip(_ body: (Trip) throws -> Void) throws {
    if let failReads { throw failReads }
    for trip in trips { try body(trip) }
  }

  // MARK: - Trips

  /// Creates a trip at the top of the list.
  @discardableResult public func createTrip(named name: String) throws(TripStoreError) -> Trip {
    try checkFailure()
    let trip = try validating { () throws(ValidationError) in try Trip(name: name) }
    trips.insert(trip, at: 0)
    sortKeys[trip.id] = (sortKeys.values.max() ?? 0) + 1
    report(TripStoreChange(changedTrips: [trip.id], listChanged: true))
    return trip
  }

  /// Renames a trip.
  public func renameTrip(_ id: Trip.ID, to name: String) throws(TripStoreError) {
    try checkFailure()
    let index = try tripIndex(id)
    trips[index] = try validating { () throws(ValidationError) in try trips[index].renamed(name) }
    report(TripStoreChange(changedTrips: [id]))
  }

  /// Deletes a trip.
  public func deleteTrip(_ id: Trip.ID) throws(TripStoreError) {
    try checkFailure()
    let index = try tripIndex(id)
    trips.remove(at: index)
    report(TripStoreChange(deletedTrips: [id], listChanged: true))
  }

  /// Adds or replaces trips (new ones below the others); refuses the lot when two stops of a
  /// trip share an id, as the SQLite store does.
  public func importTrips(_ imported: [Trip]) throws(TripStoreError) {
    try checkFailure()
    for trip in imported {
      var seen: Set<Stop.ID> = []
      for waypoint in trip.stops where !seen.insert(waypoint.id).inserted {
        throw TripStoreError.duplicateStop(waypoint.id)
      }
    }
    for trip in imported {
      if let index = trips.firstIndex(where: { $0.id == trip.id }) {
        trips[index] = trip
      } else {
        trips.append(trip)
        sortKeys[trip.id] = (sortKeys.values.min() ?? 1) - 1
      }
    }
    report(TripStoreChange(changedTrips: Set(imported.map(\.id)), listChanged: true))
  }

  // MARK: - Stops

  /// Appends a stop.
  @discardableResult
  public func addStop(to tripID: Trip.ID, name: String, coordinate: Coordinate) throws(TripStoreError) -> Stop
  {
    try checkFailure()
    let index = try tripIndex(tripID)
    let waypoint = try validating { () throws(ValidationError) in
      try Stop(name: name, coordinate: coordinate)
    }
    trips[index].stops.append(waypoint)
    report(TripStoreChange(changedTrips: [tripID]))
    return waypoint
  }

  /// Replaces a stop's name and coordinate.
  public func updateStop(_ waypoint: Stop, in tripID: Trip.ID) throws(TripStoreError) {
    try checkFailure()
    let index = try tripIndex(tripID)
    guard let stop = trips[index].stops.firstIndex(where: { $0.id == waypoint.id }) else {
      throw TripStoreError.stopNotFound(waypoint.id)
    }
    trips[index].stops[stop] = waypoint
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Removes a stop.
  public func removeStop(_ stopID: Stop.ID, from tripID: Trip.ID) throws(TripStoreError) {
    try checkFailure()
    let index = try tripIndex(tripID)
    guard let stop = trips[index].stops.firstIndex(where: { $0.id == stopID }) else {
      throw TripStoreError.stopNotFound(stopID)
    }
    trips[index].stops.remove(at: stop)
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Moves a stop `offset` places, stopping at either end; returns the places it moved.
  @discardableResult
  public func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, by offset: Int) throws(TripStoreError) -> Int {
    try checkFailure()
    let tripIndex = try tripIndex(tripID)
    guard let stop = trips[tripIndex].stops.firstIndex(where: { $0.id == stopID }) else {
      throw TripStoreError.stopNotFound(stopID)
    }
    let target = min(max(0, stop + offset), trips[tripIndex].stops.count - 1)
    guard target != stop else { return 0 }
    let waypoint = trips[tripIndex].stops.remove(at: stop)
    trips[tripIndex].stops.insert(waypoint, at: target)
    report(TripStoreChange(changedTrips: [tripID]))
    return target - stop
  }

  /// Moves a stop to `index`, clamped.
  public func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, to index: Int) throws(TripStoreError) {
    try checkFailure()
    let tripIndex = try tripIndex(tripID)
    guard let stop = trips[tripIndex].stops.firstIndex(where: { $0.id == stopID }) else {
      throw TripStoreError.stopNotFound(stopID)
    }
    let waypoint = trips[tripIndex].stops.remove(at: stop)
    let target = min(max(0, index), trips[tripIndex].stops.count)
    trips[tripIndex].stops.insert(waypoint, at: target)
    report(TripStoreChange(changedTrips: [tripID]))
  }

  // MARK: - Settings

  /// A remembered setting.
  public func setting(_ key: String) throws(TripStoreError) -> String? { settings[key] }

  /// Remembers a setting.
  public func setSetting(_ key: String, to value: String) throws(TripStoreError) { settings[key] = value }

  // MARK: - Observing

  /// Registers a change handler.
  public func addObserver(
    _ handler: @escaping @MainActor (TripStoreChange) -> Void
  ) -> TripStoreObservation {
    let id = UUID()
    observers[id] = handler
    return TripStoreObservation { [weak self] in self?.observers[id] = nil }
  }

  /// Nothing outside this process can change memory; see ``simulateExternalDeletion(of:)``.
  public func checkForExternalChanges() throws(TripStoreError) {}

  /// Deletes a trip as another process would: observers see an external change.
  public func simulateExternalDeletion(of id: Trip.ID) {
    trips.removeAll { $0.id == id }
    report(TripStoreChange(isExternal: true))
  }

  /// Renames a trip as another process would: observers see an external change.
  public func simulateExternalRename(of id: Trip.ID, to name: String) throws(TripStoreError) {
    guard let index = trips.firstIndex(where: { $0.id == id }) else { return }
    trips[index] = try validating { () throws(ValidationError) in try trips[index].renamed(name) }
    report(TripStoreChange(isExternal: true))
  }

  /// How many observers are registered (to test that screens stop observing when released).
  public var observerCount: Int { observers.count }

  // MARK: - Helpers

  private func tripIndex(_ id: Trip.ID) throws(TripStoreError) -> Int {
    guard let index = trips.firstIndex(where: { $0.id == id }) else {
      throw TripStoreError.tripNotFound(id)
    }
    return index
  }

  private func checkFailure() throws(TripStoreError) {
    if let failure = failNextWrite {
      failNextWrite = nil
      throw failure
    }
  }

  private func validating<T>(_ body: () throws(ValidationError) -> T) throws(TripStoreError) -> T {
    do { return try body() } catch { throw .invalid(error) }
  }

  private func report(_ change: TripStoreChange) {
    reportedChanges.append(change)
    for handler in observers.values { handler(change) }
  }
}
