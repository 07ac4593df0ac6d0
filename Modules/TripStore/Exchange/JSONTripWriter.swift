import TripModels

/// Writes trips in the exchange format, pretty-printed with a fixed key order. A trip's schedule
/// (`startDate`, `departure`, `dailyDrivingMinutes`, `estimateSpeedKmh`) is written when it is not
/// the standard one, a stop's `nights` and `visitMinutes` when it is stayed at (docs/exchange.md).
enum JSONTripWriter {
  /// Appends one trip's object (without the separator before it).
  /// A leg routed in `roads` gains `"road": {"meters": M, "seconds": S}` (whole metres and seconds).
  static func write(_ trip: Trip, roads: TripRoadLegs = .none, to out: inout String) {
    let string = ExchangeFormatting.jsonString
    out += "    {\n"
    out += "      \"id\": \(string(trip.id.uuidString)),\n"
    out += "      \"name\": \(string(trip.name)),\n"
    if trip.schedule != .standard {
      let schedule = trip.schedule
      if let date = schedule.startDate { out += "      \"startDate\": \"\(date)\",\n" }
      out += "      \"departure\": \"\(schedule.departureText)\",\n"
      out += "      \"dailyDrivingMinutes\": \(schedule.dailyDrivingMinutes),\n"
      out += "      \"estimateSpeedKmh\": \(schedule.estimateSpeedKmh),\n"
    }
    out += "      \"waypoints\": ["
    for (index, stop) in trip.stops.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out += "        {\n"
      out += "          \"id\": \(string(stop.id.uuidString)),\n"
      out += "          \"name\": \(string(stop.name)),\n"
      if !stop.note.isEmpty { out += "          \"note\": \(string(stop.note)),\n" }
      if stop.stay != .passingThrough {
        out += "          \"nights\": \(stop.stay.nights),\n"
        out += "          \"visitMinutes\": \(stop.stay.visitMinutes),\n"
      }
      out +=
        "          \"location\": { \"latitude\": \(ExchangeFormatting.degrees(stop.coordinate.latitude)), "
      out += "\"longitude\": \(ExchangeFormatting.degrees(stop.coordinate.longitude)) }\n"
      out += "        }"
    }
    out += trip.stops.isEmpty ? "],\n" : "\n      ],\n"
    let legs = trip.legMeters
    out += "      \"legs\": ["
    for (index, meters) in legs.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      out += "        { \"from\": \(string(trip.stops[index].id.uuidString)), "
      out += "\"to\": \(string(trip.stops[index + 1].id.uuidString)), "
      out += "\"meters\": \(ExchangeFormatting.meters(meters))"
      if let road = roads.leg(index) {
        out += ", \"road\": { \"meters\": \(ExchangeFormatting.whole(road.meters)), "
        out += "\"seconds\": \(ExchangeFormatting.whole(road.seconds)) }"
      }
      out += " }"
    }
    out += legs.isEmpty ? "],\n" : "\n      ],\n"
    out += "      \"totalMeters\": \(ExchangeFormatting.meters(legs.reduce(0, +)))\n"
    out += "    }"
  }
}
