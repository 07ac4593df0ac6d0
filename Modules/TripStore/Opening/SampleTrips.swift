import Geo
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The two trips the default store starts with (coordinates from GeoNames).
enum SampleTrips {
  /// The sample trips in list order (top first).
  static func make() throws(ValidationError) -> [Trip] {
    [
      try trip(
        1, "Pacific Coast",
        [
          ("Monterey", 36.60024, -121.89468),
          ("Carmel", 36.55524, -121.92329),
          ("Big Sur", 36.27040, -121.80810),
          ("San Luis Obispo", 35.28275, -120.65962),
          ("Santa Barbara", 34.42083, -119.69819),
        ]),
      try trip(
        2, "京都 → 大阪",
        [
          ("京都", 35.02107, 135.75385),
          ("宇治", 34.89044, 135.80325),
          ("奈良", 34.68505, 135.80485),
          ("大阪", 34.69379, 135.50107),
        ]),
    ]
  }

  private static func trip(
    _ number: Int, _ name: String, _ places: [(String, Double, Double)]
  ) throws(ValidationError) -> Trip {
    let tripID = fixedID(number, 0)
    var stops: [Stop] = []
    for (index, place) in places.enumerated() {
      let stopID = StopID(fixedID(number, index + 1))
      stops.append(
        try Stop(
          id: stopID, name: place.0,
          coordinate: Coordinate(latitude: place.1, longitude: place.2)))
    }
    return try Trip(id: TripID(tripID), name: name, stops: stops)
  }

  /// A fixed id, so that the sample trips are the same in every store (and in deep links).
  private static func fixedID(_ trip: Int, _ stop: Int) -> UUID {
    let text =
      "5A3D1E00-0000-4000-8000-0000" + NumberText.hex(trip, width: 4) + NumberText.hex(stop, width: 4)
    return CanonicalUUID.parse(text) ?? UUID()
  }
}
