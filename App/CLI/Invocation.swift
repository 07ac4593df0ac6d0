import Foundation
import Geo
import TripModels
import TripStore

/// What the user asked the `roadtrip` command to do, parsed from its arguments.
struct Invocation: Equatable {
  /// The mode of this run.
  enum Mode: Equatable {
    /// Full-screen app, or script mode from stdin when stdin/stdout are not a TTY.
    case automatic
    /// Run script commands from a file, or stdin for `-`.
    case script(source: String)
    /// `roadtrip export`.
    case export(format: TripExchange.Format, trip: String?, output: String?)
    /// `roadtrip import FILE`.
    case importFile(path: String)
    /// `--help`.
    case help
    /// `--version`.
    case version
  }

  var mode: Mode = .automatic
  /// `--store PATH`.
  var storePath: String?
  /// `--size COLSxROWS` (validated 20x6 … 1000x500).
  var size: FrameSize?
  /// `--units km|mi`.
  var units: DistanceUnit?
  /// `--no-color`.
  var noColor = false
  /// `--open URL`.
  var openURL: String?
  /// `export --force`: replace an existing output file without asking.
  var force = false
  /// `import --replace`: a trip whose id is stored with other content replaces the stored trip
  /// (without it, the imported trip is added as a copy).
  var replaceOnImport = false
}

/// A frame size in terminal cells.
struct FrameSize: Equatable {
  var columns: Int
  var rows: Int

  /// The smallest and largest frame `--size` and `resize` accept.
  static let minimum = FrameSize(columns: 20, rows: 6)
  static let maximum = FrameSize(columns: 1000, rows: 500)
  /// The frame size when not on a TTY.
  static let standard = FrameSize(columns: 80, rows: 24)

  /// Parses "COLSxROWS", checking the range.
  init(parsing text: String) throws(UsageError) {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else {
      throw UsageError("size '\(text)' is not COLSxROWS — write it like 80x24")
    }
    guard (Self.minimum.columns...Self.maximum.columns).contains(columns),
      (Self.minimum.rows...Self.maximum.rows).contains(rows)
    else {
      throw UsageError("size \(columns)x\(rows) is out of range — use 20x6 to 1000x500")
    }
    self.init(columns: columns, rows: rows)
  }

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
}

/// A wrong command line: exit status 2 and a one-line hint.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
