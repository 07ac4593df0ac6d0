import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// A trip of 10,000 stops: the screen reads the stops it shows (a page at a time) and the map's
/// outline once, never the whole trip; End, Page Down and a selection made by id show the right
/// rows, and edits refresh what is shown.
@Suite("Trip detail on a long trip", .timeLimit(.minutes(10)))
@MainActor
struct TripDetailLongTripTests {
  /// Stops in the trip.
  static let count = 10_000

  /// Wide enough for the stop rows, too narrow for the map (drawing 10,000 stops in a debug build
  /// is slow; one test below draws it).
  static let width = 36

  /// The trip, made once for every test.
  private static let made: Trip? = try? makeLongTrip()

  /// The trip of ``count`` stops.
  private static func longTrip() throws -> Trip { try requireValue(made) }

  /// "Stop 1" … "Stop 10000", spread over a few degrees (every coordinate valid).
  private static func makeLongTrip() throws -> Trip {
    let stops = try (0..<count).map { (index: Int) throws -> Stop in
      let latitude: Double = 30 + Double(index % 20) * 0.5
      let longitude: Double = -120 + Double(index % 500) * 0.02
      return try Stop(
        name: "Stop \(index + 1)", coordinate: Coordinate(latitude: latitude, longitude: longitude))
    }
    return try Trip(name: "Long Haul", stops: stops)
  }

  /// The stop rows on screen (the lines with a numbered stop), their spaces squeezed.
  private func stopRows(_ screen: ScreenHarness) -> [String] {
    Self.stopRows(screen.lines)
  }

  /// The stop rows among `lines`, their spaces squeezed: "› 7500. Stop 7500".
  private static func stopRows(_ lines: [String]) -> [String] {
    lines.compactMap { line -> String? in
      guard let match = line.firstMatch(of: /^[› ] *\d+\. +Stop [\w]+/) else { return nil }
      return String(match.output).split(separator: " ").joined(separator: " ")
    }
  }

  @Test("opening reads the pages on screen and the outline once, never the whole trip")
  func opening() throws {
    let screen = ScreenHarness(trip: try Self.longTrip(), width: Self.width, height: 30)
    let rows = stopRows(screen)
    #expect(rows.first == "› 1. Stop 1")
    #expect(rows.count > 3)
    #expect(screen.lines.contains { $0.contains("1/10000") })
    #expect(screen.repository.wholeTripReads == 0)
    #expect(screen.repository.outlineReads == 1)
    #expect(screen.repository.stopsReturned <= 3 * 64)
  }

  @Test("End shows and selects the last stop; Page Down moves a screenful; reading stays a few pages")
  func endAndPageDown() throws {
    let screen = ScreenHarness(trip: try Self.longTrip(), width: Self.width, height: 30)
    try screen.driven.focus("list")
    _ = try screen.driven.send(.end)
    #expect(stopRows(screen).last == "› 10000. Stop 10000")
    #expect(screen.lines.contains { $0.contains("10000/10000") })
    _ = try screen.driven.send(.home)
    _ = try screen.driven.send(.pageDown)
    let rows = stopRows(screen)
    let selected = try requireValue(rows.first { $0.hasPrefix("›") })
    #expect(selected != "› 1. Stop 1")
    #expect(selected == "› \(rows.count). Stop \(rows.count)" || selected.hasSuffix("Stop \(rows.count + 1)"))
    #expect(screen.repository.wholeTripReads == 0)
    #expect(screen.repository.stopsReturned <= 6 * 64)
  }

  @Test("a stop selected by id far down the trip is shown, with its position")
  func selectionByID() throws {
    let trip = try Self.longTrip()
    let screen = ScreenHarness(trip: trip, width: Self.width, height: 30)
    let presenter = try requireValue(screen.screen?.owner as? TripDetailPresenter)
    presenter.selectStop(trip.stops[7_499].id)
    #expect(stopRows(screen).contains("› 7500. Stop 7500"))
    #expect(screen.lines.contains { $0.contains("7500/10000") })
    #expect(screen.repository.wholeTripReads == 0)
  }

  @Test("coming back from stop 9,000's editor selects it and shows it")
  func navigationMemory() async throws {
    let trip = try Self.longTrip()
    let repository = InMemoryTripRepository(trips: [trip])
    let stack = NavigationStack<Route>(
      root: .trips, path: [.trip(trip.id), .waypoint(trip: trip.id, waypoint: trip.stops[8_999].id)])
    await stack.pop()
    let screen = TripDetailModule.build(
      tripID: trip.id, repository: repository, stack: stack, units: .kilometers, report: { _ in })
    let host = ScreenHost(size: Size(width: 100, height: 30)) { screen.content }
    let lines = host.plainText.split(separator: "\n").map(String.init)
    #expect(Self.stopRows(lines).last == "› 9000. Stop 9000")
    #expect(repository.wholeTripReads == 0)
  }

  @Test(
    "a rename reads the name only; deleting or moving the selected stop reads only the stops it touched, renumbers and selects as it should"
  )
  func edits() throws {
    let trip = try Self.longTrip()
    let screen = ScreenHarness(trip: trip, width: Self.width, height: 30)
    let presenter = try requireValue(screen.screen?.owner as? TripDetailPresenter)
    presenter.selectStop(trip.stops[4_999].id)
    _ = stopRows(screen)
    try screen.repository.renameTrip(trip.id, to: "Longer Haul")
    #expect(screen.title == "Longer Haul")
    #expect(screen.lines.contains { $0.contains("Longer Haul") })
    #expect(screen.repository.outlineReads == 1, "a rename does not read the stops again")

    let skippedBefore = screen.repository.stopsSkipped
    try screen.repository.removeStop(trip.stops[4_999].id, from: trip.id)
    let rows = stopRows(screen)
    #expect(rows.contains("› 5000. Stop 5001"))
    #expect(screen.lines.contains { $0.contains("5000/9999") })
    #expect(screen.repository.outlineReads == 1, "a delete reads the window it touched, not the outline")
    #expect(screen.repository.spanReads == 1)

    presenter.moveSelectedStop(by: -1)
    #expect(stopRows(screen).contains("› 4999. Stop 5001"))
    #expect(stopRows(screen).contains("5000. Stop 4999"))
    #expect(
      screen.repository.stopsSkipped - skippedBefore < 200,
      "the rows around the change are read from keys beside it, not counted from an end of the trip")
    #expect(screen.repository.wholeTripReads == 0)
    #expect(screen.repository.outlineReads == 1)
    #expect(screen.repository.spanReads == 2)
    let full = try requireValue(try screen.repository.stopOutline(of: trip.id))
    #expect(presenter.state.content.outline == full, "the outline put together from windows is the trip's")
  }

  @Test("a stop added after the selected one becomes the selection and is shown")
  func addedStopSelected() throws {
    let trip = try Self.longTrip()
    let screen = ScreenHarness(trip: trip, width: Self.width, height: 30)
    let presenter = try requireValue(screen.screen?.owner as? TripDetailPresenter)
    presenter.selectStop(trip.stops[8_000].id)
    _ = stopRows(screen)
    let added = try Stop(name: "Stop New", coordinate: Coordinate(latitude: 31, longitude: -119))
    try screen.repository.insertStop(added, into: trip.id, after: trip.stops[8_000].id)
    #expect(presenter.viewModel.selectedStopID == added.id)
    #expect(stopRows(screen).contains("› 8002. Stop New"))
    #expect(screen.lines.contains { $0.contains("8002/10001") })
  }
}
