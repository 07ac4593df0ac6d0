import Geo
import TripModels

/// The stop list's rows, built one at a time when a row is shown (a trip of 100,000 stops costs
/// the rows on screen): a lazy collection over the stops read a page at a time.
struct TripDetailStopRows: Equatable {
  /// Where the stops are read.
  let reader: TripDetailRowReader
  /// How many stops there are.
  let endIndex: Int
  /// The first row's position.
  var startIndex: Int { 0 }
  /// Which read of the trip's stops this is (a change to the stops makes a new one).
  let revision: Int

  /// The read of the stops these rows show.
  var read: StopsRead { StopsRead(reader, revision: revision) }

  /// Equal when they are the same read of the stops (``StopsRead``), not when their stops are.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.read == rhs.read && lhs.endIndex == rhs.endIndex
  }
}

extension TripDetailStopRows: @MainActor RandomAccessCollection {
  /// The row of the stop at `position`.
  @MainActor subscript(position: Int) -> TripDetailViewModel.StopRow {
    let numberWidth = String(endIndex).count
    let row = reader.stopRow(at: position, revision: revision) {
      reader.stop(at: position).map { stop in
        TripDetailViewModel.StopRow(
          id: stop.id, name: stop.name, text: TripDetailViewModel.stopText(position, stop.name, numberWidth),
          coordinate: stop.coordinate.formatted(), note: stop.note)
      }
    }
    return row
      ?? TripDetailViewModel.StopRow(
        id: StopID(), name: TripDetailCopy.unreadStop,
        text: TripDetailViewModel.stopText(position, TripDetailCopy.unreadStop, numberWidth), coordinate: "",
        note: "")
  }
}

/// The legs list's rows, built one at a time when a leg is shown: names from the stops read a page
/// at a time, the distance measured between the two coordinates.
struct TripDetailLegRows: Equatable {
  /// Where the stops are read.
  let reader: TripDetailRowReader
  /// Every stop's coordinate, in trip order.
  let coordinates: [Coordinate]
  /// The unit distances are shown in.
  let units: DistanceUnit
  /// Which read of the trip's stops this is.
  let revision: Int
  /// The legs' road figures, nil when none are shown.
  var roads: TripRoads?
  /// Each leg's distance text with `roads` (``TripDetailState/roadTexts``, written when they
  /// change), so a frame does not measure and write every leg again.
  var roadTexts: [String] = []
  /// The first leg's position.
  var startIndex: Int { 0 }
  /// One leg between each pair of consecutive stops.
  var endIndex: Int { Swift.max(0, coordinates.count - 1) }

  /// The read of the stops these legs join.
  var read: StopsRead { StopsRead(reader, revision: revision) }

  /// Equal when they are the same read of the stops (``StopsRead``) in the same units with the same
  /// roads, not when their stops are.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.read == rhs.read && lhs.units == rhs.units && lhs.coordinates.count == rhs.coordinates.count
      && lhs.roads == rhs.roads
  }

  /// These rows showing `roads` (nil: straight lines only), whose legs' texts are `texts`.
  func with(roads: TripRoads?, texts: [String]) -> TripDetailLegRows {
    var copy = self
    copy.roads = roads
    copy.roadTexts = roads == nil ? [] : texts
    return copy
  }
}

extension TripDetailLegRows: @MainActor RandomAccessCollection {
  /// The leg from the stop at `position` to the next one.
  @MainActor subscript(position: Int) -> TripDetailViewModel.LegRow {
    let meters = { Geodesic.distance(from: coordinates[position], to: coordinates[position + 1]) }
    let row = reader.legRow(at: position, revision: revision) {
      guard let from = reader.stop(at: position), let to = reader.stop(at: position + 1) else { return nil }
      return TripDetailViewModel.LegRow(
        id: position, numbers: Self.numbers(position), fromName: from.name, toName: to.name,
        distance: units.format(meters: meters()))
    }
    let read =
      row
      ?? TripDetailViewModel.LegRow(
        id: position, numbers: Self.numbers(position), fromName: TripDetailCopy.unreadStop,
        toName: TripDetailCopy.unreadStop, distance: units.format(meters: meters()))
    guard let roads else { return read }
    let distance =
      roadTexts.indices.contains(position)
      ? roadTexts[position] : roads.text(ofLeg: position, straightMeters: meters(), units: units)
    return TripDetailViewModel.LegRow(
      id: position, numbers: read.numbers, fromName: read.fromName, toName: read.toName, distance: distance)
  }

  /// "1 → 2": the numbers of the leg's stops.
  private static func numbers(_ position: Int) -> String { "\(position + 1) → \(position + 2)" }
}
