import Foundation
import Geo
import TripModels

/// Everything the trip detail screen shows, as display-ready values.
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
  var title: String
  /// What the "Name" field holds (what the user typed, which may not be saved yet).
  var nameText: String
  /// Why the field's text is not saved, nil when it is.
  var nameProblem: String?
  /// The route map.
  var map: RouteMap
  /// "Total distance: 13.4 km".
  var totalDistance: String
  /// One line per leg, in order.
  var legs: [LegRow]
  /// The stops, numbered, in order.
  var stops: [StopRow]
  /// The selected stop, if any.
  var selectedStopID: Stop.ID?
  /// The question asked before a stop is deleted, while it is open.
  var deletePrompt: String?
  /// The open "Move to…" question, nil when closed.
  var movePrompt: MovePrompt?

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
    stops.isEmpty ? "No stops to delete" : selectedIndex == nil ? "Select a stop first" : nil
  }

  /// Why "Move up" is disabled, nil when it is enabled.
  var moveUpDisabledReason: String? {
    guard let index = selectedIndex else { return "Select a stop first" }
    return index == 0 ? "The first stop cannot move up" : nil
  }

  /// Why "Move to…" is disabled, nil when it is enabled.
  var moveToDisabledReason: String? {
    guard selectedIndex != nil else { return "Select a stop first" }
    return stops.count < 2 ? TripDetailCopy.nowhereToMove : nil
  }

  /// Why "Reverse route" is disabled, nil when it is enabled.
  var reverseDisabledReason: String? {
    stops.count < 2 ? TripDetailCopy.nothingToReverse : nil
  }

  /// Why "Move down" is disabled, nil when it is enabled.
  var moveDownDisabledReason: String? {
    guard let index = selectedIndex else { return "Select a stop first" }
    return index == stops.count - 1 ? "The last stop cannot move down" : nil
  }
}

extension TripDetailViewModel {
  /// What the screen shows for a trip that does not exist (for the moment before it is closed).
  static func missing(units: DistanceUnit) -> TripDetailViewModel {
    TripDetailViewModel(
      title: TripDetailCopy.missingTrip, nameText: "", nameProblem: nil,
      map: RouteMap(stops: [], units: units),
      totalDistance: TripDetailCopy.totalDistance(units.format(meters: 0)), legs: [], stops: [],
      selectedStopID: nil, deletePrompt: nil)
  }
}

// MARK: - Building

extension TripDetailViewModel {
  /// The view-model of `trip` shown in `units`, with the field's text and selection.
  init(
    trip: Trip, units: DistanceUnit, nameText: String, nameProblem: String?,
    selectedStopID: Stop.ID?, deletePrompt: String?
  ) {
    title = trip.name
    self.nameText = nameText
    self.nameProblem = nameProblem
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
    self.selectedStopID = selectedStopID
    self.deletePrompt = deletePrompt
  }

  /// "9.  Name" / "10. Name": names line up after the numbers.
  private static func stopText(_ index: Int, _ name: String, _ numberWidth: Int) -> String {
    let number = String(index + 1) + "."
    let padding = String(repeating: " ", count: max(0, numberWidth + 1 - number.count))
    return number + padding + " " + name
  }
}
