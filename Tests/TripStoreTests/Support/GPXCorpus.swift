import Foundation
import Geo
import Testing
import TripStore

/// One GPX file of the committed corpus (files written by other software) and what importing it
/// must give, from `expectations.tsv` (made with python's gpxpy by `expectations.py`).
struct CorpusFile: CustomTestStringConvertible, Sendable {
  /// A track's point count and its first and last points; nil for a track without points.
  struct Track: Sendable {
    var pointCount: Int
    var first: Coordinate
    var last: Coordinate
  }

  var fileName: String
  /// Each route's point count.
  var routePointCounts: [Int]
  var tracks: [Track?]
  var waypointCount: Int
  /// The line and problem of the refusal, or nil when the file imports.
  var refusal: (line: Int, problem: String)?

  var testDescription: String { fileName }

  /// The file's bytes.
  func contents() throws -> Data {
    try Data(contentsOf: GPXCorpus.folder().appendingPathComponent(fileName))
  }
}

/// The corpus folder and its expectations table.
enum GPXCorpus {
  struct Missing: Error, CustomStringConvertible {
    var description: String { "Resources/gpx-corpus is missing from the test bundle" }
  }

  struct Malformed: Error, CustomStringConvertible {
    var line: Int
    var description: String { "gpx-corpus/expectations.tsv line \(line) is malformed" }
  }

  /// The corpus folder in the test bundle.
  static func folder() throws -> URL {
    guard let url = Bundle.module.url(forResource: "gpx-corpus", withExtension: nil) else { throw Missing() }
    return url
  }

  /// The expectations table's text.
  static func table() throws -> String {
    try String(contentsOf: folder().appendingPathComponent("expectations.tsv"), encoding: .utf8)
  }

  /// Every file of the table, in its order; empty when the table cannot be read (a test checks it).
  static let files: [CorpusFile] = (try? parse(table())) ?? []

  /// The rows of `table`.
  static func parse(_ table: String) throws -> [CorpusFile] {
    var files: [CorpusFile] = []
    for (index, line) in table.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
      let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard columns.count == 5, let waypoints = Int(columns[3]) else { throw Malformed(line: index + 1) }
      let routes = columns[1] == "-" ? [] : columns[1].split(separator: ",").compactMap { Int($0) }
      let tracks =
        try columns[2] == "-"
        ? []
        : columns[2].split(separator: ";").map { text in
          try track(String(text), line: index + 1)
        }
      var refusal: (Int, String)?
      if columns[4] != "-" {
        guard let colon = columns[4].firstIndex(of: ":"), let number = Int(columns[4][..<colon]) else {
          throw Malformed(line: index + 1)
        }
        refusal = (number, String(columns[4][colon...].dropFirst(2)))
      }
      files.append(
        CorpusFile(
          fileName: columns[0], routePointCounts: routes, tracks: tracks, waypointCount: waypoints,
          refusal: refusal))
    }
    return files
  }

  /// A track cell: "0", or "count@lat,lon>lat,lon".
  private static func track(_ text: String, line: Int) throws -> CorpusFile.Track? {
    guard text != "0" else { return nil }
    let parts = text.split(whereSeparator: { "@>,".contains($0) }).compactMap { Double($0) }
    guard parts.count == 5, let count = Int(exactly: parts[0]) else { throw Malformed(line: line) }
    return CorpusFile.Track(
      pointCount: count, first: Coordinate(latitude: parts[1], longitude: parts[2]),
      last: Coordinate(latitude: parts[3], longitude: parts[4]))
  }
}
