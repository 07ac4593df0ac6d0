import TripModels

/// Writes trips as GPX 1.1: one `<rte>` per trip, one `<rtept>` per stop; after every route, one
/// `<trk>` per trip with road figures, a `<trkseg>` per leg along its road (GPX puts tracks after
/// routes).
enum GPXTripWriter {
  /// The document's start: the XML declaration and the `<gpx>` element.
  static let start = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="RoadTrip" xmlns="http://www.topografix.com/GPX/1/1">

    """

  /// The `<type>` of a `<trk>` that is the road of the `<rte>` of the same name (import skips it).
  static let roadTrackType = "RoadTrip road"

  /// The namespace of the road figures a `<trkseg>` carries in its `<extensions>`.
  static let roadNamespace = "urn:roadtrip:road:1"

  /// Appends the `<trk>` of a trip with a routed leg: one `<trkseg>` per leg, along the road where
  /// routed (its `<extensions>` holding the road metres and seconds, whole) and the straight
  /// segment between the two stops elsewhere; nothing for a trip without road figures.
  static func writeRoad(_ trip: Trip, roads: TripRoadLegs, to out: inout String) {
    guard roads.isRouted else { return }
    out += "  <trk>\n    <name>\(ExchangeFormatting.xml(trip.name))</name>\n"
    out += "    <type>\(roadTrackType)</type>\n"
    for (index, (from, to)) in zip(trip.stops, trip.stops.dropFirst()).enumerated() {
      out += "    <trkseg>\n"
      let road = roads.leg(index)
      let points = road.map(\.shape).flatMap { $0.count >= 2 ? $0 : nil } ?? [from.coordinate, to.coordinate]
      for point in points {
        let latitude = ExchangeFormatting.decimalDegrees(point.latitude)
        let longitude = ExchangeFormatting.decimalDegrees(point.longitude)
        out += "      <trkpt lat=\"\(latitude)\" lon=\"\(longitude)\"/>\n"
      }
      if let road {
        out += "      <extensions><road:leg xmlns:road=\"\(roadNamespace)\" "
        out += "meters=\"\(ExchangeFormatting.whole(road.meters))\" "
        out += "seconds=\"\(ExchangeFormatting.whole(road.seconds))\"/></extensions>\n"
      }
      out += "    </trkseg>\n"
    }
    out += "  </trk>\n"
  }

  /// Appends one trip's `<rte>`; `times[i]`, when there is one, is stop `i`'s `<time>` (an
  /// ISO 8601 UTC time: the planned arrival, docs/itinerary.md).
  static func write(_ trip: Trip, times: [String?] = [], to out: inout String) {
    let xml = ExchangeFormatting.xml
    out += "  <rte>\n    <name>\(xml(trip.name))</name>\n"
    for (index, stop) in trip.stops.enumerated() {
      let latitude = ExchangeFormatting.decimalDegrees(stop.coordinate.latitude)
      let longitude = ExchangeFormatting.decimalDegrees(stop.coordinate.longitude)
      out += "    <rtept lat=\"\(latitude)\" lon=\"\(longitude)\">\n"
      if index < times.count, let time = times[index] { out += "      <time>\(xml(time))</time>\n" }
      out += "      <name>\(xml(stop.name))</name>\n"
      if !stop.note.isEmpty { out += "      <desc>\(xml(stop.note))</desc>\n" }
      out += "    </rtept>\n"
    }
    out += "  </rte>\n"
  }
}
