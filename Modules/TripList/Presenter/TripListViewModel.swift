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
  /// The open "Delete “NAME”? (y/n)" question, nil when none is asked.
  var deletePrompt: String?

  /// The empty-state text, nil when there are trips.
  var emptyMessage: String? { rowCount == 0 ? Self.emptyMessage : nil }
  /// Whether "Delete" can act.
  var canDelete: Bool { selectedIndex != nil }
  /// Why "Delete" is disabled, nil when it is enabled.
  var deleteDisabledReason: String? { canDelete ? nil : Self.nothingToDelete }
}
