import Foundation
import Geo
import PlaceSearch
import Terminal
import TestSupport
import Testing
import TextUI
import TripModels
import TripStore

@testable import App

/// A keystroke session: what a person types, as a terminal sends it, with the screens they see.
///
/// A `.keys` file has one step per line (`#` starts a comment line):
/// - key names, several to a line: `a`, `enter`, `esc`, `tab`, `up`, `ctrl-a`, `alt-b`,
///   `alt-backspace`, `ctrl-left`, `f1`, … (a name of one character is that character);
/// - `text LITERAL`: the literal typed one character at a time (spaces included);
/// - `paste LITERAL`: a bracketed paste (`\n` in it is a line break);
/// - `screen`: the frame now; `store`: the trips in the store now (names, stops and notes);
///   `places`: the same with each stop's coordinate; `file NAME`: the trips in the file NAME of the
///   session's home folder (`~` in the sheets), or that there is none (a `.ics` file: each event's
///   start, end and summary);
/// - `burst KEYS…`: the keys (names as above, `text:LITERAL` for typed text) sent in one write, as a
///   paste or a fast typist sends them: each is handled in turn, as the terminal's run loop does,
///   without waiting for the work one started (a search) before the next;
/// - `relaunch`: quit as `q` saves where you were, and start RoadTrip again on the same store;
/// - `lock` / `unlock`: another connection takes the store's write lock and keeps it until
///   `unlock` (the session's store then waits for no lock at all, as the full-screen app waits
///   about a frame); `poll`: what the full-screen app does every half second (other processes'
///   changes, then saves that waited for the lock), and the work it started awaited.
///
/// Header lines: `# size: 80x24 120x40` (default both) and `# store: sample` (default empty).
/// Every key is encoded as the bytes an xterm-compatible terminal sends and decoded by Terminal's
/// `KeyInput` — the decoder the real TTY runs — before the App handles it; after each key the
/// work it started (a navigation, a search) is awaited, so every frame is settled.
@MainActor
struct KeystrokeSession {
  /// The session's lines.
  let lines: [String]

  /// Whether the store starts with the sample trips.
  var seedsSampleTrips: Bool { lines.contains("# store: sample") }

  /// Runs the session on a fresh SQLite store at `size`; returns the transcript and the problems
  /// found on the way (styled cells with a foreground but no background or the reverse).
  func run(at size: Size, places: any PlaceSearching, storePath: String) async throws -> (
    transcript: String, problems: [String]
  ) {
    var store = try SQLiteTripStore(path: storePath, seedSampleTrips: seedsSampleTrips)
    let home = (storePath as NSString).deletingLastPathComponent
    func launch(_ store: SQLiteTripStore) -> AppSession {
      let configuration = AppConfiguration(
        repository: store, places: places, units: .kilometers, colorEnabled: true, searchDebounce: .zero,
        protectedPaths: [storePath], homeDirectory: home)
      return AppSession(configuration: configuration, size: size)
    }
    var session = launch(store)
    var input = KeyInput()
    var transcript = ""
    var problems: [String] = []
    var lock: StoreLock?
    defer { lock?.release() }
    for (number, line) in lines.enumerated() where !line.hasPrefix("#") && !line.isEmpty {
      if line == "lock" {
        store.setBusyTimeout(.zero)
        lock = try StoreLock(path: storePath)
      } else if line == "unlock" {
        lock?.release()
        lock = nil
      } else if line == "poll" {
        session.poll()
        await session.waitForPendingWork()
      } else if line == "screen" {
        session.host.expectRetentionChangesNothing("line \(number + 1): ")
        transcript += "--- screen (line \(number + 1)) ---\n" + session.plainFrame + "\n"
        problems += Self.unpairedColours(session.host.canvas, line: number + 1)
      } else if line == "store" {
        transcript += "--- store (line \(number + 1)) ---\n" + (try Self.describe(store))
      } else if line == "places" {
        transcript += "--- places (line \(number + 1)) ---\n" + (try Self.describePlaces(store))
      } else if line == "relaunch" {
        session.saveNavigation()
        store = try SQLiteTripStore(path: storePath)
        session = launch(store)
        await session.restoreNavigation()
        session.updateEditingLine()
        transcript += "--- relaunched (line \(number + 1)) ---\n"
      } else if line.hasPrefix("burst ") {
        // One write: every key decoded from the same bytes, then handled in order without settling.
        let bytes = try line.dropFirst(6).split(separator: " ").flatMap { word -> [UInt8] in
          word.hasPrefix("text:") ? Array(word.dropFirst(5).utf8) : try Self.bytes(forKey: String(word))
        }
        for key in input.keys(from: bytes) where !session.isQuitRequested {
          if let message = await session.handle(key) { session.status.post(message, isError: true) }
        }
        await session.waitForPendingWork()
      } else if line.hasPrefix("file ") {
        let name = String(line.dropFirst(5))
        transcript += "--- file \(name) (line \(number + 1)) ---\n" + Self.describeFile(name, in: home)
      } else {
        for bytes in try Self.bytes(for: line) {
          var keys = input.keys(from: bytes)
          if input.isWaitingForEscapeSequence { keys += input.keysAfterTimeout() }  // the typist pauses
          for key in keys where !session.isQuitRequested {
            if let message = await session.handle(key) { session.status.post(message, isError: true) }
            await session.waitForPendingWork()
          }
        }
      }
    }
    transcript += session.isQuitRequested ? "--- quit ---\n" : "--- still running ---\n"
    return (transcript, problems)
  }

  // MARK: - Keys as bytes

  /// The byte chunks a terminal sends for one line: one chunk per key or typed character.
  static func bytes(for line: String) throws -> [[UInt8]] {
    if line.hasPrefix("text ") { return line.dropFirst(5).map { Array(String($0).utf8) } }
    if line.hasPrefix("paste ") {
      let text = line.dropFirst(6).replacingOccurrences(of: "\\n", with: "\n")
      return [Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)]
    }
    return try line.split(separator: " ").map { try bytes(forKey: String($0)) }
  }

  /// What an xterm-compatible terminal sends for the key `name`.
  static func bytes(forKey name: String) throws -> [UInt8] {
    let escape = "\u{1B}"
    let sequences = [
      "enter": "\r", "esc": escape, "tab": "\t", "backtab": escape + "[Z", "backspace": "\u{7F}",
      "delete": escape + "[3~", "up": escape + "[A", "down": escape + "[B", "right": escape + "[C",
      "left": escape + "[D", "home": escape + "[H", "end": escape + "[F", "pageup": escape + "[5~",
      "pagedown": escape + "[6~", "f1": escape + "OP", "ctrl-left": escape + "[1;5D",
      "ctrl-right": escape + "[1;5C", "alt-left": escape + "[1;3D", "alt-right": escape + "[1;3C",
      "alt-backspace": escape + "\u{7F}", "space": " ",
    ]
    if let sequence = sequences[name] { return Array(sequence.utf8) }
    if name.count == 1 { return Array(name.utf8) }
    if name.hasPrefix("ctrl-"), name.count == 6, let letter = name.last?.asciiValue,
      (97...122).contains(letter)
    {
      return [letter - 96]
    }
    if name.hasPrefix("alt-"), name.count == 5, let character = name.last {
      return Array((escape + String(character)).utf8)
    }
    throw KeystrokeSessionError.unknownKey(name)
  }

  // MARK: - Checks

  /// The store's trips, one line each: name, then the stops in order (a stop's note in brackets).
  static func describe(_ store: SQLiteTripStore) throws -> String {
    try store.allTrips().map { trip in
      let stops = trip.stops.map { stop in
        (stop.note.isEmpty ? stop.name : "\(stop.name) [\(stop.note)]")
          + (stop.stay == .passingThrough
            ? ""
            : " (\(stop.stay.nights) night\(stop.stay.nights == 1 ? "" : "s"), \(stop.stay.visitMinutes) min)")
      }
      let schedule = trip.schedule
      let when =
        schedule == .standard
        ? ""
        : " {\(schedule.startDate?.description ?? "no date") \(schedule.departureText), "
          + "\(TripSchedule.durationText(schedule.dailyDrivingMinutes)) a day, \(schedule.estimateSpeedKmh) km/h}"
      return "\(trip.name)\(when): " + stops.joined(separator: ", ") + "\n"
    }.joined()
  }

  /// The store's trips, one line each: name, then each stop with its coordinate.
  static func describePlaces(_ store: SQLiteTripStore) throws -> String {
    try store.allTrips().map { trip in
      "\(trip.name): "
        + trip.stops.map { "\($0.name) (\($0.coordinate.formatted()))" }.joined(separator: ", ")
        + "\n"
    }.joined()
  }

  /// The trips of the exported file `name` in `folder`, one line each, or "(no such file)".
  static func describeFile(_ name: String, in folder: String) -> String {
    let path = (folder as NSString).appendingPathComponent(name)
    guard let data = FileManager.default.contents(atPath: path) else { return "(no such file)\n" }
    if name.lowercased().hasSuffix(".ics") {
      // A calendar: each event's times and summary, unfolded (DTSTAMP, the time of the export, left out).
      let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
      return text.components(separatedBy: "\r\n").filter {
        $0.hasPrefix("DTSTART") || $0.hasPrefix("DTEND") || $0.hasPrefix("SUMMARY")
          || $0.hasPrefix("BEGIN:VEVENT")
      }.map { $0 + "\n" }.joined()
    }
    do {
      return try TripExchange.importTrips(from: data, fileName: name).map { trip in
        "\(trip.name): " + trip.stops.map(\.name).joined(separator: ", ") + "\n"
      }.joined()
    } catch {
      return "(not a trip file: \(error))\n"
    }
  }

  /// Cells styled with only one of foreground and background: unreadable on one of light or dark
  /// themes.
  static func unpairedColours(_ canvas: Canvas, line: Int) -> [String] {
    var problems: [String] = []
    for y in 0..<canvas.height {
      for x in 0..<canvas.width {
        let style = canvas[x, y].style
        if (style.foreground == nil) != (style.background == nil) {
          problems.append("line \(line): cell \(x),\(y) has only one of foreground and background")
        }
      }
    }
    return problems
  }
}

/// A line of a keystroke session that cannot be typed.
enum KeystrokeSessionError: Error, CustomStringConvertible {
  case unknownKey(String)

  var description: String {
    switch self {
    case .unknownKey(let name): "unknown key name “\(name)”"
    }
  }
}
