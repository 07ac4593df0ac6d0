/// The trip detail screen's UI text, in one place: status and prompt texts (one line each, saying
/// what to do), labels, and the buttons' shortcut letters.
enum TripDetailCopy {
  /// The name field's label.
  static let nameLabel = "Name"
  /// Shown dim in an empty name field.
  static let namePlaceholder = "trip name"
  /// The stop list's header.
  static let stopsHeader = "Stops"

  /// The "Add stop" button and its letter.
  static let addStopLabel = "Add stop"
  /// Adds a stop after the selected one.
  static let addStopShortcut: Character = "a"
  /// The "Delete stop" button and its letter.
  static let deleteStopLabel = "Delete stop"
  /// Deletes the selected stop (after a question).
  static let deleteStopShortcut: Character = "d"
  /// The "Move up" button and its letter.
  static let moveUpLabel = "Move up"
  /// Moves the selected stop one place earlier.
  static let moveUpShortcut: Character = "K"
  /// The "Move down" button and its letter.
  static let moveDownLabel = "Move down"
  /// Moves the selected stop one place later.
  static let moveDownShortcut: Character = "J"
  /// The "Move to…" button and its letter.
  static let moveToLabel = "Move to…"
  /// Asks where to move the selected stop.
  static let moveToShortcut: Character = "M"
  /// The "Reverse route" button and its letter.
  static let reverseLabel = "Reverse route"
  /// Puts the stops in reverse order.
  static let reverseShortcut: Character = "R"

  /// Why a button that acts on the selected stop is disabled while none is selected.
  static let selectStopFirst = "Select a stop first"
  /// Why "Delete stop" is disabled while the trip has no stops.
  static let noStopsToDelete = "No stops to delete"
  /// Why "Move up" is disabled on the first stop.
  static let firstCannotMoveUp = "The first stop cannot move up"
  /// Why "Move down" is disabled on the last stop.
  static let lastCannotMoveDown = "The last stop cannot move down"

  /// After every committed change.
  static let saved = "Saved"
  /// An emptied name left the field: the stored name stays, and the status line says so.
  static func emptyNameKept(_ name: String) -> String { "a trip needs a name — kept “\(name)”" }
  /// After the trip was renamed.
  static func renamed(_ name: String) -> String { "Renamed the trip “\(name)” — u to undo" }
  /// After a stop was deleted.
  static func deletedStop(_ name: String) -> String { "Deleted stop “\(name)” — u to undo" }
  /// After a stop was moved to `position` (1-based).
  static func movedStop(_ name: String, to position: Int) -> String {
    "Moved “\(name)” to \(position) — u to undo"
  }
  /// After the route was reversed.
  static let reversed = "Reversed the route — u to undo"
  /// Where the stop list is while the trip has no stops.
  static let noStops = "No stops yet — press a to add one."
  /// Title and status while the trip cannot be found.
  /// The trail's name for a trip that cannot be read.
  static let trailFallback = "Trip"
  static let missingTrip = "This trip no longer exists — it was deleted, perhaps elsewhere"

  /// The map's box title.
  static let mapTitle = "Map · +/- zoom"
  /// The map's name as a focusable element (scripts, F1).
  static let mapLabel = "Map"
  /// The map's box title while it has the focus: the keys it takes.
  static let mapKeysTitle = "Map: +/- zoom, arrows pan, 0 fit"

  /// What every distance on the screen is: the geodesic, not a road.
  static let straightLine = "straight line"
  /// The legs' header, over the stop numbers and names.
  static let legsHeader = "Leg"
  /// Why "Reverse route" is disabled.
  static let nothingToReverse = "A route needs two stops to reverse"
  /// Why "Move to…" is disabled while the trip has one stop.
  static let nowhereToMove = "A trip needs two stops to reorder"
  /// What a row shows for a stop that could not be read (the status line says why).
  static let unreadStop = "(not read)"

  /// "Total distance: 1,234 km straight line".
  static func totalDistance(_ distance: String) -> String {
    "\(shortTotalDistance(distance)) \(straightLine)"
  }

  /// "Total distance: 1,234 km" (where the whole line does not fit).
  static func shortTotalDistance(_ distance: String) -> String {
    "Total distance: \(distance)"
  }

  /// What the "Move to…" question's field holds, for the line that says it is being edited.
  static let movePositionName = "the position"

  /// The "Move to…" question: "Move “Carmel” to position (1–5)".
  static func moveQuestion(_ name: String, count: Int) -> String {
    "Move “\(name)” to position (1–\(count))"
  }

  /// Which legs a table too long for its space shows: "legs 5–11 of 24".
  static func legsShown(_ shown: Range<Int>, of count: Int) -> String {
    "legs \(shown.lowerBound + 1)–\(shown.upperBound) of \(count)"
  }
  /// Which of the plan's days are shown, when not all fit ("days 3–5 of 40", "day 3 of 40").
  static func daysShown(_ shown: ClosedRange<Int>, of count: Int) -> String {
    shown.count == 1
      ? "day \(shown.lowerBound) of \(count)" : "days \(shown.lowerBound)–\(shown.upperBound) of \(count)"
  }

  /// The "Move to…" question on a narrow screen: "Move to (1–5)".
  static func moveQuestion(count: Int) -> String {
    "Move to (1–\(count))"
  }

  /// What a "Move to…" answer that names no position gets: what to type instead.
  static func moveProblem(_ problem: MoveToProblem) -> String {
    problem.typed.isEmpty
      ? "Type a position from 1 to \(problem.count)"
      : "“\(problem.typed)” is not a position — type a number from 1 to \(problem.count)"
  }

  /// The question asked before deleting a stop.
  static func deletePrompt(_ name: String) -> String { "Delete “\(name)”? (y/n)" }

  /// The status after another process deleted the trip.
  static func deletedElsewhere(_ name: String) -> String { "“\(name)” was deleted elsewhere" }

  /// The status when the trip could not be read.
  static func notRead(_ error: any Error) -> String {
    "Couldn't read the trip: \(error) — check the store and open it again"
  }

  /// The name field's line and the status while a typed name waits for another program's lock.
  static let nameWaiting = "Name not saved yet: store locked by another program — saved once it is free"
  /// The status once a name that waited for the lock is saved.
  static func savedAfterWaiting(_ name: String) -> String {
    "Saved the name “\(name)” once the store was free — u to undo"
  }
  /// Asked when leaving (or quitting) while a typed name still waits for the lock.
  static func leaveUnsavedPrompt(_ name: String) -> String {
    "“\(name)” is not saved yet (the store is locked). Leave without it? (y/n)"
  }

  /// The status when a change could not be saved.
  static func notSaved(_ action: Action, _ error: any Error) -> String {
    "Couldn't \(action.text): \(error) — try again"
  }

  /// What the screen was doing when a change could not be saved.
  enum Action {
    case saveName, deleteStop, moveStop, reverseRoute, reloadTrip

    /// "save the name", "delete the stop", ….
    var text: String {
      switch self {
      case .saveName: "save the name"
      case .deleteStop: "delete the stop"
      case .moveStop: "move the stop"
      case .reverseRoute: "reverse the route"
      case .reloadTrip: "reload the trip"
      }
    }
  }
}

// MARK: - Day plan

extension TripDetailCopy {
  /// The key that shows the day plan in place of the legs (and the legs again).
  static let dayPlanKey: Character = "P"
  /// The key that suggests a night's stay on the selected stop's day, when it is flagged.
  static let suggestStayKey: Character = "N"
  /// Above the day plan.
  static let dayPlanHeader = "Days · P legs · N suggest a stay"
  /// While the plan is being worked out.
  static let planWorking = "Working out the days…"
  /// A trip of fewer than two stops.
  static let planNeedsStops = "Add at least two stops to plan days."
  /// A trip too long to plan on this screen.
  static func planTooLong(_ limit: Int) -> String {
    "Over \(limit) stops: use roadtrip itinerary for the day plan."
  }
  /// `N` before the plan is shown.
  static let planFirst = "Showing the days — N again suggests a stay on the selected stop's day"
  /// `N` when no day is over its limit.
  static let noLongDay = "No day is over its driving limit — nothing to suggest"
  /// `N` on a day that is neither over its limit nor past midnight.
  static func dayNotFlagged(_ day: Int) -> String {
    "Day \(day) is within its limit and ends by midnight — nothing to suggest"
  }
  /// Before the header of the selected stop's day.
  static let selectedDayMark = "› "
  /// Nothing large enough near the limit point.
  static func noPlaceNear(_ day: Int) -> String {
    "No place within 30 km of where day \(day)'s limit runs out — add a stop by hand (a)"
  }
  /// The question about a suggested stay.
  static func stayQuestion(_ place: String, distance: String, day: Int, after: String) -> String {
    "Stay at \(place) (\(distance) from the route) on day \(day), after \(after), 1 night? (y/n)"
  }
  /// The question about a night at a stop of the trip, the place a suggestion found.
  static func nightQuestion(_ stop: String, stop number: Int, day: Int) -> String {
    "Stay 1 night at \(stop) (stop \(number)) to end day \(day) there? (y/n)"
  }
  /// Said after a suggested night at a stop was stored.
  static func nightAdded(_ stop: String) -> String { "“\(stop)” now has 1 night — u to undo" }
  /// The place a suggestion found is where the day starts or already ends (short enough for an
  /// 80-column status line with most names).
  static func stayIsDayEnd(_ stop: String, day: Int, starts: Bool) -> String {
    "Day \(day)'s limit runs out near \(stop), where the day \(starts ? "starts" : "ends") — a adds a stop by hand"
  }
  /// Said after a suggested stay was added.
  static func stayAdded(_ place: String) -> String { "Added “\(place)” with 1 night — u to undo" }
  /// Said when the suggested stay could not be added.
  static func stayNotAdded(_ place: String, _ reason: String) -> String {
    "“\(place)” was not added: \(reason)"
  }
}
