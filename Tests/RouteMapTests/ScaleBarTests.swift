import Geo
import Testing

@testable import RouteMap

@Suite("Map scale bar")
struct ScaleBarTests {
  @Test(
    "the bar is a round length, 1, 2 or 5 × 10ⁿ, and as long as the ground it claims within a cell",
    arguments: MapTrips.all.map(\.name))
  func matchesGeodesic(_ name: String) throws {
    let map = try #require(MapTrips.all.first { $0.name == name }?.map)
    for (columns, rows) in MapRenderingTests.sizes {
      for units in DistanceUnit.allCases {
        let picture = RouteMap(stops: map.stops, units: units).picture(columns: columns, rows: rows)
        let bar = try #require(picture.scaleBar, "no scale bar at \(columns)x\(rows)")
        let frame = try #require(picture.frame)
        var mantissa = bar.length
        while mantissa >= 10 { mantissa /= 10 }
        while mantissa < 1 { mantissa *= 10 }
        #expect([1, 2, 5].contains { abs(mantissa - $0) < 1e-9 }, "\(bar.length)")
        let middle = SIMD2(Double(frame.dotWidth) / 2, Double(frame.dotHeight) / 2)
        let west = frame.coordinate(atDot: middle - SIMD2(Double(bar.cells), 0))
        let east = frame.coordinate(atDot: middle + SIMD2(Double(bar.cells), 0))
        let ground = Geodesic.distance(from: west, to: east)
        #expect(abs(ground - bar.meters) <= frame.metersPerCell, "\(name) \(columns)x\(rows) \(units)")
        #expect(picture.lines.contains { $0.contains(bar.text()) })
        #expect(bar.text().hasSuffix(" " + units.rawValue))
      }
    }
  }

  @Test("lengths read as people write them")
  func numbers() {
    #expect(ScaleBar.number(0.05) == "0.05")
    #expect(ScaleBar.number(2) == "2")
    #expect(ScaleBar.number(1_000) == "1,000")
    #expect(ScaleBar.number(20_000) == "20,000")
    let bar = ScaleBar(metersPerCell: 1_000, units: .kilometers, maxCells: 12)
    #expect(bar?.text() == "├────────┤ 10 km")
    #expect(bar?.text(ascii: true) == "|--------| 10 km")
    #expect(ScaleBar(metersPerCell: 1_000, units: .kilometers, maxCells: 2) == nil)
  }
}
