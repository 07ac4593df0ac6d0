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
