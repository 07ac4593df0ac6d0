import TripModels

/// Everything the stop editor shows, display-ready.
struct WaypointViewModel: Equatable {
  /// The screen title, "Stop: NAME".
  var title: String
  /// The text of the "Search" field.
  var query: String
  /// The most characters the "Search" field takes.
  var queryLimit: Int
  /// The text of the "Name" field.
  var name: String
  /// The text of the "Note" field.
  var note: String
  /// Shown dim in an empty "Name" field.
  var namePlaceholder: String
  /// Why the name or note typed last was not saved, nil when it was.
  var fieldProblem: String?
  /// One row per place found, best first (at most ``WaypointInteractor/resultLimit``).
  var rows: [WaypointRow]
  /// The row chosen to be applied, if any.
  var selectedRowID: WaypointRow.ID?
  /// Shown instead of rows: "No results", "Searching…", or a hint for an empty field.
  var placeholder: String?
  /// Under the results: "12 of 48" with a result chosen, "48 results" without; empty without results.
  var countLine: String
  /// One line about the chosen result and how to apply it, nil without a choice.
  var choiceLine: String?
  /// Whether "Use this" can be pressed.
  var canUse: Bool
  /// Why "Use this" cannot be pressed (nil when it can).
  var useDisabledReason: String?
  /// The open "Discard changes? (y/n)" question, nil when none.
  var discardPrompt: String?
  /// Why the editor cannot be used any more (the stop or trip was deleted elsewhere).
  var notice: String?
}

/// A result row: a place, formatted like "Kyoto, Kyoto, Japan · 35.02°N 135.75°E · 1.5M".
struct WaypointRow: Identifiable, Equatable {
  /// The place's id.
  var id: String
  /// The formatted line, at its widest.
  var text: String
  /// The same line from widest to narrowest; the view shows the widest that fits.
  var variants: [String]
}
