import Foundation
import Geo
import TripModels

/// The trip store on disk: an SQLite file in WAL mode where every call is one transaction,
/// committed (with `synchronous=FULL`) before it returns.
///
/// Open it with ``init(location:busyTimeout:)``; every failure to open is a ``TripStoreError`` whose
/// ``TripStoreError/isOpenFailure`` is true, and the file is then left untouched.
@MainActor
public final class SQLiteTripStore: TripRepository {
  /// The store file's path.
  public let path: String
  let connection: SQLiteConnection
  private var observers: [UUID: @MainActor (TripStoreChange) -> Void] = [:]
  private var lastDataVersion: Int64 = 0

  /// The schema version this build reads and writes.
  public static let schemaVersion = StoreSchema.currentVersion

  /// Opens (creating, seeding or migrating when needed) the store at `location`.
  /// - Parameter busyTimeout: how long to wait for another program's lock before giving up.
  /// - Throws: ``TripStoreError`` — `cannotOpen`, `notAStore`, `corrupt`, `newerSchema` or `locked`.
  public init(location: StoreLocation, busyTimeout: Duration = .seconds(5)) throws(TripStoreError) {
    path = location.path
    let milliseconds = Int32(
      clamping: busyTimeout.components.seconds * 1000
        + busyTimeout.components.attoseconds / 1_000_000_000_000_000)
    connection = try StoreOpener.open(location, busyTimeoutMilliseconds: milliseconds)
    do {
      lastDataVersion = try connection.integer("PRAGMA data_version") ?? 0
    } catch {
      throw StoreInspector.openError(error, path: path)
    }
  }

  /// Opens the store at `path`; `seedSampleTrips` seeds a newly created file (as the default store is).
  public convenience init(
    path: String, seedSampleTrips: Bool = false, busyTimeout: Duration = .seconds(5)
  ) throws(TripStoreError) {
    try self.init(
      location: StoreLocation(path: path, seedsSampleTrips: seedSampleTrips), busyTimeout: busyTimeout)
  }

  // MARK: - Observing

  /// Calls `handler` after every committed change, this process's or another's.
  public func addObserver(
    _ handler: @escaping @MainActor (TripStoreChange) -> Void
  ) -> TripStoreObservation {
    let id = UUID()
    observers[id] = handler
    return TripStoreObservation { [weak self] in self?.observers[id] = nil }
  }

  /// Reports a change to observers when another connection committed since the last look.
  public func checkForExternalChanges() throws(TripStoreError) {
    let version = try reading { try connection.integer("PRAGMA data_version") ?? 0 }
    guard version != lastDataVersion else { return }
    lastDataVersion = version
    report(TripStoreChange(isExternal: true))
  }

  func report(_ change: TripStoreChange) {
    for handler in observers.values { handler(change) }
  }

  // MARK: - Transactions

  /// Runs `body` as one write transaction; SQLite failures become ``TripStoreError``.
  func writing<T>(_ body: () throws -> T) throws(TripStoreError) -> T {
    do {
      return try connection.transaction(body)
    } catch {
      throw storeError(error)
    }
  }

  /// Runs `body` as one read transaction (a consistent snapshot).
  func reading<T>(_ body: () throws -> T) throws(TripStoreError) -> T {
    do {
      return try connection.readTransaction(body)
    } catch {
      throw storeError(error)
    }
  }

  /// The store's own error for anything a transaction threw.
  private func storeError(_ error: any Error) -> TripStoreError {
    switch error {
    case let error as TripStoreError: error
    case let failure as SQLiteFailure: runtimeError(failure)
    default: .storageFailed(path: path, reason: String(describing: error))
    }
  }

  private func runtimeError(_ failure: SQLiteFailure) -> TripStoreError {
    if failure.isCorruption { return .corrupt(path: path, reason: failure.message) }
    if failure.isBusy { return .locked(path: path) }
    return .storageFailed(path: path, reason: failure.message)
  }
}
