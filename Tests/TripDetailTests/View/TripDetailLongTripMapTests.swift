import Foundation
import Geo
import TestSupport
import Testing
import TextUI
import TripModels

@testable import RouteMap
@testable import TripDetail

/// A trip of 100,000 stops on the detail screen at 200×50: the map shows the selected stop's
/// marker, labels some stops by number and lists every other one in its one-line legend.
@Suite("Trip detail map of a 100,000-stop trip", .timeLimit(.minutes(10)))
@MainActor
struct TripDetailLongTripMapTests {
  /// Stops in the trip.
  static let count = 100_000
  /// The stop selected (0-based): in the middle of the trip.
  static let selected = 54_320

  /// The trip, made once for every test.
  private static let made: Trip? = try? makeTrip()

  /// "Stop 1" … "Stop 100000" winding back and forth across the western United States.
  private static func makeTrip() throws -> Trip {
    let stops = try (0..<count).map { (index: Int) throws -> Stop in
      let latitude = 32 + Double(index % 23) * 0.4 + Double(index % 1_999) * 0.004
      let longitude = -121 + Double(index % 2_003) * 0.01
      return try Stop(
        name: "Stop \(index + 1)", coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }
    return try Trip(name: "Long Haul", stops: stops)
  }

  @Test("the selected stop's marker is the one @; every stop is labelled on the map or in the legend")
  func selectedAndAccountedFor() throws {
    let trip = try requireValue(Self.made)
    let screen = ScreenHarness(trip: trip, width: 200, height: 50)
    let presenter = try requireValue(screen.screen?.owner as? TripDetailPresenter)
    presenter.selectStop(trip.stops[Self.selected].id)
    let map = try Self.mapLines(screen.lines)
    #expect(map.rows.joined().filter { $0 == "@" }.count == 1)
    #expect(map.rows.joined().contains { $0 == "*" })
    #expect(screen.repository.wholeTripReads == 0)

    let legend = try requireValue(map.legend)
    #expect(legend.hasPrefix(MapLegend.prefix))
    let listed = Self.listed(legend)
    let labelled = Self.labelNumbers(map.rows)
    #expect(!labelled.isEmpty)
    #expect(labelled.allSatisfy { number in !listed.contains { $0.contains(number) } })
    let unaccounted = (1...Self.count).first { number in
      !labelled.contains(number) && !listed.contains { $0.contains(number) }
    }
    #expect(unaccounted == nil, "stop \(unaccounted ?? 0) is neither labelled nor listed")
  }

  // MARK: - Reading the screen

  /// The map's rows inside its box, and its legend line (the box's last row) if it has one.
  private static func mapLines(_ lines: [String]) throws -> (rows: [String], legend: String?) {
    let top = try requireValue(lines.firstIndex { $0.contains("╭ Map") })
    let left = try requireValue(lines[top].firstIndex(of: "╭"))
    let column = lines[top].distance(from: lines[top].startIndex, to: left)
    let inside = lines[(top + 1)...].prefix { line in
      let characters = Array(line)
      return characters.count > column && characters[column] == "│"
    }
    .map { line -> String in
      let characters = Array(line).dropFirst(column + 1)
      return String(characters.prefix { $0 != "│" })
    }
    guard let last = inside.last, last.hasPrefix(MapLegend.prefix) else { return (Array(inside), nil) }
    return (Array(inside.dropLast()), last.trimmingCharacters(in: .whitespaces))
  }

  /// The stop numbers drawn on the map: every run of digits but the scale bar's length.
  private static func labelNumbers(_ rows: [String]) -> Set<Int> {
    var numbers = Set<Int>()
    for row in rows {
      let characters = Array(row)
      var index = 0
      while index < characters.count {
        guard characters[index].isASCII, characters[index].isNumber else {
          index += 1
          continue
        }
        let start = index
        while index < characters.count && characters[index].isASCII && characters[index].isNumber {
          index += 1
        }
        let after = String(characters[index..<min(characters.count, index + 3)])
        if after != " km" && after != " mi", let number = Int(String(characters[start..<index])) {
          numbers.insert(number)
        }
      }
    }
    return numbers
  }

  /// The legend's ranges of stop numbers ("Unlabelled: 3, 5-7" → 3...3, 5...7).
  private static func listed(_ legend: String) -> [ClosedRange<Int>] {
    legend.dropFirst(MapLegend.prefix.count).split(separator: ",").compactMap { part in
      let bounds = part.trimmingCharacters(in: .whitespaces).split(separator: "-").compactMap { Int($0) }
      guard let low = bounds.first, let high = bounds.last, low <= high else { return nil }
      return low...high
    }
  }
}
