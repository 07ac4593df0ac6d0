import Foundation
import Testing

@testable import Geo

@Suite("Geodesic distance")
struct GeodesicTests {
  // MARK: - Reference

  @Test("agrees with GeographicLib to within 1 mm on every fixture pair")
  func fixture() throws {
    let pairs = try GeodesicFixture.load()
    #expect(pairs.count >= 10_000)
    var worst = (error: 0.0, line: 0)
    for pair in pairs {
      let metres = Geodesic.distance(from: pair.start, to: pair.end)
      let error = abs(metres - pair.metres)
      if !(error <= worst.error) { worst = (error, pair.line) }
    }
    #expect(worst.error < 0.001, "worst error \(worst.error) m on fixture line \(worst.line)")
  }

  @Test("the fixture covers antipodal, equatorial, polar and identical pairs")
  func fixtureCoverage() throws {
    let pairs = try GeodesicFixture.load()
    let nearlyAntipodal = pairs.filter {
      abs($0.start.latitude + $0.end.latitude) < 0.01
        && abs(abs($0.start.longitude - $0.end.longitude) - 180) < 0.01
    }
    #expect(nearlyAntipodal.count >= 500)
    #expect(pairs.filter { $0.start.latitude == 0 && $0.end.latitude == 0 }.count >= 300)
    #expect(pairs.filter { abs($0.start.latitude) == 90 || abs($0.end.latitude) == 90 }.count >= 300)
    #expect(pairs.filter { $0.start == $0.end }.count >= 100)
  }

  // MARK: - Known distances (GeographicLib values)

  @Test(
    "known distances",
    arguments: [
      (
        Coordinate(latitude: 36.60024, longitude: -121.89468),
        Coordinate(latitude: 36.55524, longitude: -121.92329), 5_611.887889
      ),  // Monterey → Carmel
      (
        Coordinate(latitude: 35.02107, longitude: 135.75385),
        Coordinate(latitude: 35.6895, longitude: 139.69171), 365_493.439952
      ),  // Kyoto → Tokyo
      (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 1), 111_319.490793),
      (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 90, longitude: 0), 10_001_965.729313),
      (Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 180), 20_003_931.458625),
    ])
  func known(start: Coordinate, end: Coordinate, metres: Double) {
    #expect(abs(Geodesic.distance(from: start, to: end) - metres) < 0.001)
  }

  // MARK: - Properties

  @Test("the distance from a point to itself is zero, and distance is symmetric")
  func zeroAndSymmetry() {
    let kyoto = Coordinate(latitude: 35.02107, longitude: 135.75385)
    let lima = Coordinate(latitude: -12.04318, longitude: -77.02824)
    #expect(Geodesic.distance(from: kyoto, to: kyoto) == 0)
    let there = Geodesic.distance(from: kyoto, to: lima)
    let back = Geodesic.distance(from: lima, to: kyoto)
    #expect(abs(there - back) < 1e-6)
  }

  @Test("longitudes are reduced: 190° is -170°")
  func longitudeWrap() {
    let a = Geodesic.distance(
      from: Coordinate(latitude: 10, longitude: 190), to: Coordinate(latitude: 20, longitude: 0))
    let b = Geodesic.distance(
      from: Coordinate(latitude: 10, longitude: -170), to: Coordinate(latitude: 20, longitude: 0))
    #expect(abs(a - b) < 1e-6)
  }

  @Test(
    "invalid coordinates give NaN, never a trap",
    arguments: [
      Coordinate(latitude: 91, longitude: 0), Coordinate(latitude: .nan, longitude: 0),
      Coordinate(latitude: 0, longitude: .infinity), Coordinate(latitude: -.infinity, longitude: 0),
    ])
  func invalid(bad: Coordinate) {
    let good = Coordinate(latitude: 1, longitude: 2)
    #expect(Geodesic.distance(from: bad, to: good).isNaN)
    #expect(Geodesic.distance(from: good, to: bad).isNaN)
  }

  @Test("a path's length is the sum of its legs")
  func pathLength() {
    let stops = [
      Coordinate(latitude: 36.60024, longitude: -121.89468),
      Coordinate(latitude: 36.55524, longitude: -121.92329),
      Coordinate(latitude: 35.02107, longitude: 135.75385),
    ]
    #expect(abs(Geodesic.pathLength(stops) - 8_740_482.783101) < 0.001)
    #expect(Geodesic.pathLength(Array(stops.prefix(1))) == 0)
    #expect(Geodesic.pathLength([]) == 0)
  }
}
