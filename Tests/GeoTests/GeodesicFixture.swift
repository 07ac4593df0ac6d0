import Foundation
import Geo

/// One row of `Fixtures/geodesic-reference.csv` (made by `scripts/make-geodesic-fixture.py`).
struct GeodesicFixture {
  var line: Int
  var start: Coordinate
  var end: Coordinate
  var metres: Double

  struct Malformed: Error, CustomStringConvertible {
    var line: Int
    var description: String { "geodesic-reference.csv line \(line) is malformed" }
  }

  struct Missing: Error, CustomStringConvertible {
    var description: String { "Fixtures/geodesic-reference.csv is missing from the test bundle" }
  }

  /// Reads every pair of the committed fixture.
  static func load() throws -> [GeodesicFixture] {
    guard
      let url = Bundle.module.url(
        forResource: "geodesic-reference", withExtension: "csv", subdirectory: "Fixtures")
    else { throw Missing() }
    let text = try String(contentsOf: url, encoding: .utf8)
    var rows: [GeodesicFixture] = []
    for (index, line) in text.split(separator: "\n").enumerated().dropFirst() {
      let fields = line.split(separator: ",").compactMap { Double($0) }
      guard fields.count == 5 else { throw Malformed(line: index + 1) }
      rows.append(
        GeodesicFixture(
          line: index + 1, start: Coordinate(latitude: fields[0], longitude: fields[1]),
          end: Coordinate(latitude: fields[2], longitude: fields[3]), metres: fields[4]))
    }
    return rows
  }
}
