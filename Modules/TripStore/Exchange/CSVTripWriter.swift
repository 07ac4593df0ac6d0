import TripModels

/// Writes trips as CSV (RFC 4180, UTF-8, CR LF line ends): the header
/// `trip,position,name,latitude,longitude,note`, then one row per stop; `position` counts from 1
/// within each trip. A trip without stops has no row.
enum CSVTripWriter {
  /// The header row.
  static let start = "trip,position,name,latitude,longitude,note\r\n"

  /// Appends one trip's rows.
  static func write(_ trip: Trip, to out: inout String) {
    let tripField = CSVRecords.field(trip.name)
    for (index, stop) in trip.stops.enumerated() {
      out += tripField + ",\(index + 1)," + CSVRecords.field(stop.name) + ","
      out += ExchangeFormatting.decimalDegrees(stop.coordinate.latitude) + ","
      out += ExchangeFormatting.decimalDegrees(stop.coordinate.longitude) + ","
      out += CSVRecords.field(stop.note) + "\r\n"
    }
  }
}
