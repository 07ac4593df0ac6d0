import Geo
import TripModels

/// One trip as the list shows it: display-ready text for each column (a row of the view-model, read
/// lazily through ``TripListPresenter/row(at:)``).
struct TripListRow: Identifiable, Equatable, Sendable {
  /// The trip's id.
  let id: Trip.ID
  /// The trip's name.
  let name: String
  /// How many stops the trip has.
  let stopCount: Int
  /// "1 stop", "3 stops".
  let stops: String
  /// The total distance in the chosen unit ("250 km"), as the trip's screen last showed it: by road
  /// where legs are routed, the straight line elsewhere.
  let distance: String
  /// "First → Last", the single stop's name, or "No stops"; led by the drive time when every leg is
  /// by road ("4 h 35 min · First → Last"), or by how many legs the total counts as straight lines
  /// when some are ("1 leg straight line · First → Last": their drive time is not known).
  let route: String
  /// Whether the trip has at least one stop.
  let hasStops: Bool

  /// Formats `summary` for display in `units`.
  init(_ summary: TripSummary, units: DistanceUnit) {
    id = summary.id
    name = summary.name
    stopCount = summary.stopCount
    stops = Self.stopCount(summary.stopCount)
    distance = units.format(meters: summary.road?.meters ?? summary.totalMeters)
    hasStops = summary.stopCount > 0
    let route = Self.route(first: summary.firstStopName, last: summary.lastStopName, count: summary.stopCount)
    self.route =
      summary.road.map { road in
        road.isWhollyByRoad
          ? TripListCopy.drive(DriveTime.text(seconds: road.seconds), route: route)
          : TripListCopy.straightLegs(road.straightLegs, route: route)
      } ?? route
  }

  // MARK: - Formatting

  /// "1 stop" or "N stops".
  static func stopCount(_ count: Int) -> String {
    TripListCopy.stopCount(count)
  }

  /// "First → Last"; a single stop's name when the trip has one; "No stops" when it has none.
  static func route(first: String?, last: String?, count: Int) -> String {
    guard count > 0, let first else { return TripListCopy.noStops }
    guard count > 1, let last else { return first }
    return TripListCopy.route(from: first, to: last)
  }
}
