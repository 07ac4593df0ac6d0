import Geo
import Testing
import TextUI

@testable import RouteMap

/// The map of a trip of 100,000 stops (drawn without names, as a long trip's map is): the selected
/// stop's marker, labels by number that never collide, and a one-line legend for every other stop.
/// The same trip on the detail screen is `TripDetailLongTripMapTests`.
@Suite("Map of a 100,000-stop trip", .timeLimit(.minutes(10)))
struct LongTripMapTests {
  /// Stops in the trip.
  static let count = 100_000
  /// The stop selected (0-based): in the middle of the trip.
  static let selected = 54_320

  /// The stops' places, winding back and forth across the western United States (the same as the
  /// detail screen's long trip).
  private static let coordinates = (0..<count).map { (index: Int) -> Coordinate in
    let latitude = 32 + Double(index % 23) * 0.4 + Double(index % 1_999) * 0.004
    let longitude = -121 + Double(index % 2_003) * 0.01
    return Coordinate(latitude: latitude, longitude: longitude)
  }

  @Test("the laid-out map: labels never overlap or cover a marker, the legend fits one line")
  func picture() throws {
    let map = RouteMap(coordinates: Self.coordinates)
    let picture = map.picture(columns: 120, rows: 40, selected: Self.selected)
    let marker = try #require(picture.markers[Self.selected])
    #expect(Array(picture.lines[marker.row])[marker.column] == "@")
    #expect(picture.lines.count == 40)
    #expect(picture.lines.allSatisfy { DisplayWidth.of($0) == 120 })
    let legend = try #require(picture.legend)
    #expect(legend.count <= 120)
    var covered = Set<Int>()
    for label in picture.labels {
      #expect(label.text == String(label.stop + 1))
      for column in label.column..<label.column + label.width {
        let cell = label.row * 120 + column
        #expect(covered.insert(cell).inserted, "labels overlap at \(column), \(label.row)")
        #expect(Array(picture.lines[label.row])[column] != "*")
      }
    }
    #expect(picture.labels.count + picture.legendStopCount == Self.count)
  }
}

/// A long trip's map is projected, placed and drawn in two halves at once (`SplitWork`): the
/// picture is the one drawn on one thread, dot for dot, whatever the size and selection.
@Suite("A long trip's map drawn in two halves")
struct SplitLongTripMapTests {
  /// A trip of `count` stops winding across Europe, every seventh leg along a road of a few points.
  private static func map(stops count: Int) -> RouteMap {
    let coordinates = (0..<count).map { (index: Int) -> Coordinate in
      Coordinate(
        latitude: 40 + Double(index % 29) * 0.3 + Double(index % 3_001) * 0.003,
        longitude: -5 + Double(index % 2_999) * 0.008)
    }
    let roads = (0..<max(0, count - 1)).map { (leg: Int) -> [Coordinate]? in
      guard leg % 7 == 0 else { return nil }
      let (start, end) = (coordinates[leg], coordinates[leg + 1])
      let bend = Coordinate(
        latitude: (start.latitude + end.latitude) / 2 + 0.05, longitude: (start.longitude + end.longitude) / 2
      )
      return [start, bend, end]
    }
    return RouteMap(coordinates: coordinates, roads: roads)
  }

  @Test(
    "the same picture as on one thread",
    arguments: [(20_000, 120, 40, 7), (40_001, 200, 50, 39_999), (16_385, 80, 24, 0)])
  func samePicture(stops: Int, columns: Int, rows: Int, selected: Int) {
    let map = Self.map(stops: stops)
    let split = map.picture(columns: columns, rows: rows, selected: selected)
    let whole = SplitWork.$splitFrom.withValue(.max) {
      map.picture(columns: columns, rows: rows, selected: selected)
    }
    #expect(split.lines == whole.lines)
    #expect(split.legend == whole.legend)
    #expect(split.labels.map(\.stop) == whole.labels.map(\.stop))
    #expect(!split.lines.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.isEmpty)
  }

  @Test("a split map is every element's transform, in order, at every threshold")
  func splitMap() {
    let elements = (0..<1_001).map { Double($0) * 1.5 }
    for threshold in [0, 1, 2, 3, 500, 1_000, 1_001, 1_002] {
      let mapped = SplitWork.$splitFrom.withValue(threshold) { SplitWork.map(elements) { $0 * 2 + 1 } }
      #expect(mapped == elements.map { $0 * 2 + 1 }, "split from \(threshold)")
    }
    #expect(SplitWork.map([Double]()) { $0 }.isEmpty)
  }
}
