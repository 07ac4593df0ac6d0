import Geo
import Platform
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  /// The device and inode of the file opened, to notice when the path names another file.
  private let identity: FileIdentity?
  private var isDetached = false
  /// This store's name in the edit history: the edits it records carry it.
  let session = UUID().uuidString
  /// The last edit recorded before this store was opened: older edits are this store's to undo.
  private(set) var historyFloor: Int64 = 0
  /// Whether this connection's logging triggers exist (made before the first recorded edit, so a
  /// session that only reads never compiles them).
  private var isLoggingInstalled = false
  /// The stop windows (``StopSpan``) of the edit just committed, undone or redone, attached to the
  /// change reported next (and forgotten then).
  var committedStopSpans: [TripID: StopSpan] = [:]
  /// The batch number the next kept road legs get (``keepRoadLegs(_:router:)``), read from the
  /// store once, at the first keep, then counted here.
  var nextRoadLegBatch: Int64?
  /// Whether commits wait for the disk (`synchronous=FULL`), as every edit's must; false only
  /// while ``writingDerived(_:)`` writes figures the store can work out again.
  private var commitsWaitForTheDisk = true

  /// How many reads and writes failed in the store itself (locked, damaged, disk full, replaced),
  /// and the last such failure: script mode fails a line whose command caused one.
  public private(set) var failureCount = 0
  /// The last failure counted in ``failureCount``.
  public private(set) var lastFailure: TripStoreError?

  /// Why the store is open read-only: the damage its check at open found (nil for a healthy store).
  /// Every write then fails with ``TripStoreError/damagedReadOnly(path:reason:)``.
  public let damage: String?

  /// The schema version this build reads and writes.
  public static let schemaVersion = StoreSchema.currentVersion

  /// Opens (creating, seeding or migrating when needed) the store at `location`.
  /// - Parameter busyTimeout: how long to wait for another program's lock before giving up.
  /// - Throws: ``TripStoreError`` — `cannotOpen`, `notAStore`, `corrupt`, `newerSchema` or `locked`.
  public init(location: StoreLocation, busyTimeout: Duration = .seconds(5)) throws(TripStoreError) {
    path = location.path
    (connection, damage) = try StoreOpener.open(
      location, busyTimeoutMilliseconds: Self.milliseconds(busyTimeout))
    do {
      lastDataVersion = try connection.integer("PRAGMA data_version") ?? 0
      try connection.registerFoldFunction()
      historyFloor = try connection.integer("SELECT COALESCE(MAX(id), 0) FROM edit") ?? 0
    } catch {
      throw StoreInspector.openError(error, path: path)
    }
    identity = FileIdentity(path: location.path)
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
  /// - Throws: ``TripStoreError/replaced(path:)`` once the path names another file (or none).
  public func checkForExternalChanges() throws(TripStoreError) {
    try checkIdentity()
    let version = try reading { try connection.integer("PRAGMA data_version") ?? 0 }
    guard version != lastDataVersion else { return }
    lastDataVersion = version
    report(TripStoreChange(isExternal: true))
  }

  /// Whether anyone observes the store.
  var hasObservers: Bool { !observers.isEmpty }

  func report(_ change: TripStoreChange) {
    var change = change
    if !change.isExternal {
      change.stopSpans = committedStopSpans.filter { change.changedTrips.contains($0.key) }
    }
    committedStopSpans = [:]
    for handler in observers.values { handler(change) }
  }

  // MARK: - Transactions

  /// Runs `body` as one write transaction; SQLite failures become ``TripStoreError``.
  func writing<T>(_ body: () throws -> T) throws(TripStoreError) -> T {
    if let damage { throw count(.damagedReadOnly(path: path, reason: damage)) }
    if !commitsWaitForTheDisk { try waitForTheDiskAgain() }
    return try transaction(body)
  }

  /// `body` as one write transaction, committed as the connection is set up now.
  private func transaction<T>(_ body: () throws -> T) throws(TripStoreError) -> T {
    do {
      try checkIdentity()
      return try connection.transaction(body)
    } catch {
      throw storeError(error)
    }
  }

  /// Runs `body` as one write transaction of figures the store can work out again (kept road legs,
  /// a trip's road total), committed without waiting for the disk (`synchronous=NORMAL` for this
  /// transaction alone). WAL keeps the store whole either way: a killed process loses nothing, a
  /// power cut may lose these figures (they are asked for again), and the next edit's commit
  /// (`synchronous=FULL`) writes them to the disk with it.
  func writingDerived<T>(_ body: () throws -> T) throws(TripStoreError) -> T {
    if let damage { throw count(.damagedReadOnly(path: path, reason: damage)) }
    do {
      return try withoutWaitingForTheDisk(body)
    } catch {
      throw storeError(error)
    }
  }

  /// Runs `body` as one write transaction of what only saves time later (a long trip's kept
  /// outline), committed as ``writingDerived(_:)`` commits: when the store cannot take it (damaged,
  /// read-only, busy, full), nothing is kept and that is not counted as the store's failure — a
  /// read that would have kept something still succeeds. A store file replaced meanwhile is
  /// reported as it is to any write.
  func keepingIfPossible(_ body: () throws -> Void) {
    guard damage == nil else { return }
    _ = try? withoutWaitingForTheDisk(body)
  }

  /// `body` as one write transaction committed without waiting for the disk, then commits waiting
  /// for it again (if setting that back fails, the next ``writing(_:)`` sets it before it writes, or
  /// fails). SQLite's failures are thrown as they are.
  private func withoutWaitingForTheDisk<T>(_ body: () throws -> T) throws -> T {
    try checkIdentity()
    try connection.execute("PRAGMA synchronous = NORMAL")
    commitsWaitForTheDisk = false
    defer {
      if (try? connection.execute("PRAGMA synchronous = FULL")) != nil { commitsWaitForTheDisk = true }
    }
    return try connection.transaction(body)
  }

  /// Makes commits wait for the disk again (`PRAGMA synchronous = FULL`).
  private func waitForTheDiskAgain() throws(TripStoreError) {
    do {
      try connection.execute("PRAGMA synchronous = FULL")
      commitsWaitForTheDisk = true
    } catch {
      throw storeError(error)
    }
  }

  /// Makes this connection's logging triggers (``EditHistory/loggingTriggers``) unless they exist.
  /// Called outside a transaction, so no rollback can take them away again.
  func installLoggingIfNeeded() throws(TripStoreError) {
    if let damage { throw count(.damagedReadOnly(path: path, reason: damage)) }
    guard !isLoggingInstalled else { return }
    do {
      try connection.execute(EditHistory.loggingTriggers)
    } catch {
      throw storeError(error)
    }
    isLoggingInstalled = true
  }

  // MARK: - Health

  /// `PRAGMA integrity_check`, then every trip and stop name and note read as UTF-8, then every trip
  /// and stop row against its checksum (``RowChecksum``): throws
  /// ``TripStoreError/corrupt(path:reason:)`` when SQLite finds the file damaged (an index that
  /// disagrees with its table included), a text is not UTF-8 (a flipped bit in a name, which
  /// would otherwise be read as U+FFFD and exported as a different name) or a row's values no
  /// longer match its checksum (a flipped digit of a coordinate, a letter of a name). Its cost
  /// grows with the file: about 15 ms per MB, a few percent of an export's time.
  public func verifyIntegrity() throws(TripStoreError) {
    let messages = try withPassCache { () throws(TripStoreError) in
      try reading { try connection.query("PRAGMA integrity_check(5)") { $0.text(0) ?? "" } }
    }
    guard messages == ["ok"] else {
      throw count(.corrupt(path: path, reason: messages.joined(separator: "; ")))
    }
    if let row = try withPassCache({ () throws(TripStoreError) in try reading({ try firstInvalidText() }) }) {
      throw count(.corrupt(path: path, reason: "\(row) is not UTF-8 text"))
    }
    let mismatch = try withPassCache { () throws(TripStoreError) in
      try reading { try RowChecksum.firstMismatch(in: connection) }
    }
    if let mismatch { throw count(.corrupt(path: path, reason: mismatch)) }
  }

  /// Runs `body`, a pass over every page of the store (an export, a check), with a page cache of
  /// ``passCacheKiB`` instead of the store's 8 MiB: a pass reads each page once, so the smaller
  /// cache costs nothing, and the pass's memory is the same for 1,000 trips and 1,000,000 (the
  /// system's file cache still serves the reads).
  func withPassCache<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
    try? connection.execute("PRAGMA cache_size = -\(Self.passCacheKiB)")
    defer { try? connection.execute("PRAGMA cache_size = -\(Self.cacheKiB)") }
    return try body()
  }

  /// The page cache, in KiB, of a pass over every page (``withPassCache(_:)``).
  nonisolated static let passCacheKiB = 1_024
  /// The page cache, in KiB, the store keeps otherwise (`StoreOpener`).
  nonisolated static let cacheKiB = 8_192

  /// The first trip or stop whose name or note is not well-formed UTF-8 ("stop row 12"), nil when
  /// every one is.
  private func firstInvalidText() throws -> String? {
    let checks = [
      ("trip", "SELECT rowid, name, '' FROM trip"), ("stop", "SELECT rowid, name, note FROM waypoint"),
    ]
    for (kind, sql) in checks {
      let statement = try connection.statement(sql)
      defer { statement.reset() }
      while try statement.step() {
        for column in Int32(1)...2 {
          guard let bytes = statement.textBytes(column), !UTF8Validation.isValid(bytes) else { continue }
          return "\(kind) row \(statement.int64(0))"
        }
      }
    }
    return nil
  }

  /// The store's file and the files SQLite keeps beside it, which nothing else may overwrite.
  public var files: [String] { [path, path + "-wal", path + "-shm", path + "-journal"] }

  /// Sets how long a read or write waits for another program's lock before it fails
  /// (``TripStoreError/locked(path:)``). The full-screen app keeps this to about a frame so that
  /// keys and signals are never held up by a lock.
  public func setBusyTimeout(_ timeout: Duration) {
    connection.setBusyTimeout(milliseconds: Self.milliseconds(timeout))
  }

  private static func milliseconds(_ duration: Duration) -> Int32 {
    Int32(
      clamping: duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
  }

  /// Checks, before the process ends, that the path still names the file that was opened; if not,
  /// the old file's log is emptied so that it cannot be applied to the file now at the path.
  public func settleBeforeExit() {
    try? checkIdentity()
  }

  /// Refuses to go on once the path no longer names the file that was opened.
  private func checkIdentity() throws(TripStoreError) {
    guard !isDetached else { throw count(.replaced(path: path)) }
    guard let identity, FileIdentity(path: path) != identity else { return }
    isDetached = true
    // SQLite leaves the write-ahead log of a moved file in place on close, and the next program
    // to open the path would apply it to the new file. Moving every logged page into the old
    // file now and emptying the log keeps the new file as it was put there.
    try? connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    throw count(.replaced(path: path))
  }

  private func count(_ error: TripStoreError) -> TripStoreError {
    failureCount += 1
    lastFailure = error
    return error
  }

  /// Runs `body` as one read transaction (a consistent snapshot).
  func reading<T>(_ body: () throws -> T) throws(TripStoreError) -> T {
    do {
      return try connection.readTransaction(body)
    } catch {
      throw storeError(error)
    }
  }

  /// Runs `body` as one read transaction; SQLite failures become ``TripStoreError``, and whatever
  /// else `body` throws (a failed write of an export) passes through unchanged.
  func readingPassingErrorsThrough<T>(_ body: () throws -> T) throws -> T {
    do {
      return try connection.readTransaction(body)
    } catch let failure as SQLiteFailure {
      throw runtimeError(failure)
    }
  }

  /// The store's own error for anything a transaction threw.
  private func storeError(_ error: any Error) -> TripStoreError {
    switch error {
    case let error as TripStoreError: error
    case let failure as SQLiteFailure: runtimeError(failure)
    default: count(.storageFailed(path: path, reason: String(describing: error)))
    }
  }

  private func runtimeError(_ failure: SQLiteFailure) -> TripStoreError {
    if failure.isCorruption { return count(.corrupt(path: path, reason: failure.message)) }
    if failure.isBusy { return count(.locked(path: path)) }
    return count(.storageFailed(path: path, reason: failure.message))
  }
}
