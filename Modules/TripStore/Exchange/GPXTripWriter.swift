import TripModels

/// Writes trips as GPX 1.1: one `<rte>` per trip, one `<rtept>` per stop.
enum GPXTripWriter {
  /// The GPX document for `trips`, ending with a newline.
  static func document(_ trips: [Trip]) -> String {
    var writer = TripExportWriter(format: .gpx)
    var out = writer.start()
    for trip in trips { out += writer.trip(trip) }
    return out + writer.end()
  }

  /// The document's start: the XML declaration and the `<gpx>` element.
  static let start = """
    <?xml version="1.0" encoding="UTF-8"?>
    <gpx version="1.1" creator="RoadTrip" xmlns="http://www.topografix.com/GPX/1/1">

    """

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
