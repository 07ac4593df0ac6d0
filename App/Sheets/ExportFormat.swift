import TripStore

/// What the Export sheet writes: one of the exchange formats, or the trip's itinerary as an
/// iCalendar file (`ics`, docs/itinerary.md), which only a trip with a start date has.
enum ExportFormat: String, CaseIterable, Sendable {
  /// The JSON exchange document.
  case json
  /// GPX 1.1.
  case gpx
  /// KML 2.2.
  case kml
  /// GeoJSON.
  case geojson
  /// CSV.
  case csv
  /// The itinerary as a calendar (RFC 5545).
  case ics

  /// The exchange format, nil for the calendar.
  var exchange: TripExchange.Format? { TripExchange.Format(rawValue: rawValue) }

  /// The format a file name's extension names (an exchange format's, or `.ics`), nil for any other.
  init?(fileExtensionOf path: String) {
    if let format = TripExchange.Format(fileExtensionOf: path) {
      self.init(rawValue: format.rawValue)
    } else if FilePath.pathExtension(of: path).lowercased() == Self.ics.rawValue {
      self = .ics
    } else {
      return nil
    }
  }

  /// The file name extension written for the format.
  var fileExtension: String { rawValue }
}
