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
  /// How many times a whole trip was read by `trip(id:)` (a spy: the detail screen reads windows).
  public private(set) var wholeTripReads = 0
  /// How many stops the keyed stop windows (`stops(of:_:)`) have returned in total.
  public internal(set) var stopsReturned = 0
  /// How many stops the keyed stop windows have passed over to reach what they return (what a read
  /// from the wrong end of a long trip costs).
  public internal(set) var stopsSkipped = 0
  /// How many times a trip's outline (every stop's id and coordinate) was read.
  public internal(set) var outlineReads = 0
  /// How many times the stops of a changed span (``stopOutline(of:in:)``) were read.
  public internal(set) var spanReads = 0
  /// The stop spans of the edit just made, undone or redone, attached to the change reported next.
  var committedStopSpans: [Trip.ID: StopSpan] = [:]
  /// Each trip's sort key: the list is in descending key order, as in the SQLite store.
  private var sortKeys: [Trip.ID: Int64] = [:]
  /// The edit history, oldest first (see ``undo()``).
  private var history = InMemoryEditHistory()
  /// Each trip's kept road total and the stops it was kept for (see ``keepRoadTotal(_:of:through:)``).
  var roadTotals: [Trip.ID: (total: TripRoadTotal, stops: [Coordinate])] = [:]

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
    let page = trips[max(0, offset)..<min(trips.count, offset + limit)].map(summary(of:))
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
      TripListEntry(sortKey: sortKeys[trips[$0].id] ?? 0, summary: summary(of: trips[$0]))
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
    wholeTripReads += 1
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
    record(TripEdit(kind: .createTrip, subject: trip.name, tripID: trip.id)) {
      trips.insert(trip, at: 0)
      sortKeys[trip.id] = (sortKeys.values.max() ?? 0) + 1
    }
    report(TripStoreChange(changedTrips: [trip.id], listChanged: true))
    return trip
  }

  /// Renames a trip.
  public func renameTrip(_ id: Trip.ID, to name: String) throws(TripStoreError) {
    try checkFailure()
    let index = try tripIndex(id)
    let renamed = try validating { () throws(ValidationError) in try trips[index].renamed(name) }
    record(TripEdit(kind: .renameTrip, subject: trips[index].name, tripID: id)) { trips[index] = renamed }
    report(TripStoreChange(changedTrips: [id], renamedTrips: [id]))
  }

  /// Deletes a trip.
  public func deleteTrip(_ id: Trip.ID) throws(TripStoreError) {
    try checkFailure()
    let index = try tripIndex(id)
    record(TripEdit(kind: .deleteTrip, subject: trips[index].name, tripID: id)) {
      trips.remove(at: index)
      sortKeys[id] = nil
    }
    report(TripStoreChange(deletedTrips: [id], listChanged: true))
  }

  /// Copies a trip, with new ids, to the top of the list.
  @discardableResult public func duplicateTrip(_ id: Trip.ID) throws(TripStoreError) -> Trip {
    try checkFailure()
    let original = trips[try tripIndex(id)]
    let copy = try validating { () throws(ValidationError) in try original.copy(nameSuffix: " (copy)") }
    record(TripEdit(kind: .duplicateTrip, subject: original.name, tripID: id)) {
      trips.insert(copy, at: 0)
      sortKeys[copy.id] = (sortKeys.values.max() ?? 0) + 1
    }
    report(TripStoreChange(changedTrips: [copy.id], listChanged: true))
    return copy
  }

  /// Imports trips as the SQLite store does: new ids below the others, identical trips skipped,
  /// the others copied or replaced; refuses the lot when two stops of a trip share an id.
  @discardableResult
  public func importTrips(
    _ imported: [Trip], onConflict policy: ImportConflictPolicy
  ) throws(TripStoreError) -> ImportSummary {
    try checkFailure()
    if let repeated = imported.lazy.compactMap(\.repeatedStopID).first { throw .duplicateStop(repeated) }
    var summary = ImportSummary()
    var added: [Trip] = []
    var replaced: [Int: Trip] = [:]
    for trip in imported {
      if let index = trips.firstIndex(where: { $0.id == trip.id }) {
        if trips[index] == trip {
          summary.skipped.append(trip.id)
        } else if policy == .replace {
          replaced[index] = trip
          summary.replaced.append(trip.id)
        } else {
          let copy = try validating { () throws(ValidationError) in try trip.copy(nameSuffix: " (imported)") }
          added.append(copy)
          summary.copied.append(copy.id)
        }
      } else {
        added.append(trip)
        summary.added.append(trip.id)
      }
    }
    guard summary.written > 0 else { return summary }
    let subject = imported.count == 1 ? "1 trip" : "\(imported.count) trips"
    record(
      TripEdit(kind: .importTrips, subject: subject, tripID: imported.count == 1 ? imported.first?.id : nil)
    ) {
      for (index, trip) in replaced { trips[index] = trip }
      for trip in added {
        trips.append(trip)
        sortKeys[trip.id] = (sortKeys.values.min() ?? 1) - 1
      }
    }
    report(
      TripStoreChange(changedTrips: Set(summary.added + summary.copied + summary.replaced), listChanged: true)
    )
    return summary
  }

  // MARK: - Filtering

  /// Summaries of the trips whose name or a stop's name contains `query` (``NameFilter``).
  public func tripSummaries(matching query: String, limit: Int) throws(TripStoreError) -> [TripSummary] {
    if let failReads { throw failReads }
    return Array(matchingTrips(query).prefix(max(0, limit)).map(summary(of:)))
  }

  /// How many trips match `query`.
  public func tripCount(matching query: String) throws(TripStoreError) -> Int {
    if let failReads { throw failReads }
    return matchingTrips(query).count
  }

  private func matchingTrips(_ query: String) -> [Trip] {
    let filter = NameFilter(query)
    return trips.filter { trip in filter.matches(trip.name) || trip.stops.contains { filter.matches($0.name) }
    }
  }

  // MARK: - Stops

  /// Inserts a stop after `previous` (at the end when nil).
  @discardableResult
  public func insertStop(_ stop: Stop, into tripID: Trip.ID, after previous: Stop.ID?) throws(TripStoreError)
    -> Stop
  {
    try checkFailure()
    let index = try tripIndex(tripID)
    var position = trips[index].stops.count
    if let previous {
      guard let found = trips[index].stops.firstIndex(where: { $0.id == previous }) else {
        throw TripStoreError.stopNotFound(previous)
      }
      position = found + 1
    }
    record(TripEdit(kind: .addStop, subject: stop.name, tripID: tripID, stopID: stop.id)) {
      trips[index].stops.insert(stop, at: position)
    }
    report(TripStoreChange(changedTrips: [tripID]))
    return stop
  }

  /// Replaces a stop's name, coordinate, note and stay.
  public func updateStop(_ waypoint: Stop, in tripID: Trip.ID) throws(TripStoreError) {
    try checkFailure()
    let (index, stop) = try locate(waypoint.id, in: tripID)
    let old = trips[index].stops[stop]
    let kind = TripEdit.Kind.stopUpdate(
      placeChanged: old.coordinate != waypoint.coordinate, nameChanged: old.name != waypoint.name,
      stayChanged: old.stay != waypoint.stay)
    record(TripEdit(kind: kind, subject: old.name, tripID: tripID, stopID: old.id)) {
      trips[index].stops[stop] = waypoint
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Removes a stop.
  public func removeStop(_ stopID: Stop.ID, from tripID: Trip.ID) throws(TripStoreError) {
    try checkFailure()
    let (index, stop) = try locate(stopID, in: tripID)
    let name = trips[index].stops[stop].name
    record(TripEdit(kind: .removeStop, subject: name, tripID: tripID, stopID: stopID)) {
      _ = trips[index].stops.remove(at: stop)
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Moves a stop `offset` places, stopping at either end; returns the places it moved.
  @discardableResult
  public func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, by offset: Int) throws(TripStoreError) -> Int {
    try checkFailure()
    let (index, stop) = try locate(stopID, in: tripID)
    let target = min(max(0, stop + offset), trips[index].stops.count - 1)
    guard target != stop else { return 0 }
    move(stop, to: target, in: index, tripID: tripID)
    return target - stop
  }

  /// Moves a stop to `index`, clamped.
  public func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, to index: Int) throws(TripStoreError) {
    try checkFailure()
    let (tripIndex, stop) = try locate(stopID, in: tripID)
    let target = min(max(0, index), trips[tripIndex].stops.count - 1)
    guard target != stop else { return }
    move(stop, to: target, in: tripIndex, tripID: tripID)
  }

  private func move(_ stop: Int, to target: Int, in index: Int, tripID: Trip.ID) {
    let moving = trips[index].stops[stop]
    record(TripEdit(kind: .moveStop, subject: moving.name, tripID: tripID, stopID: moving.id)) {
      trips[index].stops.remove(at: stop)
      trips[index].stops.insert(moving, at: target)
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Puts a trip's stops in reverse order.
  public func reverseStops(in tripID: Trip.ID) throws(TripStoreError) {
    try checkFailure()
    let index = try tripIndex(tripID)
    guard trips[index].stops.count > 1 else { return }
    record(TripEdit(kind: .reverseStops, subject: trips[index].name, tripID: tripID)) {
      trips[index].stops.reverse()
    }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  // MARK: - History

  /// How many edits the history keeps, undone ones included: a change that writes nothing leaves
  /// it as it was, and a new edit after an undo shrinks it.
  public func historyCount() -> Int { history.count }

  /// Undoes the latest edit; refused (``TripStoreError/editConflict(_:undoing:)``) when a simulated
  /// external change altered the trips since.
  public func undo() throws(TripStoreError) -> TripEdit? {
    try step(undoing: true)
  }

  /// Redoes the edit undone last.
  public func redo() throws(TripStoreError) -> TripEdit? {
    try step(undoing: false)
  }

  private func step(undoing: Bool) throws(TripStoreError) -> TripEdit? {
    try checkFailure()
    let current = InMemoryEditHistory.Snapshot(trips: trips, sortKeys: sortKeys)
    guard let (edit, snapshot) = try history.step(undoing: undoing, from: current) else { return nil }
    let touched = Set(current.trips.map(\.id)).symmetricDifference(snapshot.trips.map(\.id))
    committedStopSpans = Self.stopSpans(from: trips, to: snapshot.trips)
    trips = snapshot.trips
    sortKeys = snapshot.sortKeys
    let present = Set(trips.map(\.id))
    report(
      TripStoreChange(
        changedTrips: present.intersection(touched.union(edit.tripID.map { [$0] } ?? [])),
        deletedTrips: touched.subtracting(present), listChanged: true))
    return edit
  }

  /// Changes trip `tripID` in place as one edit: `change` returns the edit, or nil when it changed
  /// nothing (then nothing is recorded or reported).
  func replaceTrip(_ tripID: Trip.ID, _ change: (inout Trip) throws(TripStoreError) -> TripEdit?)
    throws(TripStoreError)
  {
    try checkFailure()
    let index = try tripIndex(tripID)
    var trip = trips[index]
    guard let edit = try change(&trip) else { return }
    record(edit) { trips[index] = trip }
    report(TripStoreChange(changedTrips: [tripID]))
  }

  /// Runs `change` as the edit `edit`, recording the trips before and after it.
  private func record(_ edit: TripEdit, _ change: () -> Void) {
    let before = InMemoryEditHistory.Snapshot(trips: trips, sortKeys: sortKeys)
    change()
    history.record(
      edit, before: before, after: InMemoryEditHistory.Snapshot(trips: trips, sortKeys: sortKeys))
    committedStopSpans = Self.stopSpans(from: before.trips, to: trips)
  }

  /// The span (``StopSpan``) in which each trip's stops differ between `old` and `new`, as the
  /// SQLite store reports them.
  static func stopSpans(from old: [Trip], to new: [Trip]) -> [Trip.ID: StopSpan] {
    let olds = Dictionary(old.map { ($0.id, $0.stops) }, uniquingKeysWith: { first, _ in first })
    var spans: [Trip.ID: StopSpan] = [:]
    for trip in new {
      guard let previous = olds[trip.id], var span = StopSpan.between(previous, trip.stops) else { continue }
      // A stop's key here is its index: when stops were added or removed, every later key changed.
      if previous.count != trip.stops.count { span.after = nil }
      spans[trip.id] = span
    }
    return spans
  }

  // MARK: - Settings

  /// A remembered setting.
  public func setting(_ key: String) throws(TripStoreError) -> String? { settings[key] }

  /// Remembers a setting.
  public func setSetting(_ key: String, to value: String) throws(TripStoreError) { settings[key] = value }

  /// Remembers several settings at once; with ``failNextWrite`` set, throws it and remembers none.
  public func setSettings(_ settings: [String: String]) throws(TripStoreError) {
    try checkFailure()
    self.settings.merge(settings) { _, new in new }
  }

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
    sortKeys[id] = nil
    report(TripStoreChange(isExternal: true))
  }

  /// Adds a trip at the top as another process would: observers see an external change.
  @discardableResult
  public func simulateExternalCreation(named name: String) throws(TripStoreError) -> Trip {
    let trip = try validating { () throws(ValidationError) in try Trip(name: name) }
    trips.insert(trip, at: 0)
    sortKeys[trip.id] = (sortKeys.values.max() ?? 0) + 1
    report(TripStoreChange(isExternal: true))
    return trip
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

  private func locate(_ stopID: Stop.ID, in tripID: Trip.ID) throws(TripStoreError) -> (trip: Int, stop: Int)
  {
    let index = try tripIndex(tripID)
    guard let stop = trips[index].stops.firstIndex(where: { $0.id == stopID }) else {
      throw TripStoreError.stopNotFound(stopID)
    }
    return (index, stop)
  }

  func checkFailure() throws(TripStoreError) {
    if let failure = failNextWrite {
      failNextWrite = nil
      throw failure
    }
  }

  private func validating<T>(_ body: () throws(ValidationError) -> T) throws(TripStoreError) -> T {
    do { return try body() } catch { throw .invalid(error) }
  }

  func report(_ change: TripStoreChange) {
    var change = change
    if !change.isExternal {
      change.stopSpans = committedStopSpans.filter { change.changedTrips.contains($0.key) }
    }
    committedStopSpans = [:]
    reportedChanges.append(change)
    for handler in observers.values { handler(change) }
  }
}
