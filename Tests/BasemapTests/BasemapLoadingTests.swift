import Basemap
import Testing

@Suite("Basemap loading")
struct BasemapLoadingTests {
  @Test("the bundled Natural Earth outlines load whole: 289 closed rings, 10,654 points")
  func bundled() throws {
    let basemap = try Basemap.bundled.get()
    #expect(basemap.rings.count == 289)
    #expect(basemap.pointCount == 10_654)
    #expect(basemap.rings.allSatisfy { $0.points.first == $0.points.last })
    let japan = basemap.rings.filter { $0.country == "JP" }
    #expect(!japan.isEmpty)
    // Honshu holds Kyoto (35.0°N 135.8°E) within its bounds.
    #expect(japan.contains { $0.latitudes.contains(35) && $0.longitudes.contains(135.8) })
  }

  @Test("a ring is parsed into lon/lat points with its bounds; comments and blank lines are skipped")
  func parsing() throws {
    let text = "# comment\n\nXX\tTestland\t10.000,20.000 11.500,-21.250 10.000,20.000\r\n"
    let basemap = try Basemap.parse(text)
    #expect(basemap.rings.count == 1)
    let ring = try #require(basemap.rings.first)
    #expect(ring.country == "XX")
    #expect(ring.points == [SIMD2(20, 10), SIMD2(-21.25, 11.5), SIMD2(20, 10)])
    #expect(ring.latitudes == 10...11.5)
    #expect(ring.longitudes == -21.25...20)
  }

  @Test("a bad line is named with what is wrong and what is expected")
  func badLines() {
    #expect(throws: BasemapError.badLine(line: 2, problem: "2 tab-separated fields instead of 3")) {
      try Basemap.parse("# c\nXX\t1,2 3,4\n")
    }
    #expect(throws: BasemapError.badLine(line: 1, problem: "“95,10” is not a lat,lon point")) {
      try Basemap.parse("XX\tX\t1,2 95,10\n")
    }
    #expect(throws: BasemapError.badLine(line: 1, problem: "a ring needs at least 2 points")) {
      try Basemap.parse("XX\tX\t1,2\n")
    }
    let message = BasemapError.badLine(line: 7, problem: "x").description
    #expect(message == "basemap line 7: x — expected: code, name, then lat,lon pairs separated by spaces")
  }
}
