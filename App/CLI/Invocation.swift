import Geo
import TextUI
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
    /// `roadtrip export --format ics`: one trip's itinerary as a calendar.
    case calendar(trip: String?, output: String?)
    /// `roadtrip itinerary`: one trip's day plan as plain text.
    case itinerary(trip: String?)
    /// `roadtrip import FILE`.
    case importFile(path: String)
    /// `roadtrip route`: one trip (every trip when nil).
    case route(trip: String?)
    /// `--help`.
    case help
    /// `--version`.
    case version
  }

  var mode: Mode = .automatic
  /// `--store PATH`.
  var storePath: String?
  /// `--size COLSxROWS` (validated 20x6 … 1000x500).
  var size: Size?
  /// `--units km|mi`.
  var units: DistanceUnit?
  /// `--router URL`: the road router for this run.
  var router: String?
  /// `--no-color`.
  var noColor = false
  /// `--open URL`.
  var openURL: String?
  /// `export --force`: replace an existing output file without asking.
  var force = false
  /// `import --replace`: a trip whose id is stored with other content replaces the stored trip
  /// (without it, the imported trip is added as a copy).
  var replaceOnImport = false
  /// `import --format`: read the file as this format (without it, the content says).
  var importFormat: TripExchange.Format?
}

/// A wrong command line: exit status 2 and a one-line hint.
struct UsageError: Error, Equatable, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
