import Geo
import RouteMap
import TripModels

/// Everything the trip detail screen shows, as display-ready values: a pure function of the
/// presenter's ``TripDetailState``.
struct TripDetailViewModel: Equatable {
  /// One line of the legs list: "1 → 2  Monterey → Carmel  8.1 km".
  struct LegRow: Identifiable, Equatable {
    /// The 0-based position of the leg's first stop.
    let id: Int
    /// "1 → 2".
    let numbers: String
    /// The name of the stop the leg starts at.
    let fromName: String
    /// The name of the stop the leg ends at.
    let toName: String
    /// "8.1 km".
    let distance: String
    /// "1 → 2  Monterey → Carmel".
    var route: String { "\(numbers)  \(fromName) → \(toName)" }
    /// The whole line: "1 → 2  Monterey → Carmel  8.1 km".
    var text: String { route + "  " + distance }
  }

  /// One row of the stop list: "1. Monterey" (the map labels the stop with the same number).
  struct StopRow: Identifiable, Equatable {
    /// The stop's id.
    let id: Stop.ID
    /// The stop's name.
    let name: String
    /// The whole row.
    let text: String
    /// Where the stop is: "36.60°N 121.89°W".
    let coordinate: String
    /// The stop's one-line note; empty when it has none.
    let note: String
  }

  /// The screen's title: the trip's saved name.
  let title: String
  /// What the "Name" field holds (what the user typed, which may not be saved yet).
  let nameText: String
  /// Why the field's text is not saved, nil when it is.
  let nameProblem: String?
  /// The route map.
  var map: RouteMap { route.map.with(roads: roads.shapes) }
  /// "Total distance: 13.4 km straight line" (with road figures: "… · 13 h 20 min by road").
  var totalDistance: String {
    roads.isShown ? roads.total(units: units) : TripDetailCopy.totalDistance(route.total)
  }
  /// "Total distance: 13.4 km", for a column too narrow for the whole line (the legs' header
  /// says "straight line" under it).
  var shortTotalDistance: String {
    TripDetailCopy.shortTotalDistance(roads.isShown ? units.format(meters: roads.totalMeters) : route.total)
  }
  /// What the legs' distances are: "straight line", "by road", "routing…", why routing failed.
  var legsNote: String { roads.isShown ? TripDetailCopy.legsNote(roads) : TripDetailCopy.straightLine }
  /// Why routing failed, naming the router, when it did (shown wrapped under the legs' header).
  var roadProblem: String? { roads.isShown ? TripDetailCopy.roadProblem(roads, units: units) : nil }
  /// One line per leg, in order (each built when read).
  var legs: TripDetailLegRows { route.legs.with(roads: roads.isShown ? roads : nil, texts: roadTexts) }
  /// The stops, numbered, in order (each built when read).
  var stops: TripDetailStopRows { route.stops }
  /// How many stops there are.
  var stopCount: Int { route.stops.endIndex }
  /// The distances that set the width of the legs' distance column.
  var distanceColumnTexts: [String] { roadTexts.isEmpty ? route.distanceColumnTexts : roadTexts }
  /// The selected stop, if any.
  let selectedStopID: Stop.ID?
  /// The selected stop's 0-based position.
  let selectedIndex: Int?
  /// The question asked before a stop is deleted, while it is open.
  let deletePrompt: String?
  /// The question asked before leaving while a typed name waits for the store's lock.
  let leavePrompt: String?
  /// The open "Move to…" question, nil when closed.
  let movePrompt: MovePrompt?
  /// How the map is zoomed and panned.
  let mapViewport: MapViewport
  /// The trip's legs, stops and map.
  private let route: Route
  /// Each leg's road figures, and their texts.
  private let roads: TripRoads
  private let roadTexts: [String]
  private let units: DistanceUnit

  /// What the screen shows in `state` (a trip that could not be found shows its title, an empty
  /// map and no stops, for the moment before the screen closes).
  init(state: TripDetailState) {
    title = state.name ?? TripDetailCopy.missingTrip
    nameText = state.nameText
    nameProblem = state.nameProblem
    route = state.route
    roads = state.roads
    roadTexts = state.roadTexts
    units = state.units
    selectedStopID = state.selectedStopID
    selectedIndex = state.selectedStopID == nil ? nil : state.selectedIndex
    deletePrompt = state.pendingDeletion.map { TripDetailCopy.deletePrompt($0.name) }
    leavePrompt =
      state.isAskingToLeave ? state.waitingName.map { TripDetailCopy.leaveUnsavedPrompt($0) } : nil
    movePrompt = state.movePrompt
    mapViewport = state.mapViewport
  }

  /// "3/40": the selected stop's position among the stops.
  var stopPosition: String { "\((selectedIndex ?? -1) + 1)/\(stopCount)" }

  /// The leg to keep in view: the one arriving at the selected stop (or leaving the first stop).
  var selectedLegID: Int {
    min(max(0, (selectedIndex ?? 0) - 1), max(0, legs.endIndex - 1))
  }

  /// The legs shown in `rows` lines: all of them if they fit, else a window that scrolls with the
  /// selected stop (keeping the leg that arrives at it in the middle) and, from three lines, a last
  /// line saying which legs they are ("legs 5–11 of 24"), so that a scrolled table says so. Only
  /// these legs are built.
  @MainActor
  func legs(fitting rows: Int) -> (legs: [LegRow], position: String?) {
    guard rows > 0 else { return ([], nil) }
    let count = legs.endIndex
    guard count > rows else { return ((0..<count).map { legs[$0] }, nil) }
    let shown = rows >= Self.legsPositionFrom ? rows - 1 : rows
    let start = min(max(0, selectedLegID - (shown - 1) / 2), count - shown)
    let window = start..<start + shown
    return (window.map { legs[$0] }, shown < rows ? TripDetailCopy.legsShown(window, of: count) : nil)
  }

  /// The fewest lines of legs that spend one on saying which legs are shown.
  static let legsPositionFrom = 3

  // MARK: - Buttons

  /// Why "Delete stop" is disabled, nil when it is enabled.
  var deleteDisabledReason: String? {
    stopCount == 0
      ? TripDetailCopy.noStopsToDelete : selectedIndex == nil ? TripDetailCopy.selectStopFirst : nil
  }

  /// Why "Move up" is disabled, nil when it is enabled.
  var moveUpDisabledReason: String? {
    guard let index = selectedIndex else { return TripDetailCopy.selectStopFirst }
    return index == 0 ? TripDetailCopy.firstCannotMoveUp : nil
  }

  /// Why "Move to…" is disabled, nil when it is enabled.
  var moveToDisabledReason: String? {
    guard selectedIndex != nil else { return TripDetailCopy.selectStopFirst }
    return stopCount < 2 ? TripDetailCopy.nowhereToMove : nil
  }

  /// Why "Reverse route" is disabled, nil when it is enabled.
  var reverseDisabledReason: String? {
    stopCount < 2 ? TripDetailCopy.nothingToReverse : nil
  }

  /// Why "Move down" is disabled, nil when it is enabled.
  var moveDownDisabledReason: String? {
    guard let index = selectedIndex else { return TripDetailCopy.selectStopFirst }
    return index == stopCount - 1 ? TripDetailCopy.lastCannotMoveDown : nil
  }
}

// MARK: - Building

extension TripDetailViewModel {
  /// A trip's display-ready legs, stops and map: the costly part of the view-model, built once per
  /// change to the stops (``TripDetailState/route``). The legs and stops are lazy (built when a row
  /// is shown); the map and the total are made here from the outline, without reading a name for a
  /// long trip.
  struct Route: Equatable {
    /// The route map.
    let map: RouteMap
    /// The trip's length in the chosen units: "13.4 km".
    let total: String
    /// One line per leg, in order.
    let legs: TripDetailLegRows
    /// The stops, numbered, in order.
    let stops: TripDetailStopRows
    /// The distances that set the width of the legs' distance column: every leg's for a trip
    /// whose names are all read, the total's (no leg is longer) for a longer one.
    let distanceColumnTexts: [String]

    /// The route of `content` shown in `units`.
    init(content: TripDetailContent, units: DistanceUnit) {
      let coordinates = content.outline.coordinates
      legs = TripDetailLegRows(
        reader: content.reader, coordinates: coordinates, units: units, revision: content.revision)
      stops = TripDetailStopRows(reader: content.reader, endIndex: content.count, revision: content.revision)
      if let names = content.names, names.count == coordinates.count {
        map = RouteMap(coordinates: coordinates, names: names, units: units)
        let meters = zip(coordinates, coordinates.dropFirst()).map { Geodesic.distance(from: $0, to: $1) }
        total = units.format(meters: meters.reduce(0, +))
        distanceColumnTexts = meters.map { units.format(meters: $0) }
      } else {
        map = RouteMap(coordinates: coordinates, units: units)
        total = units.format(meters: content.totalMeters)
        distanceColumnTexts = [total]
      }
    }
  }

  /// "9.  Name" / "10. Name": names line up after the numbers (`numberWidth`: the digits of the
  /// highest number).
  static func stopText(_ index: Int, _ name: String, _ numberWidth: Int) -> String {
    let number = String(index + 1) + "."
    let padding = String(repeating: " ", count: max(0, numberWidth + 1 - number.count))
    return number + padding + " " + name
  }
}
