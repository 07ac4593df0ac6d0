import Geo
import PlaceSearch
import TripModels

/// The stop editor's state, held by the presenter: everything ``WaypointViewModel`` is made from.
struct WaypointState: Equatable {
  /// Whether the stop is new (not stored before a place is applied).
  var isDraft: Bool
  /// The text of the "Search" field.
  var query = ""
  /// The Name and Note fields.
  var fields = WaypointFields()
  /// The stop as stored (its trip's name only, for a new stop not stored yet); nil before it is read.
  var stop: WaypointDraft?
  /// The places the newest finished search found. Setting them rebuilds ``rows``.
  var results = WaypointSearchResults.empty {
    didSet { rows = WaypointRow.rows(for: results.places, units: units) }
  }
  /// The result rows, made once per result list (labels are checked against each other).
  private(set) var rows: [WaypointRow] = []
  /// Whether a search is in flight.
  var isSearching = false
  /// The result the user picked and has not applied yet (or the first result, highlighted when the
  /// results arrived).
  var chosen: Place?
  /// Whether ``chosen`` is only the automatic highlight of the first result (nothing to lose).
  var chosenAutomatically = false
  /// Whether "Discard changes? (y/n)" is asked.
  var isAskingToDiscard = false
  /// Why the editor cannot be used any more (the stop or trip was deleted elsewhere).
  var notice: String?
  /// Whether an Enter typed during a search waits to use its first result.
  var submitsWhenSearched = false
  /// The place an existing stop is near ("near Carmel-by-the-Sea"), once looked up.
  var nearby: String?
  /// The chosen place already said to be far from the stops around it (Enter again uses it).
  var farAwayWarned: PlaceID?
  /// The nearer place of the same name the far-away warning offered: the next move of the
  /// selection (↓) goes to it.
  var farAwayOffer: PlaceID?
  /// The action (Done, or using the chosen place) the store refused because another program held
  /// it locked: the store poll makes it again (``WaypointPresenter/retryWaitingSave()``).
  var waitingSave: WaitingSave?
  /// The unit distances are said in.
  let units: DistanceUnit

  /// The state of an editor of a new stop (`isDraft`) or a stored one, before anything is read.
  init(isDraft: Bool, units: DistanceUnit = .kilometers) {
    self.isDraft = isDraft
    self.units = units
  }

  /// Whether leaving now would lose something: a place chosen by hand, or text typed — a new
  /// stop's name, note or stay, an existing stop's name, note or stay that differs from the stored one.
  var hasUnsavedChanges: Bool {
    if chosen != nil && !chosenAutomatically { return true }
    if isDraft { return fields.hasText }
    guard let stored = stop?.waypoint else { return false }
    return fields.name != stored.name || fields.note != stored.note || fields.differs(from: stored.stay)
  }
}
