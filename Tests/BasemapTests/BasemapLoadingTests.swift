import Basemap
import Foundation
import TestSupport
import Testing

@Suite("Basemap loading")
struct BasemapLoadingTests {
  /// The bundled outlines as the repository holds them.
  static let bundledFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Modules/Basemap/Resources/borders-110m.tsv").standardized

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

  // MARK: - Numbers read as Float(_:) reads them

  @Test("every bundled point is the Float that Float(_:) reads from its text")
  func bundledPointsMatchFloatParsing() throws {
    let basemap = try Basemap.bundled.get()
    let text = try String(contentsOf: Self.bundledFile, encoding: .utf8)
    let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines.count == basemap.rings.count)
    for (line, ring) in zip(lines, basemap.rings) {
      let fields = line.split(separator: "\t")
      let expected = fields[2].split(separator: " ").map { pair -> SIMD2<Float> in
        let parts = pair.split(separator: ",")
        return SIMD2(Float(parts[1]) ?? .nan, Float(parts[0]) ?? .nan)
      }
      #expect(ring.country == String(fields[0]))
      #expect(ring.points == expected, "\(fields[1])")
    }
  }

  @Test("random decimals, long ones and other spellings read as Float(_:) reads them")
  func decimalsMatchFloatParsing() throws {
    var random = SplitMix64(seed: 0x6261_7365)
    var spellings = [
      "1e1", "+1.5", "1.", ".5", "-0.000", "0.1", "89.99999999", "16777217", "12.345678901234",
    ]
    for _ in 0..<2_000 {
      let digits = Int.random(in: 0...12, using: &random)
      let value = Double.random(in: -90...90, using: &random)
      spellings.append(digits == 0 ? "\(Int(value))" : String(value).prefix(4 + digits).description)
    }
    for spelling in spellings {
      let line = "XX\tX\t\(spelling),0 \(spelling),180\n"
      guard let expected = Float(spelling), (-90...90).contains(expected) else {
        #expect(throws: BasemapError.self, "\(spelling)") { try Basemap.parse(line) }
        continue
      }
      let ring = try #require(try Basemap.parse(line).rings.first)
      #expect(ring.points.map(\.y) == [expected, expected], "\(spelling)")
    }
  }

  @Test("lines may end with \\r\\n or \\r, and each counts once in a bad line's number")
  func lineBreaks() throws {
    let basemap = try Basemap.parse("# c\r\nXX\tX\t1,2 3,4\rYY\tY\t5,6 7,8\r\n")
    #expect(basemap.rings.map(\.country) == ["XX", "YY"])
    #expect(throws: BasemapError.badLine(line: 3, problem: "“1;2” is not a lat,lon point")) {
      try Basemap.parse("# c\r\nXX\tX\t1,2 3,4\rYY\tY\t1;2 7,8\r\n")
    }
  }
}
