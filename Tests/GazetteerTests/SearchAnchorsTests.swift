import Foundation
import Geo
import PlaceSearch
import TestSupport
import Testing

@testable import Gazetteer

/// A result's distance to the nearest of a trip's stops (what ranks places near the trip first) is
/// the same from the anchors' tree as from trying every anchor, for trips of a few stops, of
/// thousands, and of many stops at the same place.
@Suite("Search anchors")
struct SearchAnchorsTests {
  @Test("the nearest anchor's distance equals a search of every anchor", arguments: [1, 2, 7, 300, 5_000])
  func nearestIsExact(count: Int) {
    var random = SplitMix64(seed: UInt64(count) * 0x9E37)
    var anchors = (0..<count).map { _ in
      Coordinate(
        latitude: Double.random(in: -89...89, using: &random),
        longitude: Double.random(in: -180...180, using: &random))
    }
    anchors += anchors.prefix(count / 3)  // stops at the same place
    let tree = SearchAnchors(SearchContext(anchors: anchors))
    for _ in 0..<400 {
      let latitude = Double.random(in: -90...90, using: &random)
      let longitude = Double.random(in: -180...180, using: &random)
      let everyAnchor = anchors.map { Geodesic.sphericalKilometers(latitude, longitude, $0) }.min() ?? 0
      #expect(abs(tree.kilometers(latitude: latitude, longitude: longitude) - everyAnchor) < 1e-6)
    }
  }

  @Test("a place by the rest of the trip counts twice as far as it is; by an anchor, as far as it is")
  func restOfTheTrip() {
    let santaBarbara = Coordinate(latitude: 34.42, longitude: -119.70)
    let monterey = Coordinate(latitude: 36.60, longitude: -121.89)
    let anchors = SearchAnchors(SearchContext(anchors: [santaBarbara], trip: [monterey]))
    let anchorOnly = SearchAnchors(SearchContext(anchors: [santaBarbara]))
    let tripOnly = SearchAnchors(SearchContext(anchors: [], trip: [monterey]))
    // Carmel-by-the-Sea: 5 km from Monterey, about 320 km from Santa Barbara.
    let carmel = (latitude: 36.55524, longitude: -121.92329)
    let fromMonterey = tripOnly.kilometers(latitude: carmel.latitude, longitude: carmel.longitude)
    let carmelToMonterey = Geodesic.sphericalKilometers(carmel.latitude, carmel.longitude, monterey)
    #expect(abs(fromMonterey - 2 * carmelToMonterey) < 1e-6)
    #expect(anchors.kilometers(latitude: carmel.latitude, longitude: carmel.longitude) == fromMonterey)
    #expect(anchorOnly.kilometers(latitude: carmel.latitude, longitude: carmel.longitude) > 300)
    // At Santa Barbara itself the anchor's own distance wins.
    #expect(anchors.kilometers(latitude: 34.42, longitude: -119.70) < 1e-6)
    #expect(SearchAnchors(.none).kilometers(latitude: 0, longitude: 0) == 0)
  }

  @Test("a long trip winding across one region: places near any stop are near")
  func denseTrip() {
    let stops = (0..<20_000).map { index in
      Coordinate(latitude: 32 + Double(index % 23) * 0.4, longitude: -121 + Double(index % 2_003) * 0.01)
    }
    let tree = SearchAnchors(SearchContext(anchors: stops))
    #expect(tree.kilometers(latitude: stops[12_345].latitude, longitude: stops[12_345].longitude) < 1e-6)
    #expect(tree.kilometers(latitude: 35.6762, longitude: 139.6503) > 8_000)  // Tokyo
  }
}

extension Geodesic {
  /// Kilometres between two points on the mean-radius sphere (haversine), as a plain reference.
  fileprivate static func sphericalKilometers(_ latitude: Double, _ longitude: Double, _ other: Coordinate)
    -> Double
  {
    let radians = Double.pi / 180
    let dLat = (other.latitude - latitude) * radians
    let dLon = (other.longitude - longitude) * radians
    let a =
      sin(dLat / 2) * sin(dLat / 2)
      + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * asin(min(1, a.squareRoot())) * Bearing.meanEarthRadius / 1_000
  }
}
