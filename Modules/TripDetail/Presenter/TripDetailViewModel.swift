import Geo
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

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
  var map: RouteMap { route.map }
  /// "Total distance: 13.4 km".
  var totalDistance: String { route.totalDistance }
  /// One line per leg, in order.
  var legs: [LegRow] { route.legs }
  /// The stops, numbered, in order.
  var stops: [StopRow] { route.stops }
  /// The selected stop, if any.
  let selectedStopID: Stop.ID?
  /// The question asked before a stop is deleted, while it is open.
  let deletePrompt: String?
  /// The open "Move to…" question, nil when closed.
  let movePrompt: MovePrompt?
  /// How the map is zoomed and panned.
  let mapViewport: MapViewport
  /// The trip's legs, stops and map.
  private let route: Route

  /// What the screen shows in `state` (a trip that could not be found shows its title, an empty
  /// map and no stops, for the moment before the screen closes).
  init(state: TripDetailState) {
    title = state.trip?.name ?? TripDetailCopy.missingTrip
    nameText = state.nameText
    nameProblem = state.nameProblem
    route = state.route
    selectedStopID = state.selectedStopID
    deletePrompt = state.pendingDeletion.map { TripDetailCopy.deletePrompt($0.name) }
    movePrompt = state.movePrompt
    mapViewport = state.mapViewport
  }

  /// "3/40": the selected stop's position among the stops.
  var stopPosition: String { "\((selectedIndex ?? -1) + 1)/\(stops.count)" }

  /// The selected stop's 0-based position.
  var selectedIndex: Int? { stops.firstIndex { $0.id == selectedStopID } }

  /// The leg to keep in view: the one arriving at the selected stop (or leaving the first stop).
  var selectedLegID: Int {
    min(max(0, (selectedIndex ?? 0) - 1), max(0, legs.count - 1))
  }

  /// The legs shown in `rows` lines: all of them if they fit, else a window that scrolls with the
  /// selected stop (keeping the leg that arrives at it in the middle).
  func legs(fitting rows: Int) -> ArraySlice<LegRow> {
    guard rows > 0 else { return [] }
    guard legs.count > rows else { return legs[...] }
    let start = min(max(0, selectedLegID - (rows - 1) / 2), legs.count - rows)
    return legs[start..<start + rows]
  }

  // MARK: - Buttons

  /// Why "Delete stop" is disabled, nil when it is enabled.
  var deleteDisabledReason: String? {
    stops.isEmpty
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
    return stops.count < 2 ? TripDetailCopy.nowhereToMove : nil
  }

  /// Why "Reverse route" is disabled, nil when it is enabled.
  var reverseDisabledReason: String? {
    stops.count < 2 ? TripDetailCopy.nothingToReverse : nil
  }

  /// Why "Move down" is disabled, nil when it is enabled.
  var moveDownDisabledReason: String? {
    guard let index = selectedIndex else { return TripDetailCopy.selectStopFirst }
    return index == stops.count - 1 ? TripDetailCopy.lastCannotMoveDown : nil
  }
}

// MARK: - Building

extension TripDetailViewModel {
  /// A trip's display-ready legs, stops and map: the costly part of the view-model, built once per
  /// change to the trip (``TripDetailState/route``).
  struct Route: Equatable {
    /// The route map.
    let map: RouteMap
    /// "Total distance: 13.4 km".
    let totalDistance: String
    /// One line per leg, in order.
    let legs: [LegRow]
    /// The stops, numbered, in order.
    let stops: [StopRow]

    /// The route of `trip` shown in `units`; no stops and an empty map when `trip` is nil.
    init(trip: Trip?, units: DistanceUnit) {
      guard let trip else {
        map = RouteMap(stops: [], units: units)
        totalDistance = TripDetailCopy.totalDistance(units.format(meters: 0))
        legs = []
        stops = []
        return
      }
      map = RouteMap(
        stops: trip.stops.map { RouteMap.Stop(name: $0.name, coordinate: $0.coordinate) }, units: units)
      let legs = Leg.legs(of: trip)
      totalDistance = TripDetailCopy.totalDistance(units.format(meters: legs.reduce(0) { $0 + $1.meters }))
      self.legs = legs.map { leg in
        LegRow(
          id: leg.id, numbers: "\(leg.fromIndex + 1) → \(leg.fromIndex + 2)", fromName: leg.fromName,
          toName: leg.toName, distance: units.format(meters: leg.meters))
      }
      let numberWidth = String(trip.stops.count).count
      stops = trip.stops.enumerated().map { index, stop in
        StopRow(
          id: stop.id, name: stop.name, text: Self.stopText(index, stop.name, numberWidth),
          coordinate: stop.coordinate.formatted(), note: stop.note)
      }
    }

    /// "9.  Name" / "10. Name": names line up after the numbers.
    private static func stopText(_ index: Int, _ name: String, _ numberWidth: Int) -> String {
      let number = String(index + 1) + "."
      let padding = String(repeating: " ", count: max(0, numberWidth + 1 - number.count))
      return number + padding + " " + name
    }
  }
}
