import Geo
import Routing
import Testing

@testable import ValhallaRouting

/// A road that starts or ends more than a kilometre from its stop is not a drive to that stop.
@Suite("Roads that reach their stops")
struct RoadReachTests {
  private let a = Coordinate(latitude: 60.1700, longitude: 24.9400)
  private let b = Coordinate(latitude: 60.1700, longitude: 24.9600)
  private let c = Coordinate(latitude: 60.1800, longitude: 24.9600)

  /// A point `meters` north of `point`.
  private func north(of point: Coordinate, _ meters: Double) -> Coordinate {
    Coordinate(latitude: point.latitude + meters / 111_320, longitude: point.longitude)
  }

  private func leg(_ shape: [Coordinate]) -> RoadLeg {
    RoadLeg(meters: Geodesic.pathLength(shape), seconds: 60, shape: shape)
  }

  @Test("roads starting and ending within a kilometre of their stops reach them")
  func reached() {
    let legs = [leg([north(of: a, 300), b]), leg([b, north(of: c, 900)])]
    #expect(RoadReach.firstUnreached(legs, stops: [a, b, c]) == nil)
  }

  @Test("the first stop a road misses by more than a kilometre is named, with the distance")
  func missed() throws {
    let legs = [leg([a, north(of: b, 1_500)]), leg([north(of: b, 1_500), north(of: c, 3_000)])]
    let unreached = try #require(RoadReach.firstUnreached(legs, stops: [a, b, c]))
    #expect(unreached.stop == 1)
    #expect(abs(unreached.meters - 1_500) < 5)
    #expect(
      RoutingError.stopOffRoad(url: "http://router.test", stop: b, meters: unreached.meters).description
        == "the router at http://router.test found no road: the stop at 60.17°N 24.96°E is 1.5 km from the "
        + "nearest road the router knows")
  }

  @Test("two stops moved to one point: a 0 m leg is refused at its first stop that is far")
  func collapsedLeg() throws {
    let edge = north(of: a, -2_000)
    let unreached = try #require(RoadReach.firstUnreached([leg([edge, edge])], stops: [a, b]))
    #expect(unreached.stop == 0)
  }

  @Test("a leg without a shape cannot be checked and is taken as it is")
  func noShape() {
    #expect(RoadReach.firstUnreached([RoadLeg(meters: 10, seconds: 1, shape: [])], stops: [a, b]) == nil)
  }
}
