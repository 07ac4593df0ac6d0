import Testing

@testable import RouteMap

/// Every map trip at the four sizes, asserted as text against `Tests/RouteMapTests/Maps/`.
@Suite("Map rendering")
struct MapRenderingTests {
  static let sizes = [(40, 12), (80, 24), (120, 40), (200, 50)]

  @Test("each trip at 40x12, 80x24, 120x40 and 200x50", arguments: MapTrips.all.map(\.name))
  func golden(_ name: String) throws {
    let map = try #require(MapTrips.all.first { $0.name == name }?.map)
    for (columns, rows) in Self.sizes {
      let lines = map.render(columns: columns, rows: rows, selected: 0)
      #expect(lines.count == rows)
      MapGoldens.expect(lines, matches: "\(name)-\(columns)x\(rows)")
    }
  }
}
