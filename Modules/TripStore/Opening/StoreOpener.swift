import Platform
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Opens a store file read-write, creating, migrating or refusing it first.
///
/// The order guarantees that a file which is not a healthy RoadTrip store is never written:
/// plain-read header checks, then a read-only SQLite inspection, and only then a read-write
/// connection. A new store is built under a temporary name and linked into place, so a crash while
/// creating never leaves a half-made file at `path`.
enum StoreOpener {
  /// A read-write connection to the store at `location`, configured (WAL, `synchronous=FULL`,
  /// foreign keys, busy timeout) and at the current schema version — or, for a current store that
  /// failed its check, a read-only connection and the damage found.
  static func open(
    _ location: StoreLocation, busyTimeoutMilliseconds: Int32
  ) throws(TripStoreError) -> (connection: SQLiteConnection, damage: String?) {
    let path = location.path
    // A process killed between linking a new store into place and removing its temporary name
    // leaves that name behind next to a complete store: every open clears such leftovers.
    removeAbandonedTemporaries(
      in: folder(of: path), storeName: FilePath.lastComponent(of: path))
    if try StoreFileCheck.kind(of: path) == .missing {
      if location.createsMissingFolders {
        try createDirectories(for: path)
      } else {
        try requireFolder(of: path)
      }
      try create(location, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
    }
    guard case .regularFile(let size) = try StoreFileCheck.kind(of: path) else {
      throw .cannotOpen(path: path, reason: "it disappeared while it was being opened")
    }
    // SQLite may make `-wal`/`-shm` files while it looks at a file; a refused file gets none left.
    let sidecars = [path + "-wal", path + "-shm"].filter { !FileManager.default.fileExists(atPath: $0) }
    do {
      try StoreFileCheck.checkHeader(of: path, size: size)
      let plan = try StoreInspector.plan(
        path: path, size: size, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
      if case .damaged(let reason) = plan {
        return (try readOnlyConnection(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds), reason)
      }
      return (
        try connect(path: path, plan: plan, busyTimeoutMilliseconds: busyTimeoutMilliseconds), nil
      )
    } catch {
      for sidecar in sidecars { removeIfEmpty(sidecar) }
      throw error
    }
  }

  private static func connect(
    path: String, plan: StoreInspector.Plan, busyTimeoutMilliseconds: Int32
  ) throws(TripStoreError) -> SQLiteConnection {
    do {
      let connection = try configuredConnection(
        path: path, create: false, busyTimeout: busyTimeoutMilliseconds)
      switch plan {
      case .ready: break
      case .migrateFromVersion0(let trips):
        try connection.transaction {
          try connection.execute(StoreSchema.create)
          try TripRows.importTrips(trips, into: connection)
          try connection.execute(StoreSchema.dropVersion0)
        }
      case .migrateFromVersion1:
        try connection.transaction {
          try connection.execute(StoreSchema.upgradeToVersion2)
          try connection.execute(StoreSchema.upgradeToVersion3)
          try connection.execute(StoreSchema.upgradeToVersion4)
          try connection.execute(StoreSchema.upgradeToVersion5)
          try connection.execute(StoreSchema.upgradeToVersion6)
          try connection.execute(StoreSchema.upgradeToVersion7)
          try connection.execute(StoreSchema.upgradeToVersion8)
        }
      case .migrateFromVersion2:
        try connection.transaction {
          try connection.execute(StoreSchema.upgradeToVersion3)
          try connection.execute(StoreSchema.upgradeToVersion4)
          try connection.execute(StoreSchema.upgradeToVersion5)
          try connection.execute(StoreSchema.upgradeToVersion6)
          try connection.execute(StoreSchema.upgradeToVersion7)
          try connection.execute(StoreSchema.upgradeToVersion8)
        }
      case .migrateFromVersion3:
        try connection.transaction {
          try connection.execute(StoreSchema.upgradeToVersion4)
          try connection.execute(StoreSchema.upgradeToVersion5)
          try connection.execute(StoreSchema.upgradeToVersion6)
          try connection.execute(StoreSchema.upgradeToVersion7)
          try connection.execute(StoreSchema.upgradeToVersion8)
        }
      case .migrateFromVersion4:
        try connection.transaction {
          try connection.execute(StoreSchema.upgradeToVersion5)
          try connection.execute(StoreSchema.upgradeToVersion6)
          try connection.execute(StoreSchema.upgradeToVersion7)
          try connection.execute(StoreSchema.upgradeToVersion8)
        }
      case .migrateFromVersion5:
        try connection.transaction {
          try connection.execute(StoreSchema.upgradeToVersion6)
          try connection.execute(StoreSchema.upgradeToVersion7)
          try connection.execute(StoreSchema.upgradeToVersion8)
        }
      case .migrateFromVersion6:
        try connection.transaction {
          try connection.execute(StoreSchema.upgradeToVersion7)
          try connection.execute(StoreSchema.upgradeToVersion8)
        }
      case .migrateFromVersion7:
        try connection.transaction { try connection.execute(StoreSchema.upgradeToVersion8) }
      case .damaged(let reason):
        throw TripStoreError.damagedReadOnly(path: path, reason: reason)  // opened read-only instead
      }
      return connection
    } catch let failure as SQLiteFailure {
      throw StoreInspector.openError(failure, path: path)
    } catch let error as TripStoreError {
      throw error
    } catch {
      throw .cannotOpen(path: path, reason: "\(error)")
    }
  }

  /// A read-only connection to a damaged store: SQLite itself refuses every write on it, and it
  /// never checkpoints the file on close, so the damage is left exactly as it was found.
  private static func readOnlyConnection(
    path: String, busyTimeoutMilliseconds: Int32
  ) throws(TripStoreError) -> SQLiteConnection {
    do {
      let connection = try SQLiteConnection(
        path: path, readOnly: true, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
      try connection.execute("PRAGMA query_only = ON; PRAGMA cache_size = -\(SQLiteTripStore.cacheKiB);")
      return connection
    } catch {
      throw StoreInspector.openError(error, path: path)
    }
  }

  /// Removes a `-wal`/`-shm` file SQLite left beside a refused store, when it holds nothing (a
  /// `-shm` is only an index; a `-wal` with frames is kept).
  private static func removeIfEmpty(_ sidecar: String) {
    var info = stat()
    guard lstat(sidecar, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
    if sidecar.hasSuffix("-shm") || info.st_size == 0 { unlink(sidecar) }
  }

  // MARK: - Creating

  /// Builds a new store next to `path` and links it into place (never replacing a file that
  /// appeared meanwhile).
  private static func create(_ location: StoreLocation, busyTimeoutMilliseconds: Int32) throws(TripStoreError)
  {
    let path = location.path
    let name = FilePath.lastComponent(of: path)
    let directory = folder(of: path)
    let temporary = directory + "/.\(name).\(getpid()).\(UUID().uuidString).creating"
    defer {
      for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
    }
    // The file is made first, readable by its owner only; SQLite gives its -wal and -shm files
    // the same permissions.
    let descriptor = StoreFileCheck.createPrivateFile(temporary)
    guard descriptor >= 0 else {
      throw .cannotOpen(
        path: path, reason: "a new store cannot be created there (\(StoreFileCheck.systemMessage(errno)))")
    }
    close(descriptor)
    do {
      let connection = try configuredConnection(
        path: temporary, create: false, busyTimeout: busyTimeoutMilliseconds)
      try connection.transaction {
        try connection.execute(StoreSchema.create)
        if location.seedsSampleTrips {
          try TripRows.importTrips(SampleTrips.make(), into: connection)
        }
      }
    } catch let failure as SQLiteFailure {
      throw .cannotOpen(path: path, reason: "a new store cannot be created there (\(failure.message))")
    } catch {
      throw .cannotOpen(path: path, reason: "a new store cannot be created there (\(error))")
    }
    guard link(temporary, path) == 0 || errno == EEXIST else {
      throw .cannotOpen(
        path: path, reason: "a new store cannot be created there (\(StoreFileCheck.systemMessage(errno)))")
    }
  }

  /// The folder holding `path` ("." for a bare file name).
  private static func folder(of path: String) -> String {
    let folder = FilePath.folder(of: path)
    return folder.isEmpty ? "." : folder
  }

  /// Removes what a process killed while creating a store left: `.NAME.PID.….creating` files
  /// (and their `-wal`/`-shm`/`-journal`) whose process no longer runs.
  private static func removeAbandonedTemporaries(in directory: String, storeName: String) {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    let prefix = ".\(storeName)."
    for entry in entries where entry.hasPrefix(prefix) && entry.contains(".creating") {
      let rest = entry.dropFirst(prefix.count)
      guard let pid = Int32(rest.prefix(while: \.isNumber)), pid > 0, pid != getpid() else { continue }
      if kill(pid, 0) != 0, errno == ESRCH { unlink(directory + "/" + entry) }
    }
  }

  /// Refuses a store whose folder does not exist (a path typed with `--store`: a typo there would
  /// otherwise make a new, empty store in a new folder, and the person's trips would seem gone).
  private static func requireFolder(of path: String) throws(TripStoreError) {
    let folder = FilePath.folder(of: path)
    guard !folder.isEmpty, access(folder, F_OK) != 0 else { return }
    throw .cannotOpen(
      path: path, reason: "there is no folder \(folder); create it first")
  }

  /// Creates the missing folders above `path`, each readable by its owner only (0700).
  private static func createDirectories(for path: String) throws(TripStoreError) {
    var missing: [String] = []
    var folder = FilePath.folder(of: path)
    while !folder.isEmpty, folder != "/", access(folder, F_OK) != 0 {
      missing.append(folder)
      folder = FilePath.folder(of: folder)
    }
    for folder in missing.reversed() {
      guard mkdir(folder, 0o700) == 0 || errno == EEXIST else {
        throw .cannotOpen(
          path: path,
          reason: "the folder \(folder) cannot be created (\(StoreFileCheck.systemMessage(errno)))")
      }
      chmod(folder, 0o700)
    }
  }

  // MARK: - Configuring

  private static func configuredConnection(
    path: String, create: Bool, busyTimeout: Int32
  ) throws -> SQLiteConnection {
    let connection = try SQLiteConnection(
      path: path, readOnly: false, create: create, busyTimeoutMilliseconds: busyTimeout)
    guard !connection.isReadOnly else {
      throw TripStoreError.cannotOpen(path: path, reason: "it is write-protected — allow writing to it")
    }
    let mode = try connection.query("PRAGMA journal_mode = WAL") { $0.text(0) ?? "" }.first
    guard mode == "wal" else {
      throw TripStoreError.cannotOpen(
        path: path, reason: "write-ahead logging is not available there (journal mode \(mode ?? "?"))")
    }
    try connection.execute(
      "PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA cache_size = -\(SQLiteTripStore.cacheKiB);"
    )
    return connection
  }
}
