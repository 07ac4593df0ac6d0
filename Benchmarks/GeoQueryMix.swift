import Geo
import PlaceSearch

/// The realistic query mix of the geo benchmarks: what people type into the stop editor's Search
/// field while planning road trips — whole names, names cut where people pause, one-typo names,
/// other scripts, "name, region" and pasted coordinates — not only short prefixes.
enum GeoQueryMix {
  static let queries: [String] = [
    // Whole names: towns a road trip passes, and big cities.
    "Monterey", "Carmel-by-the-Sea", "Big Sur", "San Luis Obispo", "Santa Barbara", "Salinas", "Moab",
    "Tusayan", "Yosemite Valley", "Hallstatt", "Zermatt", "Interlaken", "Kyoto", "Nara", "Osaka",
    "San Francisco", "Los Angeles", "New York City", "Chicago", "Reykjavik", "Vik", "Lisbon", "Porto",
    "Seville", "Granada", "Florence", "Siena", "Dubrovnik", "Split", "Queenstown", "Wanaka", "Banff",
    "Jasper", "Flagstaff", "Page", "Kanab", "Springdale", "Bishop", "Lone Pine", "Death Valley",
    // Names cut where people pause while typing.
    "mont", "carm", "san lu", "santa b", "sali", "yosem", "hallst", "zerm", "kyo", "osa", "san fr",
    "los an", "chic", "reykj", "lisb", "sevil", "flor", "dubr", "queens", "banf", "flag", "spring",
    "lone p", "death", "grand c", "napa", "sonom", "mend", "euro", "bord",
    // One typo.
    "Montery", "Salnas", "Yosemte Valley", "Halstatt", "Kyotp", "San Fransisco", "Los Angelas",
    "Chicgao", "Reykjavk", "Lisbn", "Florance", "Dubrovnk", "Queenstwon", "Flagstaf", "Zermat",
    "Barcelnoa", "Amsterdma", "Edinburg", "Munchen", "Zurihc",
    // Other scripts.
    "京都", "大阪", "東京", "北京", "서울", "부산", "Москва", "Санкт-Петербург", "Αθήνα", "القاهرة",
    "חיפה", "मुंबई", "กรุงเทพ", "モスクワ", "Zürich", "Kraków", "São Paulo", "Saint-Étienne",
    // Ambiguous names, and a region after a comma.
    "springfield", "portland", "paris", "san jose", "springfield, illinois", "portland, maine",
    "paris, texas", "london, canada", "athens", "washington", "columbus", "richmond",
    // Pasted coordinates.
    "36.6, -121.9", "36.27 -121.81", "35.02°N 135.75°E", "48°51′24″N 2°21′03″E",
    "33°52'S 151°12'E", "47°33.7′N 13°38.9′E",
    // State codes, abbreviations, kana, exonyms.
    "springfield, il", "portland, me", "cambridge, uk", "paris, fr", "newcastle, nsw", "nyc", "sf", "la",
    "とうきょう", "キョウト", "おおさか", "bombay", "cologne", "hanover",
  ]

  /// Trips the context searches are typed in: their stops' coordinates.
  static let trips: [String: [(Double, Double)]] = [
    "swiss": [(47.37, 8.55), (47.05, 8.31)],
    "california": [(37.77, -122.42), (36.60, -121.89), (34.05, -118.24)],
    "newengland": [(42.36, -71.06), (43.66, -70.26)],
    "uk": [(51.51, -0.13), (51.75, -1.26)],
    "texas": [(32.78, -96.80), (30.27, -97.74)],
    "germany": [(52.37, 9.73), (52.27, 10.52), (50.94, 6.96)],
  ]

  /// Searches typed in a trip: the same names resolve to the place near it.
  static let contextQueries: [(query: String, trip: String)] = [
    ("interlaken", "swiss"), ("interlaken", "california"), ("lucerne", "swiss"), ("inter", "swiss"),
    ("carmel", "california"), ("santa barbara", "california"), ("san", "california"), ("mont", "california"),
    ("portland", "newengland"), ("cambridge", "newengland"), ("cambridge", "uk"), ("manchester", "uk"),
    ("manchester", "newengland"), ("paris", "texas"), ("springfield", "newengland"), ("hanover", "germany"),
    ("brunswick", "germany"), ("brunswick", "newengland"), ("london", "uk"), ("bath", "uk"),
    ("interlakn", "swiss"), ("richmond", "california"), ("s", "texas"), ("bo", "newengland"),
  ]

  /// Every search of the mix with its context: the queries above without one, then the context
  /// searches.
  static var searches: [(query: String, context: SearchContext)] {
    queries.map { ($0, SearchContext.none) }
      + contextQueries.map { entry in
        let anchors = (trips[entry.trip] ?? []).map { Coordinate(latitude: $0.0, longitude: $0.1) }
        return (entry.query, SearchContext(anchors: anchors))
      }
  }

  /// Where the reverse-geocoding benchmark looks: along road trips (near the places above) and
  /// anywhere on Earth, ocean included.
  static let tripStops: [(Double, Double)] = [
    (36.6, -121.89), (36.27, -121.81), (35.28, -120.66), (34.42, -119.7), (38.57, -109.55),
    (35.97, -112.13), (37.74, -119.58), (47.56, 13.65), (46.02, 7.75), (35.02, 135.75),
    (64.13, -21.9), (38.72, -9.14), (43.77, 11.25), (42.65, 18.09), (-45.03, 168.66), (51.18, -115.57),
  ]
}
