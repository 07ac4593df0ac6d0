import Foundation
import Testing

@testable import Gazetteer
@testable import Geo
@testable import PlaceSearch

@Suite("Reverse geocoding", .timeLimit(.minutes(10)))
struct ReverseGeocodingTests {
  private let gazetteer = BundledGazetteer.instance

  /// The point `meters` from `start` at `bearing` degrees (on the sphere).
  private func destination(_ start: Coordinate, meters: Double, bearing: Double) -> Coordinate {
    let radius = Bearing.meanEarthRadius
    let angle = meters / radius
    let theta = bearing * .pi / 180
    let lat1 = start.latitude * .pi / 180
    let lon1 = start.longitude * .pi / 180
    let lat2 = asin(sin(lat1) * cos(angle) + cos(lat1) * sin(angle) * cos(theta))
    let lon2 = lon1 + atan2(sin(theta) * sin(angle) * cos(lat1), cos(angle) - sin(lat1) * sin(lat2))
    return Coordinate(latitude: lat2 * 180 / .pi, longitude: lon2 * 180 / .pi)
  }

  @Test("a spot on Highway 1 at Big Sur is “near Big Sur”")
  func nearBigSur() async throws {
    let found = try #require(
      try await gazetteer.nearest(to: Coordinate(latitude: 36.272, longitude: -121.81)))
    #expect(found.place.geonameID == 5_328_563)
    #expect(found.distance < 500)
    #expect(found.phrase() == "near Big Sur")
  }

  @Test("12 km north-east of Salinas, among towns of 100,000+, reads “12 km NE of Salinas”")
  func northEastOfSalinas() async throws {
    let salinas = Coordinate(latitude: 36.67774, longitude: -121.6555)
    let spot = destination(salinas, meters: 12_000, bearing: 45)
    let found = try #require(try await gazetteer.nearest(to: spot, minimumPopulation: 100_000))
    #expect(found.place.geonameID == 5_391_295)
    #expect(abs(found.distance - 12_000) < 50)
    #expect(found.phrase() == "12 km NE of Salinas")
    #expect(found.phrase(units: .miles) == "7 mi NE of Salinas")
  }

  @Test("the k-d tree agrees with a scan of every place, poles and the 180th meridian included")
  func agreesWithScan() async throws {
    let index = GazetteerIndex(data: try GazetteerData.builtIn())
    let coordinates: [Coordinate] = index.withView { view in
      (0..<index.count).map {
        Coordinate(
          latitude: Double(view.latitude($0)) / GazetteerFormat.coordinateScale,
          longitude: Double(view.longitude($0)) / GazetteerFormat.coordinateScale)
      }
    }
    var queries = [
      Coordinate(latitude: 90, longitude: 0), Coordinate(latitude: -90, longitude: 0),
      Coordinate(latitude: -16.8, longitude: 179.999), Coordinate(latitude: -16.8, longitude: -179.999),
      Coordinate(latitude: 65.6, longitude: -168.1), Coordinate(latitude: 0, longitude: 0),
    ]
    var state: UInt64 = 12
    for _ in 0..<60 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let a = Double(state >> 11) / Double(1 << 53)
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let b = Double(state >> 11) / Double(1 << 53)
      queries.append(Coordinate(latitude: asin(2 * a - 1) * 180 / .pi, longitude: 360 * b - 180))
    }
    for query in queries {
      let found = try #require(try await gazetteer.nearest(to: query))
      let target = NearestPlaceIndex.vector(latitude: query.latitude, longitude: query.longitude)
      var nearest = coordinates[0]
      var nearestChord = Double.infinity
      for coordinate in coordinates {
        let v = NearestPlaceIndex.vector(latitude: coordinate.latitude, longitude: coordinate.longitude)
        let chord =
          (v.0 - target.0) * (v.0 - target.0) + (v.1 - target.1) * (v.1 - target.1)
          + (v.2 - target.2) * (v.2 - target.2)
        if chord < nearestChord { (nearest, nearestChord) = (coordinate, chord) }
      }
      let best = Bearing.sphericalDistance(from: nearest, to: query)
      #expect(
        abs(found.distance - best) < 50,
        "\(query): \(found.place.name) at \(found.distance) m, best \(best) m")
    }
  }

  @Test("an invalid coordinate or an unreachable population finds nothing")
  func nothing() async throws {
    #expect(try await gazetteer.nearest(to: Coordinate(latitude: .nan, longitude: 0)) == nil)
    #expect(
      try await gazetteer.nearest(to: Coordinate(latitude: 0, longitude: 0), minimumPopulation: Int.max)
        == nil)
  }

  // MARK: - Phrases

  private static let salinas = Place(
    id: "geonames:5391295", name: "Salinas", countryCode: "US",
    coordinate: Coordinate(latitude: 36.67774, longitude: -121.6555), population: 157_380)

  @Test(
    "phrases: near within 2 km, else whole units and an eight-point direction",
    arguments: [
      (1_999.0, 90.0, "near Salinas"), (2_000, 90, "2 km E of Salinas"), (12_345, 44, "12 km NE of Salinas"),
      (12_345, 22.4, "12 km N of Salinas"), (12_345, 22.6, "12 km NE of Salinas"),
      (12_345, 359, "12 km N of Salinas"), (12_345, 180, "12 km S of Salinas"),
      (150_400, 247.5, "150 km W of Salinas"), (1_234_567, 315, "1,235 km NW of Salinas"),
    ])
  func phrases(distance: Double, bearing: Double, text: String) {
    #expect(NearbyPlace(place: Self.salinas, distance: distance, bearing: bearing).phrase() == text)
  }
}
