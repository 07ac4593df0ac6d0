import Foundation
import TripModels

/// Everything the trip list shows, display-ready. Rows are read lazily through the presenter
/// (``TripListPresenter/row(at:)``) so a huge list costs only what is on screen.
struct TripListViewModel: Equatable {
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
  /// The filter line's label.
  static let filterLabel = "Filter"

  /// What the list says when no trip matches the filter.
  static func noMatch(_ text: String) -> String { "No trips match “\(text)”" }

  /// The screen's title.
  var title = Self.title
  /// How many trips the list has.
  var rowCount = 0
  /// The selected row, nil when the list is empty.
  var selectedIndex: Int?
  /// The selected trip, kept across refreshes by id.
  var selectedTripID: Trip.ID?
  /// Bumped whenever a row's content changes without the list changing shape.
  var rowsRevision = 0
  /// The open "Delete “NAME” and its 3 stops? (y/n)" question, nil when none is asked.
  var deletePrompt: String?
  /// The filter's text; empty when the list is not filtered.
  var filterText = ""
  /// Whether the filter line takes the keys (the user is typing the filter).
  var isEditingFilter = false
  /// Whether a filter narrows the list.
  var isFiltered = false
  /// How many trips match the filter in all (the list shows at most a thousand of them).
  var matchCount = 0
  /// How many trips there are in all, whatever the filter.
  var totalCount = 0

  /// The empty-state text, nil when there are trips (or a filter hides them).
  var emptyMessage: String? { rowCount == 0 && !isFiltered ? Self.emptyMessage : nil }
  /// "No trips match “x”" when the filter hides every trip, else nil.
  var noMatchMessage: String? { rowCount == 0 && isFiltered ? Self.noMatch(filterText) : nil }
  /// Whether "Delete" can act.
  var canDelete: Bool { selectedIndex != nil }
  /// Why "Delete" is disabled, nil when it is enabled.
  var deleteDisabledReason: String? { canDelete ? nil : Self.nothingToDelete }
  /// Why "Duplicate" is disabled, nil when it is enabled.
  var duplicateDisabledReason: String? { canDelete ? nil : Self.nothingToDuplicate }

  /// "3 of 40 trips" (how many the filter shows of all), nil without a filter.
  var matchSummary: String? {
    guard isFiltered || isEditingFilter else { return nil }
    let shown = matchCount > rowCount ? "first \(rowCount) of \(matchCount) matches" : "\(matchCount)"
    return "\(shown) of \(totalCount) trips"
  }

  /// The line under an applied filter while it is not being typed: "“pac”: 3 of 40 trips — / to
  /// change it".
  var filterSummary: String? {
    guard isFiltered, !isEditingFilter, let matchSummary else { return nil }
    return "\(Self.filterLabel) “\(filterText)”: \(matchSummary) — / to change or clear it"
  }

  /// "12/40": the selected row's position among the rows.
  var position: String {
    "\((selectedIndex ?? -1) + 1)/\(rowCount)"
  }
}
