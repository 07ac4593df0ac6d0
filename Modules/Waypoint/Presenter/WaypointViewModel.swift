import Geo
import PlaceSearch
import TripModels

/// Everything the stop editor shows, display-ready: a pure function of the presenter's
/// ``WaypointState``.
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
  /// Why the name, note, nights or visit minutes typed last were not saved, nil when they were.
  var fieldProblem: String?
  /// One row per place found, best first (at most ``WaypointInteractor/resultLimit``).
  var rows: [WaypointRow]
  /// The row chosen to be applied, if any.
  var selectedRowID: WaypointRow.ID?
  /// Shown instead of rows: what to try when nothing was found (``SearchHint``: a qualifier, a
  /// coordinate, a shorter name, the valid range), "Searching…", or a hint for an empty field.
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
  /// Whether the stop is new (its editor opened to search; it has no Done button).
  var isDraft: Bool
  /// Where an existing stop is now ("Now at 36.56°N 121.92°W, near Carmel-by-the-Sea"), or where
  /// a new stop goes ("Goes after 1. Monterey, before 2. Carmel").
  var nowLine: String?
  /// The hint beside the buttons.
  var keyHint: String
  /// The same in fewer cells, for a narrow screen (the trip's column in split view).
  var compactKeyHint: String
  /// What Enter in Search does, for the footer: "use" in a new stop's editor or with a search typed
  /// (the chosen place, or the first result once the search ends); nil when it is Done.
  var searchSubmitLabel: String?

  /// The line above the buttons: why the editor is closed, what is wrong with a field, what is
  /// chosen, or why nothing can be used — nothing while nothing is searched.
  var messageLine: String {
    if let notice { return notice }
    if let fieldProblem { return "✗ \(fieldProblem)" }
    if let choiceLine { return choiceLine }
    if query.trimmingWhitespace().isEmpty { return "" }  // nothing searched: nothing to complain of
    return useDisabledReason ?? ""
  }
}

// MARK: - Building

extension WaypointViewModel {
  /// What the editor shows in `state`.
  init(state: WaypointState) {
    let rows = state.rows
    let selectedIndex = state.chosen.flatMap { place in rows.firstIndex { $0.id == place.id } }
    let selectedRow = selectedIndex.map { rows[$0] }
    let canUse = selectedRow != nil && state.notice == nil
    self.init(
      title: Self.title(for: state),
      query: state.query,
      queryLimit: WaypointInteractor.queryLimit,
      name: state.fields.name,
      note: state.fields.note,
      namePlaceholder: state.isDraft ? WaypointCopy.draftNamePlaceholder : WaypointCopy.namePlaceholder,
      fieldProblem: state.fields.nameProblem ?? state.fields.noteProblem ?? state.fields.stayProblem,
      rows: rows,
      selectedRowID: selectedRow?.id,
      placeholder: Self.placeholder(for: state),
      countLine: WaypointCopy.count(selected: selectedIndex.map { $0 + 1 }, of: rows.count),
      choiceLine: selectedRow == nil ? nil : state.chosen.map { Self.choiceLine($0, in: state) },
      canUse: canUse,
      useDisabledReason: canUse ? nil : Self.useBlocker(in: state),
      discardPrompt: state.isAskingToDiscard ? WaypointCopy.discardPrompt : nil,
      notice: state.notice,
      isDraft: state.isDraft,
      nowLine: state.stop?.waypoint.map { stop in
        WaypointCopy.now(stop.coordinate.formatted(), nearby: state.nearby)
      } ?? state.stop?.place.map(WaypointCopy.goes),
      keyHint: state.isDraft ? WaypointCopy.keyHint : WaypointCopy.storedKeyHint,
      compactKeyHint: state.isDraft ? WaypointCopy.keyHint : WaypointCopy.compactStoredKeyHint,
      searchSubmitLabel: state.isDraft || !state.query.trimmingWhitespace().isEmpty
        ? WaypointCopy.useVerb : nil)
  }

  /// "Chosen: Carmel-by-the-Sea, California, US — Enter uses it" (with its row's tiebreak when
  /// another row has the same name: "Chosen: Washington, Sunderland, England, GB"), saying how far
  /// from the stop a far choice is.
  private static func choiceLine(_ place: Place, in state: WaypointState) -> String {
    let tiebreak = state.rows.first { $0.id == place.id }?.tiebreak
    let name = regionalName(place, tiebreak: tiebreak)
    guard let stop = state.stop?.waypoint else { return WaypointCopy.choice(name) }
    let meters = Geodesic.distance(from: stop.coordinate, to: place.coordinate)
    guard meters > WaypointCopy.farMove else { return WaypointCopy.choice(name) }
    return WaypointCopy.choice(name, away: state.units.format(meters: meters))
  }

  /// The place's name in the script it was searched in, its row's tiebreak, state or province and
  /// country code: "Washington, Sunderland, England, GB", "奈良, Nara, JP"; just the name for a typed
  /// coordinate.
  static func regionalName(_ place: Place, tiebreak: String? = nil) -> String {
    let name = place.match == .alternateName ? place.alternateName ?? place.name : place.name
    guard !place.countryCode.isEmpty else { return name }
    let admin = place.admin1.isEmpty ? "" : ", \(place.admin1)"
    return "\(name)\(tiebreak ?? "")\(admin), \(place.countryCode)"
  }

  /// The screen title in `state`: "Stop: NAME", or "New stop" before a new stop is stored (cheaper
  /// than the whole view-model).
  static func title(for state: WaypointState) -> String {
    if state.stop != nil, state.isDraft { return WaypointCopy.newStopTitle }
    return WaypointCopy.title(state.stop?.waypoint?.name ?? "—")
  }

  /// Why "Use this" cannot apply anything in `state`.
  static func useBlocker(in state: WaypointState) -> String {
    if let notice = state.notice { return notice }
    if state.isSearching && state.results.places.isEmpty { return WaypointCopy.waitForResults }
    return state.results.places.isEmpty ? WaypointCopy.nothingToUse : WaypointCopy.useDisabledReason
  }

  /// What the empty results list says: "Searching…", a hint for an empty field, or what to try
  /// instead (``SearchHint``);
  /// nil while there are rows or the editor is closed.
  private static func placeholder(for state: WaypointState) -> String? {
    guard state.rows.isEmpty, state.notice == nil else { return nil }
    if state.isSearching { return WaypointCopy.searching }
    if state.query.trimmingWhitespace().isEmpty {
      return state.isDraft ? WaypointCopy.emptyQueryHint : WaypointCopy.moveHint
    }
    if state.results.failed { return WaypointCopy.noResults }
    return SearchHint(state.query, area: state.results.area ?? .standard).lines.joined(separator: "\n")
  }
}

/// A result row: a place, formatted like "Kyoto, Kyoto, Japan · 35.02°N 135.75°E · 1.5M".
struct WaypointRow: Identifiable, Equatable {
  /// The place's id.
  var id: PlaceID
  /// The formatted line, at its widest.
  var text: String
  /// What tells the row apart from another of the same name, state and country (see
  /// ``PlaceLabel/tiebreak``), nil when none is alike.
  var tiebreak: String? = nil
  /// The same line from widest to narrowest; the view shows the widest that fits.
  var variants: [String]

  /// One row per place: "Springfield, Illinois, United States · 39.80°N 89.64°W · 114K", with
  /// narrower variants, no two alike.
  static func rows(for places: [Place], units: DistanceUnit = .kilometers) -> [WaypointRow] {
    zip(places, PlaceLabel.labels(for: places, units: units)).map { place, label in
      WaypointRow(id: place.id, text: label.text, tiebreak: label.tiebreak, variants: label.variants)
    }
  }
}
