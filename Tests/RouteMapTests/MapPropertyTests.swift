import Foundation
import Geo
import TestSupport
import Testing
import TextUI

@testable import RouteMap

/// Random trips at random sizes (seeded, so every run draws the same cases): labels never collide,
/// every stop is labelled or listed, nothing leaves the map.
@Suite("Map labels, property")
struct MapPropertyTests {
  static let cases = 1_000

  @Test("over 1,000 random trips and sizes: no overlaps, every stop accounted for, all inside")
  func randomTrips() {
    var random = SplitMix64(seed: 0x4D41_5053)
    for number in 0..<Self.cases {
      let (map, columns, rows) = Self.randomCase(&random, columns: 20...200, rows: 6...50)
      let selected = Bool.random(using: &random) ? Int.random(in: 0..<map.stops.count, using: &random) : nil
      let picture = map.picture(columns: columns, rows: rows, selected: selected)
      let problems = Self.problems(in: picture, map: map, columns: columns, rows: rows)
      #expect(problems.isEmpty, "case \(number) (\(map.stops.count) stops, \(columns)x\(rows)): \(problems)")
      if !problems.isEmpty { return }
    }
  }

  @Test("a map with more stops than cells always needs its legend, so it is laid out once, above it")
  func crowdedMapsNeedTheLegend() {
    var random = SplitMix64(seed: 0x4C45_4745)
    var crowded = 0
    for number in 0..<Self.cases {
      let (map, columns, rows) = Self.randomCase(&random, columns: 2...16, rows: 2...6)
      guard RouteMap.needsLegend(count: map.count, columns: columns, rows: rows, viewport: .fitted) else {
        continue
      }
      crowded += 1
      // What the map would look like without the legend row: some stop is left without a label.
      let full = Self.withoutLegend(map, columns: columns, rows: rows, selected: nil)
      #expect(!full.legendRanges.isEmpty, "case \(number) (\(map.count) stops, \(columns)x\(rows))")
      let picture = map.picture(columns: columns, rows: rows)
      #expect(picture.legend != nil && picture.mapRows == rows - 1)
    }
    #expect(crowded > 100)
  }

  @Test("a full legend joins its ranges around the selected stop, which keeps its label")
  func selectedStopKeepsItsLabel() {
    var random = SplitMix64(seed: 0x5345_4C45)
    var checked = 0
    for number in 0..<Self.cases {
      let (map, columns, rows) = Self.randomCase(&random, columns: 12...40, rows: 3...8)
      let selected = Int.random(in: 0..<map.count, using: &random)
      let picture = map.picture(columns: columns, rows: rows, selected: selected)
      guard picture.legend != nil else { continue }
      // The same map above the legend row, its labels as placed before the legend was cut to fit.
      let placed = Self.withoutLegend(map, columns: columns, rows: picture.mapRows, selected: selected)
      guard placed.labels.contains(where: { $0.stop == selected }) else { continue }
      checked += 1
      #expect(
        picture.labels.contains { $0.stop == selected } || picture.legendRanges.count == 1,
        "case \(number) (\(map.count) stops, \(columns)x\(rows)): stop \(selected + 1) lost its label to \(picture.legend ?? "")"
      )
    }
    #expect(checked > 200)
  }

  /// `map` fitted to `columns` × `rows` and labelled, with no legend row and no label taken back.
  static func withoutLegend(_ map: RouteMap, columns: Int, rows: Int, selected: Int?) -> MapPicture {
    var composer = MapComposer(
      map: map, columns: columns, viewport: .fitted, selected: selected, ambiguous: .narrow)
    return composer.compose(rows: rows, withLegend: false)
  }

  // MARK: - Checks

  /// What is wrong with `picture`, as readable sentences (empty when nothing).
  static func problems(in picture: MapPicture, map: RouteMap, columns: Int, rows: Int) -> [String] {
    var problems: [String] = []
    let lines = picture.lines
    if lines.count != rows { problems.append("\(lines.count) lines instead of \(rows)") }
    for (index, line) in lines.enumerated() where DisplayWidth.of(line) != columns {
      problems.append("line \(index + 1) is \(DisplayWidth.of(line)) cells wide, not \(columns)")
    }
    var owner = [Int: Int]()  // cell → stop whose label covers it
    for label in picture.labels {
      if label.column < 0 || label.column + label.width > columns || label.row < 0
        || label.row >= picture.mapRows
      {
        problems.append("label “\(label.text)” is outside the map")
      }
      for column in label.column..<label.column + label.width {
        let cell = label.row * columns + column
        if let other = owner[cell] { problems.append("labels of \(other + 1) and \(label.stop + 1) overlap") }
        owner[cell] = label.stop
      }
      if !lines[label.row].contains(label.text) { problems.append("label “\(label.text)” is not drawn") }
    }
    let listed = legendNumbers(picture.legend)
    for (stop, marker) in picture.markers.enumerated() {
      guard let marker else {
        problems.append("stop \(stop + 1) is off the fitted map")
        continue
      }
      if let other = owner[marker.row * columns + marker.column] {
        problems.append("label of \(other + 1) covers the marker of \(stop + 1)")
      }
      let labelled = picture.labels.contains { $0.stop == stop }
      if !labelled && !listed.contains(stop + 1) {
        problems.append("stop \(stop + 1) is neither labelled nor listed")
      }
    }
    return problems
  }

  /// The stop numbers a legend lists ("Unlabelled: 3, 5-7" → 3, 5, 6, 7).
  static func legendNumbers(_ legend: String?) -> Set<Int> {
    guard let legend else { return [] }
    let list = legend.hasPrefix(MapLegend.prefix) ? legend.dropFirst(MapLegend.prefix.count) : legend[...]
    var numbers = Set<Int>()
    for part in list.split(separator: ",") {
      let bounds = part.trimmingCharacters(in: .whitespaces).split(separator: "-").compactMap { Int($0) }
      guard let low = bounds.first, let high = bounds.last, low <= high else { continue }
      numbers.formUnion(low...high)
    }
    return numbers
  }

  // MARK: - Random trips

  /// A random map (``randomMap(_:)``) and a size within `columns` × `rows`.
  static func randomCase(
    _ random: inout SplitMix64, columns: ClosedRange<Int>, rows: ClosedRange<Int>
  ) -> (map: RouteMap, columns: Int, rows: Int) {
    let map = randomMap(&random)
    return (map, Int.random(in: columns, using: &random), Int.random(in: rows, using: &random))
  }

  /// 1 to 120 stops around a random place, spread from a street to a continent, with repeats.
  static func randomMap(_ random: inout SplitMix64) -> RouteMap {
    let count =
      Bool.random(using: &random)
      ? Int.random(in: 1...8, using: &random) : Int.random(in: 1...120, using: &random)
    let center = Coordinate(
      latitude: Double.random(in: -88...88, using: &random),
      longitude: Double.random(in: -180..<180, using: &random))
    let spread = [0.0, 0.01, 0.3, 3, 20, 90][Int.random(in: 0..<6, using: &random)]
    var stops: [RouteMap.Stop] = []
    for index in 0..<count {
      if let previous = stops.last, Int.random(in: 0..<8, using: &random) == 0 {
        stops.append(RouteMap.Stop(name: "Again \(index + 1)", coordinate: previous.coordinate))
        continue
      }
      let latitude = min(
        89.9, max(-89.9, center.latitude + Double.random(in: -1...1, using: &random) * spread))
      var longitude = center.longitude + Double.random(in: -1...1, using: &random) * spread * 2
      if longitude >= 180 { longitude -= 360 }
      if longitude < -180 { longitude += 360 }
      let name = ["Stop", "京都", "Saint-Rémy-de-Provence", "X"][index % 4] + " \(index + 1)"
      stops.append(
        RouteMap.Stop(name: name, coordinate: Coordinate(latitude: latitude, longitude: longitude)))
    }
    return RouteMap(stops: stops)
  }
}
