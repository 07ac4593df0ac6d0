import Foundation
import Geo
import TripStore

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
  /// How many summaries `tripSummaries` has returned in total.
  public private(set) var summariesReturned = 0

  /// Creates a repository holding `trips`, in list order.
  public init(trips: [Trip] = []) {
    self.trips = trips
  }

  // MARK: - Reading

  /// The number of trips.
  public func tripCount() throws -> Int { trips.count }

  /// Trip summaries in list order.
  public func tripSummaries(offset: Int, limit: Int) throws -> [TripSummary] {
    summaryRequests.append((offset, limit))
    if let failReads { throw failReads }
    guard offset < trips.count, limit > 0 else { return [] }
    let page = trips[max(0, offset)..<min(trips.count, offset + limit)].map(TripSummary.init)
    summariesReturned += page.count
    return page
  }

  /// The trip with this id, or nil.
  public func trip(id: Trip.ID) throws -> Trip? {
    if let failReads { throw failReads }
    return trips.first { $0.id == id }
  }

  /// Every trip in list order.
  public func allTrips() throws -> [Trip] { trips }

  // MARK: - Trips

  /// Creates a trip at the top of the list.
  @discardableResult public func createTrip(named name: String) throws -> Trip {
    try checkFailure()
    let trip = try validating { () throws(ValidationError) in try Trip(name: name) }
    trips.insert(trip, at: 0)
    report(TripStoreChange(changedTrips: [trip.id], listChanged: true))
    return trip
  }

  /// Renames a trip.
  public func renameTrip(_ id: Trip.ID, to name: String) throws {
    try checkFailure()
    let index = try tripIndex(id)
    trips[index] = try validating { () throws(ValidationError) in try trips[index].renamed(name) }
    report(TripStoreChange(changedTrips: [id]))
  }

  /// Deletes a trip.
  public func deleteTrip(_ id: Trip.ID) throws {
    try checkFailure()
    let index = try tripIndex(id)
    trips.remove(at: index)
    report(TripStoreChange(deletedTrips: [id], listChanged: true))
  }

  /// Adds or replaces trips (new ones below the others); refuses the lot when two stops of a
  /// trip share an id, as the SQLite store does.
  public func importTrips(_ imported: [Trip]) throws {
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
      }
    }
    report(TripStoreChange(changedTrips: Set(imported.map(\.id)), listChanged: true))
  }

  // MARK: - Stops

  /// Appends a stop.
  @discardableResult
  public func addStop(to tripID: Trip.ID, name: String, coordinate: Coordinate) throws -> Stop {
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
  public func updateStop(_ waypoint: Stop, in tripID: Trip.ID) throws {
    try checkFailure()
    let index = try tripIndex(tripID)
    guard let stop = trips[index].stops.firstIndex(where: { $0.id == waypoint.id }) else {
      throw TripStoreError.stopNotFound(waypoint.id)
    }
    trips[index].stops[stop] = waypoint
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Removes a stop.
  public func removeStop(_ stopID: Stop.ID, from tripID: Trip.ID) throws {
    try checkFailure()
    let index = try tripIndex(tripID)
    guard let stop = trips[index].stops.firstIndex(where: { $0.id == stopID }) else {
      throw TripStoreError.stopNotFound(stopID)
    }
    trips[index].stops.remove(at: stop)
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Moves a stop to `index`, clamped.
  public func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, to index: Int) throws {
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
  public func setting(_ key: String) throws -> String? { settings[key] }

  /// Remembers a setting.
  public func setSetting(_ key: String, to value: String) throws { settings[key] = value }

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
  public func checkForExternalChanges() throws {}

  /// Deletes a trip as another process would: observers see an external change.
  public func simulateExternalDeletion(of id: Trip.ID) {
    trips.removeAll { $0.id == id }
    report(TripStoreChange(isExternal: true))
  }

  /// Renames a trip as another process would: observers see an external change.
  public func simulateExternalRename(of id: Trip.ID, to name: String) throws {
    guard let index = trips.firstIndex(where: { $0.id == id }) else { return }
    trips[index] = try trips[index].renamed(name)
    report(TripStoreChange(isExternal: true))
  }

  /// How many observers are registered (to test that screens stop observing when released).
  public var observerCount: Int { observers.count }

  // MARK: - Helpers

  private func tripIndex(_ id: Trip.ID) throws -> Int {
    guard let index = trips.firstIndex(where: { $0.id == id }) else {
      throw TripStoreError.tripNotFound(id)
    }
    return index
  }

  private func checkFailure() throws {
    if let failure = failNextWrite {
      failNextWrite = nil
      throw failure
    }
  }

  private func validating<T>(_ body: () throws(ValidationError) -> T) throws -> T {
    do { return try body() } catch { throw TripStoreError.invalid(error) }
  }

  private func report(_ change: TripStoreChange) {
    reportedChanges.append(change)
    for handler in observers.values { handler(change) }
  }
}
