import Geo
import Testing

@testable import TripDetail

@Suite("Map projection")
struct MapProjectionTests {
  private func coordinates(_ pairs: [(Double, Double)]) -> [Coordinate] {
    pairs.map { Coordinate(latitude: $0.0, longitude: $0.1) }
  }

  @Test("the map's western edge is the east end of the widest gap between longitudes")
  func westernEdge() {
    #expect(MapProjection.westernEdge(of: [-10, 20]) == -10)
    #expect(MapProjection.westernEdge(of: [170, -170]) == 170)
    #expect(MapProjection.westernEdge(of: [178.44, -171.76, -175.2]) == 178.44)
    #expect(MapProjection.westernEdge(of: [180, -179]) == -180)
    #expect(MapProjection.westernEdge(of: []) == -180)
  }

  @Test("longitudes are unwrapped past 180° and scaled by the cosine of the middle latitude")
  func projectedPoints() {
    let across = MapProjection(coordinates([(0, 170), (0, -170)]))
    #expect(across.points.map(\.x) == [170, 190])
    let north = MapProjection(coordinates([(59, 0), (61, 10)]))
    #expect(abs(north.points[1].x - 5) < 1e-9)
    #expect(north.points.map(\.y) == [59, 61])
  }

  @Test("the stops' bounding box fills 80% of the limiting dimension, centred")
  func margin() {
    let tall = MapProjection(coordinates([(0, 0), (10, 0)])).dots(width: 40, height: 100)
    #expect(tall == [DotPosition(x: 20, y: 90), DotPosition(x: 20, y: 10)])
    let wide = MapProjection(coordinates([(0, 0), (0, 10)])).dots(width: 100, height: 40)
    #expect(wide == [DotPosition(x: 10, y: 20), DotPosition(x: 90, y: 20)])
  }

  @Test("a single stop, or stops at one pole, land in the middle")
  func degenerate() {
    #expect(
      MapProjection(coordinates([(45, 45)])).dots(width: 40, height: 24) == [DotPosition(x: 20, y: 12)])
    let pole = MapProjection(coordinates([(90, 0), (90, 120)])).dots(width: 40, height: 24)
    #expect(pole == [DotPosition(x: 20, y: 12), DotPosition(x: 20, y: 12)])
  }
}
