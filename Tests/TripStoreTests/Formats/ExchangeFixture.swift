import Foundation
import Geo
import TripModels
import TripStore

/// Two trips with CJK names and notes holding what CSV, XML and JSON must escape, and the checks
/// the format tests share.
enum ExchangeFixture {
  /// "京都 → 大阪" (3 stops, notes) and "Pacific Coast, \"PCH\"" (3 stops).
  static func trips() throws -> [Trip] {
    [
      try Trip(
        name: "京都 → 大阪",
        stops: [
          try Stop(name: "京都", coordinate: Places.kyoto, note: "金閣寺, 清水寺 — “早朝”"),
          try Stop(name: "奈良 <公園>", coordinate: Places.nara, note: "鹿 & せんべい"),
          try Stop(name: "大阪", coordinate: Places.osaka),
        ]),
      try Trip(
        name: "Pacific Coast, \"PCH\"",
        stops: [
          try Stop(name: "Monterey", coordinate: Places.monterey, note: "aquarium; \"Cannery Row\""),
          try Stop(name: "Carmel", coordinate: Places.carmel),
          try Stop(name: "Big Sur", coordinate: Places.bigSur, note: "fill up, no fuel for 50 km"),
        ]),
    ]
  }

  /// The trips as names, stops and notes, coordinates rounded to 1e-6° (what every format keeps).
  static func shape(_ trips: [Trip]) -> [String] {
    trips.map { trip in
      "\(trip.name): "
        + trip.stops.map { stop in
          "\(stop.name) \(micro(stop.coordinate.latitude)),\(micro(stop.coordinate.longitude)) [\(stop.note)]"
        }.joined(separator: " | ")
    }
  }

  /// The stops only, in order, without notes: what a format keeping only places and names holds.
  static func stops(_ trips: [Trip]) -> [String] {
    trips.flatMap { trip in
      trip.stops.map { "\($0.name) \(micro($0.coordinate.latitude)),\(micro($0.coordinate.longitude))" }
    }
  }

  /// Degrees in millionths, rounded.
  static func micro(_ degrees: Double) -> Int { Int((degrees * 1_000_000).rounded()) }
}
