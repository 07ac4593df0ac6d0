import Geo
import TripModels

/// Writes trips as GeoJSON (RFC 7946): one FeatureCollection; each stop a Point Feature with the
/// properties `trip`, `tripId`, `position` (from 1), `name`, `note`, `nights` and `visitMinutes`; then each trip of two or
/// more stops one LineString Feature through its stops (`trip`, `tripId`, `kind: "route"`,
/// `meters`: the geodesic length). Positions are `[longitude, latitude]` with at most 6 decimals
/// (about 10 cm); there is no `crs` member (RFC 7946 coordinates are always WGS 84).
enum GeoJSONTripWriter {
  /// The document's start.
  static let start = "{\"type\": \"FeatureCollection\", \"features\": ["

  /// The document's end, given whether any feature was written.
  static func end(wroteFeatures: Bool) -> String { wroteFeatures ? "\n]}\n" : "]}\n" }

  /// Appends one trip's features; `first` says whether no feature precedes them (and becomes false
  /// once one is written).
  /// Where `roads` has routed legs, the LineString follows their roads and gains `roadMeters` and
  /// `roadSeconds` (the routed legs' sums, whole numbers) and `routedLegs` (how many are routed).
  static func write(_ trip: Trip, roads: TripRoadLegs = .none, to out: inout String, first: inout Bool) {
    let json = ExchangeFormatting.jsonString
    let common = "\"trip\": \(json(trip.name)), \"tripId\": \"\(trip.id.uuidString)\""
    func feature(_ geometry: String, _ properties: String) {
      out += first ? "\n" : ",\n"
      first = false
      out += "{\"type\": \"Feature\", \"geometry\": \(geometry), \"properties\": {\(properties)}}"
    }
    for (index, stop) in trip.stops.enumerated() {
      feature(
        "{\"type\": \"Point\", \"coordinates\": \(position(stop.coordinate))}",
        common + ", \"position\": \(index + 1), \"name\": \(json(stop.name)), \"note\": \(json(stop.note))"
          + ", \"nights\": \(stop.stay.nights), \"visitMinutes\": \(stop.stay.visitMinutes)")
    }
    guard trip.stops.count >= 2 else { return }
    let line = roads.line(through: trip.stops.map(\.coordinate)).map(position).joined(separator: ", ")
    var properties =
      common + ", \"kind\": \"route\", \"meters\": \(ExchangeFormatting.meters(trip.totalMeters))"
    let routed = roads.legs.compactMap { $0 }
    if !routed.isEmpty {
      properties += ", \"roadMeters\": \(ExchangeFormatting.whole(routed.reduce(0) { $0 + $1.meters }))"
      properties += ", \"roadSeconds\": \(ExchangeFormatting.whole(routed.reduce(0) { $0 + $1.seconds }))"
      properties += ", \"routedLegs\": \(routed.count)"
    }
    feature("{\"type\": \"LineString\", \"coordinates\": [\(line)]}", properties)
  }

  /// `[longitude, latitude]`, 6 decimals at most.
  static func position(_ coordinate: Coordinate) -> String {
    "[\(degrees(coordinate.longitude)), \(degrees(coordinate.latitude))]"
  }

  private static func degrees(_ value: Double) -> String {
    var text = NumberText.fixed(value, decimals: 6)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
