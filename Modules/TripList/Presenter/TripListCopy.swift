/// The trip list's UI text, in one place: titles, messages, questions, button labels and their
/// shortcut letters.
enum TripListCopy {
  /// The screen's title.
  static let title = "Roadtrips"
  /// What the empty list says.
  static let emptyMessage = "No trips yet — press a to add one."
  /// Why "Delete" is disabled when nothing is selected.
  static let nothingToDelete = "Select a trip to delete it"
  /// Why "Duplicate" is disabled when nothing is selected.
  static let nothingToDuplicate = "Select a trip to duplicate it"
  /// Why "Filter" is disabled when there are no trips.
  static let nothingToFilter = "There are no trips to filter"
  /// The filter line's label, and the "Filter" button's.
  static let filterLabel = "Filter"
  /// The question `a` asks before a trip is made.
  static let newTripLabel = "New trip's name"
  /// The status line when a new trip waits for another program's lock.
  static let newTripWaitingStatus =
    "Trip not added yet: store locked by another program — added once it is free"
  /// The line under the new trip's name while it waits for the store's lock.
  static let newTripWaiting =
    "waiting for another program's lock — Enter tries now, Esc adds nothing"
  /// Quitting while a new trip's name waits for the store's lock.
  static func quitWaitingPrompt(_ name: String) -> String {
    "Quit without adding “\(name)”? It still waits for another program's lock (y/n)"
  }
  /// Enter on an empty name.
  static let newTripNeedsName = "a trip needs a name — type one, or Esc to add nothing"
  /// After a trip was added.
  static func added(_ name: String) -> String { "Added “\(name)” — a to add its first stop, u to undo" }

  /// The "Add" button and its letter.
  static let addLabel = "Add"
  /// Adds a trip.
  static let addShortcut: Character = "a"
  /// The "Delete" button and its letter.
  static let deleteLabel = "Delete"
  /// Deletes the selected trip (after a question).
  static let deleteShortcut: Character = "d"
  /// The "Duplicate" button and its letter.
  static let duplicateLabel = "Duplicate"
  /// Copies the selected trip.
  static let duplicateShortcut: Character = "D"
  /// Starts typing the filter (the "Filter" button's key).
  static let filterShortcut: Character = "/"

  /// A row's route when the trip has no stops.
  static let noStops = "No stops"

  /// What the list says when no trip matches the filter.
  static func noMatch(_ text: String) -> String { "No trips match “\(text)”" }

  /// "3 of 40 trips", or "first 1000 of 1200 matches of 5000 trips" when the list shows only the
  /// first matches.
  static func matchSummary(shown: Int, matching: Int, total: Int) -> String {
    let shownText = matching > shown ? "first \(shown) of \(matching) matches" : "\(matching)"
    return "\(shownText) of \(total) trips"
  }

  /// The line under an applied filter: "Filter “pac”: 3 of 40 trips — / to change it, Esc to clear
  /// it".
  static func filterSummary(_ text: String, matchSummary: String) -> String {
    "\(filterApplied(text, matchSummary: matchSummary)) — / to change it, Esc to clear it"
  }

  /// What an applied filter shows, the first of two lines where the summary does not fit on one:
  /// "Filter “pac”: 3 of 40 trips".
  static func filterApplied(_ text: String, matchSummary: String) -> String {
    "\(filterLabel) “\(text)”: \(matchSummary)"
  }

  /// The keys for an applied filter, the second of those two lines.
  static let filterKeys = "/ to change, Esc to clear"

  /// What Esc on an applied filter says: "Filter “pac” cleared: every trip is shown".
  static func filterCleared(_ text: String) -> String {
    "\(filterLabel) “\(text)” cleared: every trip is shown"
  }

  /// "12/40": the selected row's position among the rows.
  static func position(_ index: Int?, of count: Int) -> String {
    "\((index ?? -1) + 1)/\(count)"
  }

  /// "1 stop" or "N stops".
  static func stopCount(_ count: Int) -> String {
    count == 1 ? "1 stop" : "\(count) stops"
  }

  /// "First → Last".
  static func route(from first: String, to last: String) -> String { "\(first) → \(last)" }
  /// A routed trip's route column, led by its drive time: "4 h 35 min · Monterey → Big Sur".
  static func drive(_ time: String, route: String) -> String { "\(time) · \(route)" }
  /// A partly routed trip's route column, led by what of its total is a straight line, as its
  /// screen says it: "1 leg straight line · Monterey → Big Sur".
  static func straightLegs(_ count: Int, route: String) -> String {
    "\(count) \(count == 1 ? "leg" : "legs") straight line · \(route)"
  }

  /// The delete question, naming what is lost: "Delete “Pacific Coast” and its 5 stops? (y/n)",
  /// "… and its 1 stop? (y/n)", or "Delete “Someday” (no stops)? (y/n)".
  static func deletePrompt(name: String, stopCount: Int) -> String {
    switch stopCount {
    case ...0: "Delete “\(name)” (no stops)? (y/n)"
    case 1: "Delete “\(name)” and its 1 stop? (y/n)"
    default: "Delete “\(name)” and its \(stopCount) stops? (y/n)"
    }
  }

  /// After a trip was copied.
  static func copied(_ name: String, as copyName: String) -> String { "Copied “\(name)” as “\(copyName)”" }
  /// After a trip was deleted.
  static func deleted(_ name: String) -> String { "Deleted “\(name)” — u to undo" }

  /// What failed: "Could not delete “Someday”: …".
  static func failed(_ action: Action, _ error: any Error) -> String {
    "Could not \(action.text): \(error)"
  }

  /// What the list was doing when something failed.
  enum Action {
    case addTrip, duplicate(String), filter, read, delete(String), refresh

    /// "add a trip", "duplicate “Someday”", ….
    var text: String {
      switch self {
      case .addTrip: "add a trip"
      case .duplicate(let name): "duplicate “\(name)”"
      case .filter: "filter the trips"
      case .read: "read the trips"
      case .delete(let name): "delete “\(name)”"
      case .refresh: "refresh the trips"
      }
    }
  }
}
