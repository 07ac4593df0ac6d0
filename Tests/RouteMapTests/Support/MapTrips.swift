import Geo

@testable import RouteMap

/// Trips for the map tests: the two sample trips, the hard cases of projecting, and a crowd.
enum MapTrips {
  /// The map tests' trips by name (the golden files are named after them).
  static let all: [(name: String, map: RouteMap)] = [
    ("pacific-coast", pacificCoast), ("kansai", kansai), ("antimeridian", antimeridian),
    ("polar", polar), ("one-stop", oneStop), ("coincident", coincident), ("seventy", seventy),
    ("city-round", cityRound),
  ]

  /// The first sample trip: Monterey → Santa Barbara.
  static let pacificCoast = map([
    ("Monterey", 36.60024, -121.89468), ("Carmel", 36.55524, -121.92329),
    ("Big Sur", 36.27040, -121.80810), ("San Luis Obispo", 35.28275, -120.65962),
    ("Santa Barbara", 34.42083, -119.69819),
  ])

  /// The second sample trip: 京都 → 宇治 → 奈良 → 大阪.
  static let kansai = map([
    ("京都", 35.02107, 135.75385), ("宇治", 34.89044, 135.80325), ("奈良", 34.68505, 135.80485),
    ("大阪", 34.69379, 135.50107),
  ])

  /// Across the antimeridian: Tokyo → Honolulu → Los Angeles.
  static let antimeridian = map([
    ("Tokyo", 35.6895, 139.69171), ("Honolulu", 21.30694, -157.85833),
    ("Los Angeles", 34.05223, -118.24368),
  ])

  /// Near the north pole: Tromsø → Longyearbyen → Ny-Ålesund → Qaanaaq.
  static let polar = map([
    ("Tromsø", 69.6489, 18.95508), ("Longyearbyen", 78.2186, 15.64007), ("Ny-Ålesund", 78.9236, 11.9263),
    ("Qaanaaq", 77.4670, -69.2285),
  ])

  /// One stop: Kyoto.
  /// A day's round of Helsinki, 3 km from north to south: fitted, it fills the map.
  static let cityRound = map([
    ("Rautatientori", 60.1708, 24.9414), ("Kaivopuisto", 60.1565, 24.9560), ("Töölö", 60.1830, 24.9210),
    ("Kallio", 60.1841, 24.9500),
  ])
  static let oneStop = map([("Kyoto", 35.02107, 135.75385)])

  /// Two stops in one place.
  static let coincident = map([("Paris", 48.85341, 2.3488), ("Paris again", 48.85341, 2.3488)])

  /// Seventy stops winding east across the United States.
  static let seventy = map(
    (0..<70).map { (index: Int) -> (String, Double, Double) in
      let latitude: Double = 34 + Double(index % 10) * 0.6
      let longitude: Double = -118 + Double(index) * 0.5
      return ("Stop \(index + 1)", latitude, longitude)
    })

  /// A map of named stops.
  static func map(_ stops: [(String, Double, Double)]) -> RouteMap {
    RouteMap(
      stops: stops.map { (name: String, latitude: Double, longitude: Double) -> RouteMap.Stop in
        RouteMap.Stop(name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude))
      })
  }
}
