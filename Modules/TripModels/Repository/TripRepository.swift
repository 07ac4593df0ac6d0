import Foundation
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

  // MARK: - Trips

  /// Creates a trip named `name` at the top of the list and returns it.
  @discardableResult func createTrip(named name: String) throws(TripStoreError) -> Trip
  /// Renames a trip.
  func renameTrip(_ id: Trip.ID, to name: String) throws(TripStoreError)
  /// Deletes a trip and its stops.
  func deleteTrip(_ id: Trip.ID) throws(TripStoreError)
  /// Adds trips (with their stops) in one transaction; a trip whose id exists is replaced.
  func importTrips(_ trips: [Trip]) throws(TripStoreError)

  // MARK: - Stops

  /// Appends a stop to a trip and returns it.
  @discardableResult
  func addStop(to tripID: Trip.ID, name: String, coordinate: Coordinate) throws(TripStoreError) -> Stop
  /// Replaces a stop's name and coordinate.
  func updateStop(_ stop: Stop, in tripID: Trip.ID) throws(TripStoreError)
  /// Removes a stop.
  func removeStop(_ stopID: Stop.ID, from tripID: Trip.ID) throws(TripStoreError)
  /// Moves a stop to `index` (0-based, clamped to the trip's stops).
  func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, to index: Int) throws(TripStoreError)
  /// Moves a stop `offset` places (negative: earlier), stopping at either end, at a cost of the
  /// places moved (not the trip's length); returns the places it moved.
  @discardableResult
  func moveStop(_ stopID: Stop.ID, in tripID: Trip.ID, by offset: Int) throws(TripStoreError) -> Int

  // MARK: - Settings

  /// A remembered setting (units, the saved navigation stack), nil when never set.
  func setting(_ key: String) throws(TripStoreError) -> String?
  /// Remembers a setting.
  func setSetting(_ key: String, to value: String) throws(TripStoreError)

  // MARK: - Observing

  /// Calls `handler` after every committed change, this process's or another's.
  /// - Returns: a token; the handler is removed when the token is cancelled or released.
  func addObserver(_ handler: @escaping @MainActor (TripStoreChange) -> Void) -> TripStoreObservation
  /// Looks for changes made by another process (`PRAGMA data_version`) and reports them.
  func checkForExternalChanges() throws(TripStoreError)
}

/// What a committed change touched.
public struct TripStoreChange: Equatable, Sendable {
  /// Trips whose name or stops changed.
  public var changedTrips: Set<Trip.ID>
  /// Trips that were deleted.
  public var deletedTrips: Set<Trip.ID>
  /// Whether trips were added, removed or reordered.
  public var listChanged: Bool
  /// Whether another process changed the store (anything may have changed).
  public var isExternal: Bool

  /// Creates a change description.
  public init(
    changedTrips: Set<Trip.ID> = [], deletedTrips: Set<Trip.ID> = [], listChanged: Bool = false,
    isExternal: Bool = false
  ) {
    self.changedTrips = changedTrips
    self.deletedTrips = deletedTrips
    self.listChanged = listChanged
    self.isExternal = isExternal
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
