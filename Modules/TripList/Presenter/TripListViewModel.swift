import TripModels

/// Everything the trip list shows, display-ready: a pure function of the presenter's
/// ``TripListState``. Rows are read lazily through the presenter (``TripListPresenter/row(at:)``)
/// so a huge list costs only what is on screen.
struct TripListViewModel: Equatable {
  /// The screen's title.
  let title = TripListCopy.title
  /// How many trips the list has.
  let rowCount: Int
  /// The selected row, nil when the list is empty.
  let selectedIndex: Int?
  /// The selected trip, kept across refreshes by id.
  let selectedTripID: Trip.ID?
  /// Bumped whenever a row's content changes without the list changing shape.
  let rowsRevision: Int
  /// The open "Delete “NAME” and its 3 stops? (y/n)" question, nil when none is asked.
  let deletePrompt: String?
  /// "Quit without adding “NAME”? … (y/n)" while quitting asks about a name waiting for the lock.
  let quitPrompt: String?
  /// The filter's text; empty when the list is not filtered.
  let filterText: String
  /// Whether the filter line takes the keys (the user is typing the filter).
  let isEditingFilter: Bool
  /// The name typed for a new trip while it is asked, nil when it is not.
  let newTripName: String?
  /// Why the typed name cannot name a trip, nil when nothing is wrong.
  let newTripProblem: String?
  /// How many trips there are in all, whatever the filter.
  let totalCount: Int
  /// The empty-state text, nil when there are trips (or a filter hides them).
  let emptyMessage: String?
  /// "No trips match “x”" when the filter hides every trip, else nil.
  let noMatchMessage: String?
  /// Whether "Delete" and "Duplicate" can act.
  let canDelete: Bool
  /// Why "Delete" is disabled, nil when it is enabled.
  let deleteDisabledReason: String?
  /// Why "Duplicate" is disabled, nil when it is enabled.
  let duplicateDisabledReason: String?
  /// "3 of 40 trips" (how many the filter shows of all), nil without a filter.
  let matchSummary: String?
  /// The line under an applied filter while it is not being typed: "Filter “pac”: 3 of 40 trips —
  /// / to change it, Esc to clear it".
  let filterSummary: String?
  /// The same in two lines, for a column too narrow for one: "Filter “pac”: 3 of 40 trips", then
  /// the keys.
  let filterSummaryLines: [String]?
  /// "12/40": the selected row's position among the rows.
  let position: String

  /// What the list shows in `state`.
  init(state: TripListState) {
    rowCount = state.rowCount
    selectedIndex = state.selectedIndex
    selectedTripID = state.selectedTripID
    rowsRevision = state.rowsRevision
    quitPrompt = state.isAskingToQuit ? state.newTripName.map(TripListCopy.quitWaitingPrompt) : nil
    deletePrompt = state.pendingDeletion.map {
      TripListCopy.deletePrompt(name: $0.name, stopCount: $0.stopCount)
    }
    filterText = state.filterText
    isEditingFilter = state.isEditingFilter
    newTripName = state.newTripName
    newTripProblem = state.newTripProblem
    totalCount = state.totalCount
    emptyMessage = state.rowCount == 0 && !state.isFiltered ? TripListCopy.emptyMessage : nil
    noMatchMessage = state.rowCount == 0 && state.isFiltered ? TripListCopy.noMatch(state.filterText) : nil
    canDelete = state.selectedIndex != nil
    deleteDisabledReason = canDelete ? nil : TripListCopy.nothingToDelete
    duplicateDisabledReason = canDelete ? nil : TripListCopy.nothingToDuplicate
    let matchSummary =
      state.isFiltered || state.isEditingFilter
      ? TripListCopy.matchSummary(shown: state.rowCount, matching: state.matchCount, total: state.totalCount)
      : nil
    self.matchSummary = matchSummary
    if state.isFiltered, !state.isEditingFilter, let matchSummary {
      filterSummary = TripListCopy.filterSummary(state.filterText, matchSummary: matchSummary)
      filterSummaryLines = [
        TripListCopy.filterApplied(state.filterText, matchSummary: matchSummary), TripListCopy.filterKeys,
      ]
    } else {
      filterSummary = nil
      filterSummaryLines = nil
    }
    position = TripListCopy.position(state.selectedIndex, of: state.rowCount)
  }
}
