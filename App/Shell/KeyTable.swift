/// Every key RoadTrip answers to outside a text field, in one table. `roadtrip --help` prints its
/// KEYS from it, the F1 help takes its screen-wide lines from it, the footer is made from it, and
/// tests check that README's key table and every screen's button letters agree with it.
enum KeyTable {
  /// One row: the keys, as a person reads them, and what they do.
  struct Entry: Equatable {
    /// The keys ("u / U", "q or Ctrl-C").
    let keys: String
    /// What they do, in one line.
    let does: String
    /// The keys as the F1 help and `--help` columns show them ("u U").
    let short: String
    /// What they do, shortened for the F1 help and `--help` columns.
    let brief: String
    /// The button letters this row documents (checked against every screen's buttons).
    let letters: [Character]

    init(_ keys: String, _ does: String, short: String, brief: String, letters: [Character] = []) {
      self.keys = keys
      self.does = does
      self.short = short
      self.brief = brief
      self.letters = letters
    }
  }

  // MARK: - The table

  /// The keys that move around and open things.
  static let moving: [Entry] = [
    Entry(
      "↑/↓ or k/j", "move the selection (PgUp, PgDn, Home, End too)", short: "↑ ↓ k j",
      brief: "move the selection (PgUp PgDn Home End)"),
    Entry(
      "Enter, → or l", "open the selected trip or stop; press the focused button", short: "Enter → l",
      brief: "open the selected row; press the focused button"),
    Entry(
      "Esc, ← or h",
      "back (in split view, at a trip: to the trip list column); at the trip list, clears a kept filter",
      short: "Esc ← h", brief: "back"),
    Entry(
      "Tab / Shift-Tab",
      "next / previous element (fields, lists, buttons, the map); a field takes letters only once Tab puts you in it; in the Export and Import sheets' path field Tab first completes the path, as a shell does",
      short: "Tab S-Tab", brief: "next / previous element (a field takes letters once you are in it)"),
    Entry("g", "go to the trip list", short: "g", brief: "go to the trip list"),
  ]

  /// The keys that change trips (each change says what it did and that `u` undoes it).
  static let editing: [Entry] = [
    Entry(
      "a / d",
      "add / delete (a trip — you type its name first — or a stop, added after the selected one); deleting asks \"(y/n)\", naming what is lost",
      short: "a d", brief: "add / delete", letters: ["a", "d"]),
    Entry(
      "/", "trip list: filter by trip or stop name as you type (Enter opens, Esc clears)", short: "/",
      brief: "filter the trip list", letters: ["/"]),
    Entry(
      "D", "trip list: duplicate the selected trip", short: "D", brief: "duplicate a trip", letters: ["D"]),
    Entry(
      "K / J", "move the selected stop up / down", short: "K J", brief: "move a stop up / down",
      letters: ["K", "J"]),
    Entry(
      "M", "move the selected stop to a position you type", short: "M", brief: "move a stop to…",
      letters: ["M"]),
    Entry("R", "reverse the trip's route", short: "R", brief: "reverse the route", letters: ["R"]),
    Entry(
      "P / N",
      "trip screen: the trip's days in place of the legs (local times, a day over its driving limit or past midnight flagged; the selected stop's day marked › and shown, ↑/↓ in the stops choose it) / suggest a night's stay on that day when it is flagged — y adds it with 1 night, or gives the night to a stop of the trip already there ([docs/itinerary.md](docs/itinerary.md))",
      short: "P N", brief: "the days / suggest a stay"),
    Entry(
      "+ / - / 0", "trip screen: zoom the map in / out around the selected stop, fit the route again",
      short: "+ - 0", brief: "zoom the map in / out, fit it again"),
    Entry(
      "p", "stop editor: use the chosen place (Enter in Search uses the highlighted one)", short: "p",
      brief: "use the chosen place", letters: ["p"]),
    Entry(
      "u / U",
      "undo / redo the last change to your trips, on any screen outside a text field; the status line says what was undone ([docs/history.md](docs/history.md))",
      short: "u U", brief: "undo / redo the last change"),
  ]

  /// The keys that work on every screen.
  static let everywhere: [Entry] = [
    Entry(
      "x", "export the open trip (in the trip list: the selected one) — a sheet with the format and a path",
      short: "x", brief: "export the trip"),
    Entry(
      "S",
      "the schedule of the open trip (in the trip list: the selected one) — a sheet with its start date, departure, daily driving limit and estimate speed",
      short: "S", brief: "the trip's schedule"),
    Entry(
      "i", "import a JSON, GPX, KML, GeoJSON or CSV file — a sheet with its path", short: "i",
      brief: "import a file"),
    Entry(
      "o", "units: kilometres or miles — a sheet; the choice is remembered", short: "o",
      brief: "units (km / mi)"),
    Entry(
      "r",
      "road router: the Valhalla URL and what routes avoid — a sheet that tests the connection; saved, it is remembered",
      short: "r", brief: "road router (URL, avoid)"),
    Entry("F1 (or ?)", "help for the current focus", short: "F1 ?", brief: "help for where you are"),
    Entry(
      "q or Ctrl-C",
      "quit — a screen with unapplied changes asks \"Discard changes? (y/n)\" first; the terminal is restored on every exit (SIGTERM, SIGQUIT, SIGUSR1/2 and SIGALRM included)",
      short: "q Ctrl-C", brief: "quit"),
    Entry("Ctrl-L", "redraw the screen", short: "Ctrl-L", brief: "redraw the screen"),
  ]

  /// The sheets' keys (of ``everywhere``), on one line of the F1 help.
  static let sheetKeys = "x S i o r"
  /// What the sheets' keys open, on that line.
  static let sheetsBrief = "sheets: export, schedule, import, units, router"

  /// The whole table, in README's order.
  static let all: [Entry] = moving + editing + everywhere

  // MARK: - Text made from it

  /// The footer in command mode (no field edited, no message).
  static let commandFooter = "F1 help · q quit"

  /// The footer while a yes/no question is asked.
  static let questionFooter = "answering — y yes · n or Esc no · Ctrl-C quit"

  /// The footer while the field `label` is edited: letters are text, Enter and Esc end the edit
  /// (and Tab completes, in a field that `completes`). Where Enter does more — a sheet's action, using
  /// the chosen place — the field names it (`enter`: "export", "save", "use"; nil: "done").
  static func editingFooter(_ label: String, completes: Bool = false, enter: String? = nil) -> String {
    "editing \(label) — \(completes ? "Tab completes · " : "")Enter \(enter ?? "done") · Esc cancel · F1 help"
  }

  /// README's key table (the rows under `| key | does |`).
  static var markdownRows: [String] {
    all.map { "| \($0.keys) | \($0.does) |" }
  }

  /// `roadtrip --help`'s KEYS section: two entries to a line.
  static var helpLines: [String] {
    let cells = all.map { column($0.short, width: 10) + $0.brief }
    return stride(from: 0, to: cells.count, by: 2).map { index in
      let left = cells[index]
      guard index + 1 < cells.count else { return "  " + left }
      return "  " + column(left, width: 50) + cells[index + 1]
    }
  }

  /// The F1 help line for `entry`.
  static func helpLine(_ entry: Entry) -> String {
    column(entry.short, width: 16) + entry.brief
  }

  /// `text` padded with spaces to `width` characters (a space at least).
  static func column(_ text: String, width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
