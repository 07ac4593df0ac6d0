import Geo
import TripModels

/// Writes trips as KML 2.2: a Document with one Folder per trip; in it one Placemark per stop (a
/// Point, its name, its note as the description), then, for a trip of two or more stops, one
/// Placemark with the trip's LineString through its stops (along the road of each routed leg,
/// straight segments between the others).
enum KMLTripWriter {
  /// The document's start.
  static let start = """
    <?xml version="1.0" encoding="UTF-8"?>
    <kml xmlns="http://www.opengis.net/kml/2.2">
    <Document>
      <name>RoadTrip</name>

    """

  /// The document's end.
  static let end = "</Document>\n</kml>\n"

  /// Appends one trip's Folder.
  static func write(_ trip: Trip, roads: TripRoadLegs = .none, to out: inout String) {
    let xml = ExchangeFormatting.xml
    out += "  <Folder>\n    <name>\(xml(trip.name))</name>\n"
    for stop in trip.stops {
      out += "    <Placemark>\n      <name>\(xml(stop.name))</name>\n"
      if !stop.note.isEmpty { out += "      <description>\(xml(stop.note))</description>\n" }
      out += "      <Point><coordinates>\(position(stop))</coordinates></Point>\n"
      out += "    </Placemark>\n"
    }
    if trip.stops.count >= 2 {
      let line = roads.line(through: trip.stops.map(\.coordinate)).map(position).joined(separator: " ")
      out += "    <Placemark>\n      <name>\(xml(trip.name))</name>\n"
      out += "      <LineString><tessellate>1</tessellate><coordinates>\(line)</coordinates></LineString>\n"
      out += "    </Placemark>\n"
    }
    out += "  </Folder>\n"
  }

  /// `longitude,latitude` as KML writes a position.
  private static func position(_ stop: Stop) -> String {
    position(stop.coordinate)
  }

  /// `longitude,latitude` as KML writes a position.
  private static func position(_ coordinate: Coordinate) -> String {
    ExchangeFormatting.decimalDegrees(coordinate.longitude) + ","
      + ExchangeFormatting.decimalDegrees(coordinate.latitude)
  }
}
