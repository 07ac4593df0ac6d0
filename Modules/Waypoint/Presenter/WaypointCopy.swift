import Geo
import TripModels

/// The stop editor's UI text, in one place: labels, messages, questions and the shortcut letters.
enum WaypointCopy {
  static let searchLabel = "Search"
  static let nameLabel = "Name"
  static let noteLabel = "Note"
  static let nightsLabel = "Nights"
  static let visitLabel = "Visit minutes"
  /// Beside the Nights and Visit fields: what they do.
  static let stayHint = "nights end the travel day here"
  /// The same, where the whole hint does not fit beside the fields.
  static let shortStayHint = "nights end the day"
  static let namePlaceholder = "stop name"
  /// A new stop's Name field: empty, the place applied names the stop.
  static let draftNamePlaceholder = "from the place"
  static let notePlaceholder = "a note (optional)"
  /// The title of the editor of a stop not stored yet.
  static let newStopTitle = "New stop"
  static let useLabel = "Use this"
  /// The Use button's letter (`u` is undo everywhere).
  static let useShortcut: Character = "p"
  static let cancelLabel = "Cancel"
  /// The empty list after a failed search (the status line says why).
  static let noResults = "No results"
  static let searching = "Searching…"
  static let emptyQueryHint = "Type a place name, or a coordinate like 36.6,-121.9"
  static let useDisabledReason = "select a result first (↑/↓)"
  static let waitForResults = "searching — a result appears here in a moment"
  static let nothingToUse = "nothing to use — change the search to find a place"
  static let keyHint = "↑/↓ choose · Enter \(useVerb) · Esc back"
  /// What Enter in Search does with a search typed, or in a new stop's editor (the footer's word):
  /// it uses the chosen place, or the first result once the search ends.
  static let useVerb = "use"
  static let searchPlaceholder = "place name or lat, lon"
  /// The name stops were once added with: the search starts empty rather than searching for it.
  static let newStopName = "New Stop"
  static let discardPrompt = "Discard changes? (y/n)"
  static let saved = "Saved"
  static let doneLabel = "Done"
  /// The hint beside an existing stop's buttons.
  static let storedKeyHint = "S-Tab to search, note or rename · Esc back"
  /// The same, where it does not fit beside the buttons.
  static let compactStoredKeyHint = "S-Tab search/note/name · Esc back"
  /// The hint while [Cancel] has the focus.
  static let cancelKeyHint = "Enter cancel · Esc back"
  /// What an existing stop's empty results say.
  static let moveHint = "Search a place to move the stop; Enter with no search is Done"

  /// Where an existing stop is now: "Now at 36.56°N 121.92°W, near Carmel-by-the-Sea".
  static func now(_ coordinate: String, nearby: String?) -> String {
    nearby.map { "Now at \(coordinate), \($0)" } ?? "Now at \(coordinate)"
  }

  /// Where a new stop goes: "Goes after 1. Monterey, before 2. Carmel", "Goes at the end, after
  /// 5. Santa Barbara", or "Goes first: the trip has no stops yet".
  static func goes(_ place: NewStopPlace) -> String {
    guard let after = place.after else { return "Goes first: the trip has no stops yet" }
    guard let before = place.before else { return "Goes at the end, after \(after.number). \(after.name)" }
    return "Goes after \(after.number). \(after.name), before \(before.number). \(before.name)"
  }

  /// Why the Nights field holds no number of nights.
  static func nightsProblem(_ text: String) -> String {
    "nights “\(text.prefix(12))” is not a number of nights — type a whole number from 0 to 365"
  }

  /// Why the Visit field holds no number of minutes.
  static func visitProblem(_ text: String) -> String {
    "visit “\(text.prefix(12))” is not a number of minutes — type a whole number from 0 to 1440"
  }

  /// The status line after Done stored a name or note.
  static func savedStop(_ name: String) -> String { "Saved “\(name)” — u to undo" }

  /// The status line after a place was used: a move of more than ``farMove`` metres says how far.
  static func placed(_ name: String, movedFrom before: Stop?, to after: Stop, units: DistanceUnit) -> String {
    guard let before else { return "Added “\(name)” — u to undo" }
    let meters = Geodesic.distance(from: before.coordinate, to: after.coordinate)
    guard meters > farMove else { return "Saved “\(name)” — u to undo" }
    return "Moved “\(name)” \(units.format(meters: meters)) — u to undo"
  }

  /// The status line when a new stop went to the end because the stop it was to follow was deleted.
  static func addedAtEnd(_ name: String) -> String {
    "Added “\(name)” at the end — the stop it was to follow is gone"
  }

  /// The status line when the chosen place is far from both stops around it, offering the nearer
  /// place of the same name among the results, if there is one (↓ goes to it).
  static func farAway(_ place: String, _ distance: String, namesake: (name: String, distance: String)? = nil)
    -> String
  {
    guard let namesake else {
      return "\(place) is \(distance) from the stops around it — Enter again to use it, ↓ for others"
    }
    return "\(place) is \(distance) from the stops around it — Enter again uses it, ↓ \(namesake.name) "
      + "(\(namesake.distance))"
  }

  /// A move longer than this many metres is said in the status line.
  static let farMove = 100_000.0

  /// An Enter typed during a search whose results came back empty: what to try instead, with
  /// examples of `area` (see ``SearchHint``).
  static func noResultsFor(_ query: String, area: SearchHintArea?) -> String {
    SearchHint(query, area: area ?? .standard).statusLine
  }

  /// The line under the results: "12 of 48" when result 12 is chosen, else "48 results" ("1 result");
  /// empty without results.
  static func count(selected: Int?, of total: Int) -> String {
    guard total > 0 else { return "" }
    if let selected { return "\(selected) of \(total)" }
    return total == 1 ? "1 result" : "\(total) results"
  }

  /// The title for a stop called `name`.
  static func title(_ name: String) -> String { "Stop: \(name)" }

  /// The line under the results while the place called `place` is chosen.
  static func choice(_ place: String) -> String { "Chosen: \(place) — Enter uses it" }

  /// The chosen place, `distance` away from where the stop is now.
  static func choice(_ place: String, away distance: String) -> String {
    "Chosen: \(place), \(distance) from the stop — Enter uses it"
  }

  /// The message when the stop was deleted elsewhere (`name` nil when it was never loaded).
  static func stopDeleted(_ name: String?) -> String {
    name.map { "Stop “\($0)” was deleted elsewhere" } ?? "This stop was deleted elsewhere"
  }

  /// The status when the trip could not be read.
  static func tripNotRead(_ error: any Error) -> String { "could not read the trip: \(error) — try again" }

  /// Why a result could not be applied: `reason`, and what to do.
  static func chooseAnother(_ reason: String) -> String { "\(reason) — choose another result" }

  /// The status when a search failed.
  static func searchFailed(_ error: any Error) -> String {
    "search failed: \(error) — edit the search to try again"
  }

  /// The status line's message for a change that could not be saved.
  static func problem(_ error: WaypointError) -> String {
    switch error {
    case .tripMissing: "the trip was deleted elsewhere — the change was not saved"
    case .stopMissing: "the stop was deleted elsewhere — the change was not saved"
    case .notSaved(let reason): "could not save the stop: \(reason)"
    case .locked: "Stop not saved yet: store locked by another program — saved once it is free"
    case .invalid(let reason): "\(reason.description) — not saved"
    }
  }

  /// The message when the stop's trip was deleted elsewhere (`name` nil when it was never loaded).
  static func tripDeleted(_ name: String?) -> String {
    name.map { "Trip “\($0)” was deleted elsewhere" } ?? "This trip was deleted elsewhere"
  }
}
