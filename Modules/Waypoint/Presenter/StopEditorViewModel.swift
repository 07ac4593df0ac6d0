/// Everything the stop editor shows, display-ready.
struct WaypointViewModel: Equatable {
  /// The screen title, "Stop: NAME".
  var title: String
  /// The text of the "Search" field.
  var query: String
  /// The most characters the "Search" field takes.
  var queryLimit: Int
  /// One row per place found, best first (at most 10).
  var rows: [StopEditorRow]
  /// The row chosen to be applied, if any.
  var selectedRowID: StopEditorRow.ID?
  /// Shown instead of rows: "No results", "Searching…", or a hint for an empty field.
  var placeholder: String?
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

/// A result row: a place, formatted like "Kyoto, JP · 35.02°N 135.75°E · 1.5M people".
struct StopEditorRow: Identifiable, Equatable {
  /// The place's id.
  var id: String
  /// The formatted line.
  var text: String
}
