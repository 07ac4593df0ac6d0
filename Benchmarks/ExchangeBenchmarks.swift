import CSQLite
import Foundation
import Platform
import TripModels
import TripStore

/// Export and import at scale: export's and import's peak memory at 10⁵ against 10³ trips (each
/// in its own process), import's throughput against a floor program inserting the same rows, and a
/// 10⁵-trip round trip that must give identical bytes.
enum ExchangeBenchmarks {
  /// Trips in the big store.
  static let bigCount = 100_000
  /// Trips in the small store.
  static let smallCount = 1_000

  /// Prints one line per figure.
  @MainActor static func run() {
    do {
      let folder = try TripWorkload.temporaryFolder("exchange")
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let smallPath = (folder as NSString).appendingPathComponent("small.sqlite")
      let bigPath = (folder as NSString).appendingPathComponent("big.sqlite")
      _ = try TripWorkload.store(at: smallPath, trips: try TripWorkload.numberedTrips(smallCount))
      let big = try TripWorkload.store(at: bigPath, trips: try TripWorkload.numberedTrips(bigCount))
      try exportMemory(small: smallPath, big: bigPath)
      try importMemory(folder: folder)
      try roundTripAndThroughput(big, folder: folder)
    } catch {
      print("exchange: benchmark failed: \(error)")
    }
  }

  // MARK: - Export memory

  /// `roadtrip-bench export-child PATH`: exports the store as JSON to /dev/null the way
  /// `roadtrip export` does, then prints this process's peak resident memory in kilobytes.
  @MainActor static func exportInThisProcess(path: String) {
    do {
      let store = try SQLiteTripStore(path: path)
      guard let sink = FileHandle(forWritingAtPath: "/dev/null") else { return }
      try TripExchange.export(from: store, as: .json) { try sink.write(contentsOf: Data($0.utf8)) }
      print(peakResidentKilobytes())
    } catch {
      print("failed: \(error)")
    }
  }

  /// `roadtrip-bench import-child FILE STORE`: imports FILE into STORE the way `roadtrip import`
  /// does, then prints the seconds it took and this process's peak resident memory in kilobytes.
  @MainActor static func importInThisProcess(file: String, store path: String) {
    do {
      let store = try SQLiteTripStore(path: path)
      let start = ContinuousClock.now
      try importFile(file, into: store)
      print((ContinuousClock.now - start).seconds, peakResidentKilobytes())
    } catch {
      print("failed: \(error)")
    }
  }

  /// `roadtrip-bench exchange-file FILE`: writes the JSON export of the area's 100,000-trip
  /// workload to FILE, the file `import-child` can then be profiled on.
  @MainActor static func writeExportFile(to file: String) {
    do {
      let folder = try TripWorkload.temporaryFolder("exchange-file")
      defer { try? FileManager.default.removeItem(atPath: folder) }
      let store = try TripWorkload.store(
        at: (folder as NSString).appendingPathComponent("big.sqlite"),
        trips: try TripWorkload.numberedTrips(bigCount))
      var text = ""
      try TripExchange.export(from: store, as: .json) { text += $0 }
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    } catch {
      print("failed: \(error)")
    }
  }

  /// Imports the file at `path` into `store` as `roadtrip import` does: a JSON export read a chunk
  /// at a time from its descriptor and written as it is read.
  @MainActor @discardableResult
  static func importFile(_ path: String, into store: SQLiteTripStore) throws -> FileImportSummary {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ChildFailure(output: "cannot open \(path)") }
    defer { close(descriptor) }
    let source = ImportFileSource(
      read: { buffer in
        while true {
          let count = Platform.read(descriptor, buffer.baseAddress, buffer.count)
          if count < 0, errno == EINTR { continue }
          guard count >= 0 else { throw ChildFailure(output: "cannot read \(path)") }
          return count
        }
      },
      whole: { try Data(contentsOf: URL(fileURLWithPath: path)) })
    return try store.importFile(
      from: source, fileName: (path as NSString).lastPathComponent, onConflict: .keepBoth)
  }

  /// This process's peak resident memory in kilobytes. On Linux `ru_maxrss` carries the parent's
  /// peak across `exec`, so the kernel's per-image high-water mark (`VmHWM`) is read instead.
  static func peakResidentKilobytes() -> Int {
    #if !os(Linux)
      return ProcessMemory.maximumResidentBytes() / 1024
    #else
      let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    #endif
  }

  /// The peak memory of the real `roadtrip export`, to a file (`-o`) and to standard output, each
  /// in its own process, at 10⁵ against 10³ trips.
  private static func exportMemory(small: String, big: String) throws {
    let folder = FilePath.folder(of: big)
    for (name, output) in [("export -o FILE", true), ("export > /dev/null", false)] {
      func arguments(_ store: String, _ file: String) -> [String] {
        ["export", "--store", store, "--format", "json"]
          + (output ? ["-o", folder + "/" + file, "--force"] : [])
      }
      let smallKB = try roadtripPeak(arguments(small, "small.json"))
      let bigKB = try roadtripPeak(arguments(big, "big.json"))
      let ratio = Double(bigKB) / Double(smallKB)
      Bench.report(
        "exchange: `roadtrip \(name)` max RSS, \(bigCount) ÷ \(smallCount) trips (whole processes)",
        String(format: "%.2f (%.1f MB vs %.1f MB)", ratio, Double(bigKB) / 1024, Double(smallKB) / 1024),
        target: "≤ 1.5", met: ratio <= 1.5)
    }
    let inProcessSmall = try childPeak(small)
    let inProcessBig = try childPeak(big)
    Bench.report(
      "exchange: export loop alone (no CLI, to /dev/null) max RSS, \(bigCount) ÷ \(smallCount) trips",
      String(
        format: "%.2f (%.1f MB vs %.1f MB)", Double(inProcessBig) / Double(inProcessSmall),
        Double(inProcessBig) / 1024, Double(inProcessSmall) / 1024),
      target: "layer figure, not the command's", met: true)
  }

  /// The peak memory of the real `roadtrip import` of the 10⁵- and 10³-trip exports (written by
  /// ``exportMemory(small:big:)``), each into a new empty store, each in its own process.
  private static func importMemory(folder: String) throws {
    var run = 0
    func peak(_ file: String) throws -> Int {
      try roadtripPeak { () -> [String] in
        run += 1
        let store = folder + "/import-memory-\(run).sqlite"
        for suffix in ["", "-wal", "-shm"] { unlink(store + suffix) }
        return ["--store", store, "import", folder + "/" + file]
      }
    }
    let smallKB = try peak("small.json")
    let bigKB = try peak("big.json")
    let ratio = Double(bigKB) / Double(smallKB)
    Bench.report(
      "exchange: `roadtrip import FILE` (into an empty store) max RSS, \(bigCount) ÷ \(smallCount) trips (whole processes)",
      String(format: "%.2f (%.1f MB vs %.1f MB)", ratio, Double(bigKB) / 1024, Double(smallKB) / 1024),
      target: "≤ 1.5", met: ratio <= 1.5)
  }

  /// The median peak resident memory, in kilobytes, of three runs of the `roadtrip` binary built
  /// beside this one with `arguments` (standard output to /dev/null).
  private static func roadtripPeak(_ arguments: [String]) throws -> Int {
    try roadtripPeak { arguments }
  }

  /// The median peak resident memory, in kilobytes, of three runs of the `roadtrip` binary built
  /// beside this one, each with the arguments `next` gives it (standard output to /dev/null).
  ///
  /// Measured by GNU `time` (`/usr/bin/time -f %M`), which forks the command from its own small
  /// process. Not by this process's `wait4`: on Linux a process started with `posix_spawn` (a vfork)
  /// inherits this process's peak — the 100,000-trip store this benchmark just built — as its own
  /// `ru_maxrss` at `exec`, through a shell too, so every export would read as this process's size.
  private static func roadtripPeak(_ next: () throws -> [String]) throws -> Int {
    let binary = FilePath.folder(of: CommandLine.arguments[0]) + "/roadtrip"
    guard access(binary, X_OK) == 0 else {
      throw ChildFailure(output: "\(binary) is missing — build it first: swift build -c release")
    }
    let time = "/usr/bin/time"
    guard access(time, X_OK) == 0 else {
      throw ChildFailure(output: "\(time) (GNU time) is missing — apt-get install time")
    }
    let report = NSTemporaryDirectory() + "/roadtrip-bench-peak-\(getpid()).txt"
    defer { unlink(report) }
    var peaks: [Double] = []
    for _ in 0..<3 {
      let arguments = try next()
      #if os(Linux)
        let measure = [time, "-f", "%M", "-o", report]  // kilobytes
      #else
        let measure = [time, "-l", "-o", report]  // "… maximum resident set size" in bytes
      #endif
      let argv = ["/bin/sh", "-c", "exec \"$0\" \"$@\" > /dev/null"] + measure + [binary] + arguments
      var pid: pid_t = 0
      var cArguments = argv.map { strdup($0) } + [nil]
      defer { for pointer in cArguments { free(pointer) } }
      guard posix_spawn(&pid, "/bin/sh", nil, nil, &cArguments, environ) == 0 else {
        throw ChildFailure(output: "could not start /bin/sh")
      }
      var status: Int32 = 0
      guard waitpid(pid, &status, 0) == pid, status == 0 else {
        throw ChildFailure(output: "roadtrip \(arguments.joined(separator: " ")) failed (\(status))")
      }
      let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
      #if os(Linux)
        guard let kilobytes = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
          throw ChildFailure(output: "time printed “\(text)”")
        }
        peaks.append(kilobytes)
      #else
        let line = text.split(separator: "\n").first { $0.contains("maximum resident set size") } ?? ""
        guard let bytes = Double(line.split(separator: " ").first ?? "") else {
          throw ChildFailure(output: "time printed “\(text)”")
        }
        peaks.append(bytes / 1024)
      #endif
    }
    return Int(Bench.percentile(peaks, 0.5))
  }

  /// The median peak memory of three export processes.
  private static func childPeak(_ path: String) throws -> Int {
    var peaks: [Double] = []
    for _ in 0..<3 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments = ["export-child", path]
      let pipe = Pipe()
      process.standardOutput = pipe
      try process.run()
      let output = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let text = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      guard let kilobytes = Double(text) else { throw ChildFailure(output: text) }
      peaks.append(kilobytes)
    }
    return Int(Bench.percentile(peaks, 0.5))
  }

  struct ChildFailure: Error {
    var output: String
  }

  // MARK: - Round trip and import throughput

  @MainActor private static func roundTripAndThroughput(_ big: SQLiteTripStore, folder: String) throws {
    var first = ""
    try TripExchange.export(from: big, as: .json) { first += $0 }
    let data = Data(first.utf8)
    let file = (folder as NSString).appendingPathComponent("export.json")
    try data.write(to: URL(fileURLWithPath: file))
    var importTimes: [Double] = []
    var floorTimes: [Double] = []
    var identical = true
    let trips = try TripExchange.importTrips(from: data, fileName: "export.json")
    let rows = trips.count + trips.reduce(0) { $0 + $1.stops.count }
    // Seven rounds taking turns: the floor's own time moves by a third from run to run (its
    // commit waits on the disk), and the medians must see the same disk.
    for round in 0..<7 {
      let target = try SQLiteTripStore(
        path: (folder as NSString).appendingPathComponent("import-\(round).sqlite"))
      let start = ContinuousClock.now
      try importFile(file, into: target)
      importTimes.append((ContinuousClock.now - start).seconds)
      var again = ""
      try TripExchange.export(from: target, as: .json) { again += $0 }
      identical = identical && again == first
      floorTimes.append(
        try floor(trips, path: (folder as NSString).appendingPathComponent("floor-\(round).sqlite")))
    }
    Bench.report(
      "exchange: export \(bigCount) trips → import into an empty store → export again",
      identical ? "identical bytes (\(data.count) B)" : "DIFFERENT bytes", target: "identical bytes",
      met: identical)
    let importTime = Bench.percentile(importTimes, 0.5)
    let floorTime = Bench.percentile(floorTimes, 0.5)
    let ratio = floorTime / importTime
    Bench.report(
      "exchange: import throughput ÷ floor (same \(rows) rows, prepared statements, one transaction)",
      String(
        format: "%.2f (import %@ = %.0f rows/s incl. parsing and validation; floor %@)", ratio,
        Bench.time(importTime), Double(rows) / importTime, Bench.time(floorTime)),
      target: "≥ 0.8", met: ratio >= 0.8)
  }

  /// The floor: the same trip and stop rows (summaries included) inserted into a new store's
  /// tables by two prepared statements in one transaction, on a connection with the store's
  /// settings. Returns the seconds the inserts and the commit took.
  @MainActor private static func floor(_ trips: [Trip], path: String) throws -> Double {
    _ = try SQLiteTripStore(path: path)  // the schema, WAL and synchronous=FULL
    var db: OpaquePointer?
    guard sqlite3_open(path, &db) == SQLITE_OK, let db else { throw ChildFailure(output: "open \(path)") }
    defer { sqlite3_close(db) }
    sqlite3_exec(db, "PRAGMA synchronous = FULL; PRAGMA cache_size = -131072", nil, nil, nil)
    // Rows prepared before timing: the floor measures inserting, nothing else.
    let summaries = trips.map(TripSummary.init)
    let tripIDs = trips.map(\.id.uuidString)
    let stops = trips.map { $0.stops.map { ($0.id.uuidString, $0.name, $0.coordinate) } }
    var insertTrip: OpaquePointer?
    var insertStop: OpaquePointer?
    sqlite3_prepare_v2(
      db,
      "INSERT INTO trip(id, name, sort_key, stop_count, total_meters, first_stop_name, last_stop_name) VALUES (?, ?, ?, ?, ?, ?, ?)",
      -1, &insertTrip, nil)
    sqlite3_prepare_v2(
      db, "INSERT INTO waypoint(trip_id, id, position, name, latitude, longitude) VALUES (?, ?, ?, ?, ?, ?)",
      -1,
      &insertStop, nil)
    defer {
      sqlite3_finalize(insertTrip)
      sqlite3_finalize(insertStop)
    }
    // SQLITE_TRANSIENT (SQLite copies the text), which the C macro spells as a cast of -1.
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    let start = ContinuousClock.now
    sqlite3_exec(db, "BEGIN IMMEDIATE", nil, nil, nil)
    for (index, trip) in trips.enumerated() {
      let summary = summaries[index]
      sqlite3_bind_text(insertTrip, 1, tripIDs[index], -1, transient)
      sqlite3_bind_text(insertTrip, 2, trip.name, -1, transient)
      sqlite3_bind_int64(insertTrip, 3, Int64(-index))
      sqlite3_bind_int64(insertTrip, 4, Int64(summary.stopCount))
      sqlite3_bind_double(insertTrip, 5, summary.totalMeters)
      if let first = summary.firstStopName { sqlite3_bind_text(insertTrip, 6, first, -1, transient) }
      if let last = summary.lastStopName { sqlite3_bind_text(insertTrip, 7, last, -1, transient) }
      sqlite3_step(insertTrip)
      sqlite3_reset(insertTrip)
      sqlite3_clear_bindings(insertTrip)
      for (position, stop) in stops[index].enumerated() {
        sqlite3_bind_text(insertStop, 1, tripIDs[index], -1, transient)
        sqlite3_bind_text(insertStop, 2, stop.0, -1, transient)
        sqlite3_bind_int64(insertStop, 3, Int64(position))
        sqlite3_bind_text(insertStop, 4, stop.1, -1, transient)
        sqlite3_bind_double(insertStop, 5, stop.2.latitude)
        sqlite3_bind_double(insertStop, 6, stop.2.longitude)
        sqlite3_step(insertStop)
        sqlite3_reset(insertStop)
      }
    }
    guard sqlite3_exec(db, "COMMIT", nil, nil, nil) == SQLITE_OK else {
      throw ChildFailure(output: "floor commit")
    }
    let seconds = (ContinuousClock.now - start).seconds
    // A floor that silently skipped rows would look fast: every row must be there.
    var count: OpaquePointer?
    sqlite3_prepare_v2(
      db, "SELECT (SELECT COUNT(*) FROM trip) + (SELECT COUNT(*) FROM waypoint)", -1, &count, nil)
    defer { sqlite3_finalize(count) }
    let expected = trips.count + stops.reduce(0) { $0 + $1.count }
    guard sqlite3_step(count) == SQLITE_ROW, Int(sqlite3_column_int64(count, 0)) == expected else {
      throw ChildFailure(output: "the floor inserted fewer rows than \(expected)")
    }
    return seconds
  }
}
