import TripModels

/// The trip list screen's state, held by the presenter: everything ``TripListViewModel`` is made
/// from. Rows are not part of it (they are read lazily, a page at a time); ``rowsRevision`` says when
/// they changed.
struct TripListState: Equatable {
  /// How many trips the list has.
  var rowCount = 0
  /// The selected row, nil when the list is empty.
  var selectedIndex: Int?
  /// The selected trip, kept across refreshes by id.
  var selectedTripID: Trip.ID?
  /// Bumped whenever a row's content changes without the list changing shape.
  var rowsRevision = 0
  /// The trip the open delete question is about, nil when none is asked.
  var pendingDeletion: PendingDeletion?
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
  /// The name typed for a new trip while "New trip" is asked (`a`), nil when it is not.
  var newTripName: String?
  /// Why the typed name cannot name a trip (after Enter), nil when nothing is wrong.
  var newTripProblem: String?
  /// Whether the typed name waits for another program's lock: the trip is made at the next poll
  /// that finds the store free.
  var newTripWaits = false
  /// Whether quitting asks "Quit without adding …?" about a name that waits for the lock.
  var isAskingToQuit = false
}
