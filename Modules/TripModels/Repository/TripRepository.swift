import Geo

/// The seam through which features read and change trips.
///
/// Every mutating call is one transaction, committed before it returns (there is no "Save"), and
/// then reported to observers. Calls are synchronous and main-actor isolated: the store answers in
/// well under a millisecond, and a UI that never sees a half-applied state is worth more than an
/// `await` on every edit.
@MainActor
public protocol TripRepository: AnyObject {
  // MARK: - Reading

  /// The number of trips.
  func tripCount() throws(TripStoreError) -> Int
  /// Trip summaries in list order (newest first), `limit` of them starting at `offset`.
  func tripSummaries(offset: Int, limit: Int) throws(TripStoreError) -> [TripSummary]
  /// Trip summaries located by sort key (see ``TripPageRequest``), in list order; costs the rows
  /// returned and skipped, wherever in the list they are.
  func tripSummaries(_ request: TripPageRequest) throws(TripStoreError) -> [TripListEntry]
  /// Where trip `id` is in the list, nil if there is no such trip. Counting its position costs the
  /// trips between it and the end of the list nearer to `index` (a hint: where it was last seen).
  func tripListPosition(of id: Trip.ID, near index: Int) throws(TripStoreError) -> TripListPosition?
  /// The trip with this id, or nil if there is none (for example, deleted by another process).
  func trip(id: Trip.ID) throws(TripStoreError) -> Trip?
  /// Every trip, fully loaded, in list order (for export).
  func allTrips() throws(TripStoreError) -> [Trip]
  /// Calls `body` with every trip, fully loaded, in list order, one at a time, from one consistent
  /// snapshot (for streaming export: memory holds one trip, whatever the store's size). Throws the
  /// store's errors and whatever `body` throws.
  func forEachTrip(_ body: (Trip) throws -> Void) throws

  // MARK: - Reading a long trip

  /// The trip's header without its stops: name, stop count and total distance (the store's cached
  /// summary, so this costs the same for 10 stops and for 100,000); nil if there is no such trip.
  func tripSummary(id: Trip.ID) throws(TripStoreError) -> TripSummary?
  /// A window of the trip's stops located by key (see ``StopPageRequest``), in trip order; costs the
  /// stops returned and skipped, wherever in the trip they are. Empty when there is no such trip.
  func stops(of tripID: Trip.ID, _ request: StopPageRequest) throws(TripStoreError) -> [StopListEntry]
  /// Where the stop `stopID` is in its trip, nil if the trip has no such stop. Counting its position
  /// costs the stops between it and the end of the trip nearer to `index` (a hint: where it was last
  /// seen).
  func stopPosition(of stopID: Stop.ID, in tripID: Trip.ID, near index: Int) throws(TripStoreError)
    -> StopListPosition?
  /// Every stop's id, coordinate and stay, in trip order (no names or notes); nil if there is no
  /// such trip. A store may keep a long trip's outline to read it faster (the SQLite store keeps it
  /// in runs, see `KeptOutline`): what it returns is always what the stops are.
  func stopOutline(of tripID: Trip.ID) throws(TripStoreError) -> StopOutline?
  /// The ids, coordinates and stays of the stops strictly between the stops `span` names, in trip
  /// order (a ``TripStoreChange/stopSpans`` span, read after the change); costs the span's
  /// stops, not the trip's. Nil if there is no such trip, or a bound is not on it.
  func stopOutline(of tripID: Trip.ID, in span: StopSpan) throws(TripStoreError) -> StopOutline?
  /// The stop `stopID` of the trip, read alone; nil if the trip has no such stop.
  func stop(_ stopID: Stop.ID, in tripID: Trip.ID) throws(TripStoreError) -> Stop?
  /// The trip that has the stop `stopID`, nil when no trip has it. It may pass over every stop in
  /// the store: ask it to explain a refusal, not on every key.
  func trip(owningStop stopID: Stop.ID) throws(TripStoreError) -> Trip.ID?

  // MARK: - Filtering

  /// Summaries of the trips whose name, or one of whose stops' names, contains `query` (ignoring
  /// case and accents), in list order, at most `limit` of them.
  func tripSummaries(matching query: String, limit: Int) throws(TripStoreError) -> [TripSummary]
  /// How many trips ``tripSummaries(matching:limit:)`` would find without a limit.
  func tripCount(matching query: String) throws(TripStoreError) -> Int

  // MARK: - Trips

  /// Creates a trip named `name` at the top of the list and returns it.
  @discardableResult func createTrip(named name: String) throws(TripStoreError) -> Trip
  /// Renames a trip.
  func renameTrip(_ id: Trip.ID, to name: String) throws(TripStoreError)
  /// Deletes a trip and its stops.
  func deleteTrip(_ id: Trip.ID) throws(TripStoreError)
  /// Copies a trip (new ids, named "… (copy)") to the top of the list and returns the copy.
  @discardableResult func duplicateTrip(_ id: Trip.ID) throws(TripStoreError) -> Trip
  /// Imports trips in one transaction: a new id is added below the other trips, a trip identical
  /// to the stored one is skipped, and one whose id exists with other content is added as a copy
  /// or replaces the stored trip, as `policy` says.
  /// - Throws: ``TripStoreError/duplicateStop(_:)`` when two stops of a trip share an id.
  @discardableResult
  func importTrips(_ trips: [Trip], onConflict policy: ImportConflictPolicy) throws(TripStoreError)
    -> ImportSummary
  /// Imports the trips `next` hands over, one at a time until it returns nil, in one transaction,
  /// by the rules of ``importTrips(_:onConflict:)``, without holding them all (an import file read
  /// a piece at a time; the SQLite store keeps them in its temporary file until the end). Every trip must have its own id, and every stop
  /// written its own: a repeated trip id throws ``RepeatedTripID``, a repeated stop id
  /// ``TripStoreError/duplicateStop(_:)``, a stop id of another stored trip
  /// ``TripStoreError/stopIDInUse(_:tripName:)``. Whatever throws, `next` included, the store is
  /// left unchanged and the error is rethrown as it was.
  @discardableResult
  func importTrips(onConflict policy: ImportConflictPolicy, from next: () throws -> Trip?) throws
    -> ImportSummary

  // MARK: - Stops

  /// Inserts `stop` into a trip just after the stop `previous` (at the end when nil) and returns it.
  @discardableResult
  func insertStop(_ stop: Stop, into tripID: Trip.ID, after previous: Stop.ID?) throws(TripStoreError) -> Stop
  /// Replaces a stop's name, coordinate, note and stay, as one change.
  func updateStop(_ stop: Stop, in tripID: Trip.ID) throws(TripStoreError)
  /// Removes a stop.
  func removeStop(_ stopID: Stop.ID, from tripID: Trip.ID) throws(TripStoreError)
  /// Moves a stop to `index` (0-based, clamped to the trip's stops).
  func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, to index: Int) throws(TripStoreError)
  /// Moves a stop `offset` places (negative: earlier), stopping at either end, at a cost of the
  /// places moved (not the trip's length); returns the places it moved.
  @discardableResult
  func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, by offset: Int) throws(TripStoreError) -> Int
  /// Puts a trip's stops in reverse order.
  func reverseStops(in tripID: Trip.ID) throws(TripStoreError)

  // MARK: - Schedule

  /// A trip's schedule (start date, departure, daily limit, estimate speed) without its stops; nil
  /// if there is no such trip.
  func tripSchedule(id: Trip.ID) throws(TripStoreError) -> TripSchedule?
  /// Replaces a trip's schedule, as one undoable change (nothing is recorded when it is unchanged).
  /// - Throws: ``TripStoreError/invalid(_:)`` when a field is outside its range.
  func setSchedule(_ schedule: TripSchedule, of tripID: Trip.ID) throws(TripStoreError)
  /// Replaces a stop's nights and visit minutes, as one undoable change (as ``updateStop(_:in:)``
  /// with the stop's other fields kept).
  func setStay(_ stay: StopStay, of stopID: Stop.ID, in tripID: Trip.ID) throws(TripStoreError)

  // MARK: - Road totals

  /// Keeps the trip's total by road for the list (nil: it has none), as long as its stops are still
  /// at `stops`, in order; otherwise keeps nothing. Not an edit (nothing to undo): a later change to
  /// the stops hides the total and undoing that change shows it again. Observers hear a change of the
  /// trip's header when the kept total changed.
  func keepRoadTotal(_ total: TripRoadTotal?, of tripID: Trip.ID, through stops: [Coordinate])
    throws(TripStoreError)

  // MARK: - History

  /// Undoes the latest edit this repository may undo (its own, and those made before it was
  /// opened) and returns it; nil when there is nothing to undo.
  /// - Throws: ``TripStoreError/editConflict(_:undoing:)`` when another process changed what the
  ///   edit touched since; nothing is changed then.
  func undo() throws(TripStoreError) -> TripEdit?
  /// Applies again the edit undone last and returns it; nil when there is nothing to redo.
  /// - Throws: ``TripStoreError/editConflict(_:undoing:)`` like ``undo()``.
  func redo() throws(TripStoreError) -> TripEdit?

  // MARK: - Settings

  /// A remembered setting (units, the saved navigation stack), nil when never set.
  func setting(_ key: String) throws(TripStoreError) -> String?
  /// Remembers a setting.
  func setSetting(_ key: String, to value: String) throws(TripStoreError)
  /// Remembers several settings (key → value) as one write, all or nothing: when any of them
  /// cannot be written, none is changed. For settings that only make sense together (a router's
  /// URL and its avoid options).
  func setSettings(_ settings: [String: String]) throws(TripStoreError)

  // MARK: - Observing

  /// Calls `handler` after every committed change, this process's or another's.
  /// - Returns: a token; the handler is removed when the token is cancelled or released.
  func addObserver(_ handler: @escaping @MainActor (TripStoreChange) -> Void) -> TripStoreObservation
  /// Looks for changes made by another process (`PRAGMA data_version`) and reports them.
  func checkForExternalChanges() throws(TripStoreError)
}

extension TripRepository {
  /// Appends a new stop named `name` at `coordinate` to a trip and returns it.
  @discardableResult
  public func addStop(to tripID: Trip.ID, name: String, coordinate: Coordinate) throws(TripStoreError) -> Stop
  {
    let stop: Stop
    do { stop = try Stop(name: name, coordinate: coordinate) } catch { throw .invalid(error) }
    return try insertStop(stop, into: tripID, after: nil)
  }

  /// Collects the trips `next` hands over and imports them as ``importTrips(_:onConflict:)`` does
  /// (a store that cannot do better than hold them all).
  @discardableResult
  public func importTrips(onConflict policy: ImportConflictPolicy, from next: () throws -> Trip?) throws
    -> ImportSummary
  {
    var trips: [Trip] = []
    var ids: Set<TripID> = []
    while let trip = try next() {
      guard ids.insert(trip.id).inserted else { throw RepeatedTripID(id: trip.id) }
      trips.append(trip)
    }
    return try importTrips(trips, onConflict: policy)
  }

  /// Imports trips, replacing those whose id exists (see ``importTrips(_:onConflict:)``).
  @discardableResult
  public func importTrips(_ trips: [Trip]) throws(TripStoreError) -> ImportSummary {
    try importTrips(trips, onConflict: .replace)
  }
}

/// What a committed change touched.
public struct TripStoreChange: Equatable, Sendable {
  /// Trips whose name or stops changed.
  public var changedTrips: Set<Trip.ID>
  /// The trips of ``changedTrips`` whose name alone changed (their stops did not), so that a screen
  /// showing one need not read its stops again. Empty when the store does not know (an undo, an
  /// import, another process): then anything about the changed trips may have changed. A hint
  /// about ``changedTrips``, so not compared by `==`.
  public var renamedTrips: Set<Trip.ID>
  /// For trips of ``changedTrips`` whose stops changed in this process, the part of their stops
  /// the change touched (``StopSpan``), so that a screen holding a trip's outline reads that part
  /// again, not the whole trip. A trip left out may have changed anywhere. A hint about
  /// ``changedTrips``, so not compared by `==`.
  public var stopSpans: [Trip.ID: StopSpan]
  /// The trips of ``changedTrips`` whose kept road total alone changed (``TripRepository/keepRoadTotal(_:of:through:)``):
  /// nothing a person edits, and worked out by the screen that keeps it, so only a screen that
  /// shows trips' kept totals (the trip list) need read anything again. A hint about
  /// ``changedTrips``, so not compared by `==`.
  public var roadTotalTrips: Set<Trip.ID>
  /// Trips that were deleted.
  public var deletedTrips: Set<Trip.ID>
  /// Whether trips were added, removed or reordered.
  public var listChanged: Bool
  /// Whether another process changed the store (anything may have changed).
  public var isExternal: Bool

  /// Creates a change description.
  public init(
    changedTrips: Set<Trip.ID> = [], renamedTrips: Set<Trip.ID> = [],
    stopSpans: [Trip.ID: StopSpan] = [:], roadTotalTrips: Set<Trip.ID> = [], deletedTrips: Set<Trip.ID> = [],
    listChanged: Bool = false, isExternal: Bool = false
  ) {
    self.changedTrips = changedTrips
    self.renamedTrips = renamedTrips
    self.stopSpans = stopSpans
    self.roadTotalTrips = roadTotalTrips
    self.deletedTrips = deletedTrips
    self.listChanged = listChanged
    self.isExternal = isExternal
  }

  /// Whether the two changes touched the same trips in the same ways (``renamedTrips``,
  /// ``stopSpans`` and ``roadTotalTrips``, hints, are not compared).
  public static func == (lhs: TripStoreChange, rhs: TripStoreChange) -> Bool {
    lhs.changedTrips == rhs.changedTrips && lhs.deletedTrips == rhs.deletedTrips
      && lhs.listChanged == rhs.listChanged && lhs.isExternal == rhs.isExternal
  }
}

/// A registration made by ``TripRepository/addObserver(_:)``; cancelled on `cancel()` or release.
@MainActor
public final class TripStoreObservation {
  private var onCancel: (@MainActor () -> Void)?

  /// Creates a token that runs `onCancel` once when cancelled or released.
  public init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Stops the observation.
  public func cancel() {
    onCancel?()
    onCancel = nil
  }

  isolated deinit {
    onCancel?()
  }
}
