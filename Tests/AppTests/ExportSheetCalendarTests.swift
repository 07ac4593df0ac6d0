import Foundation
import Geo
import Itinerary
import Navigation
import Routes
import Routing
import TestSupport
import Testing
import TextUI
import TripModels

@testable import App

/// The Export sheet's calendar: refused for a trip without a start date with the command line's
/// sentence (nothing written, the sheet open), written for a dated trip in each stop's zone; and a
/// dated trip's GPX from the sheet gives each stop its planned time.
@MainActor
@Suite("Export sheet calendar", .serialized)
struct ExportSheetCalendarTests {
  private static let chicago = Coordinate(latitude: 41.8781, longitude: -87.6298)
  private static let stLouis = Coordinate(latitude: 38.627, longitude: -90.1994)

  let repository: InMemoryTripRepository
  let folder: URL

  init() throws {
    let trip = try Trip(
      name: "Route 66",
      stops: [
        try Stop(name: "Chicago", coordinate: Self.chicago),
        try Stop(
          name: "St. Louis", coordinate: Self.stLouis,
          stay: try #require(StopStay(nights: 2, visitMinutes: 0))),
      ])
    repository = InMemoryTripRepository(trips: [trip])
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "roadtrip-ics-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private var trip: Trip { repository.trips[0] }

  private func presenter(_ reports: @escaping @MainActor (StatusMessage) -> Void = { _ in }) -> (
    ExportSheetPresenter, NavigationStack<Route>
  ) {
    let stack = NavigationStack<Route>(root: .trips)
    stack.present(.sheet(.export(trip.id)))
    let router = SheetRouter(
      stack: stack, entryID: stack.state.modal?.rootEntry.id ?? EntryID.root, work: ScreenWork())
    let presenter = ExportSheetPresenter(
      tripID: trip.id, repository: repository, router: router, work: router.work, report: reports,
      protectedPaths: [],
      home: folder.path,
      sources: ItineraryCommands.Sources(
        naming: FakeTimeZoneNaming([(Self.chicago, "America/Chicago")]), units: .kilometers, roads: nil,
        options: RoutingOptions()),
      now: { Instant(secondsSinceEpoch: 1_800_000_000) })
    return (presenter, stack)
  }

  private func contents(_ name: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  @Test("iCalendar is offered last, and typing .ics chooses it")
  func offered() {
    let (presenter, _) = presenter()
    #expect(ExportFormat.allCases.last == .ics)
    presenter.path = "~/trip.ICS"
    #expect(presenter.format == .ics)
    presenter.format = .gpx
    #expect(presenter.path == "~/trip.gpx")
  }

  @Test("a trip without a start date is refused with what to set; nothing is written and the sheet stays")
  func undatedRefused() async throws {
    let (presenter, stack) = presenter()
    presenter.format = .ics
    presenter.path = "~/trip.ics"
    presenter.export()
    await presenter.work.idle()
    #expect(presenter.problem == "A calendar needs dates: set the trip's start date in its Schedule first.")
    #expect(
      presenter.problem == CalendarExport.Refusal.noStartDate.description, "the command line's sentence")
    #expect(contents("trip.ics") == nil)
    #expect(!stack.state.modals.isEmpty)
    #expect(
      ExportMemory(repository: repository).opening(for: trip.id, named: trip.name).format == .ics,
      "set the date and the sheet reopens on iCalendar, not on the format before")
    // A file already there: refused the same, before any question about replacing it.
    try "old".write(to: folder.appendingPathComponent("trip.ics"), atomically: true, encoding: .utf8)
    presenter.export()
    await presenter.work.idle()
    #expect(presenter.replacePrompt == nil)
    #expect(presenter.problem == CalendarExport.Refusal.noStartDate.description)
    #expect(contents("trip.ics") == "old")
  }

  @Test("a dated trip's calendar: its day in UTC from 09:00 CDT, its stay's dates, reported and closed")
  func datedWritten() async throws {
    try repository.setSchedule(
      TripSchedule(
        startDate: CivilDate(year: 2027, month: 6, day: 1), departureMinutes: 9 * 60,
        dailyDrivingMinutes: 480,
        estimateSpeedKmh: 70), of: trip.id)
    var reports: [StatusMessage] = []
    let (presenter, stack) = presenter { reports.append($0) }
    presenter.path = "~/trip.ics"
    presenter.export()
    await presenter.work.idle()
    #expect(presenter.problem == nil)
    let text = try #require(contents("trip.ics")).replacingOccurrences(of: "\r\n ", with: "")
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n"))
    #expect(text.contains("DTSTAMP:20270115T080000Z"))
    #expect(
      text.contains(
        "DTSTART:20270601T140000Z\r\nDTEND:20270601T200200Z\r\nSUMMARY:Day 1: Chicago → St. Louis"))
    #expect(
      text.contains(
        "DTSTART;VALUE=DATE:20270601\r\nDTEND;VALUE=DATE:20270603\r\nSUMMARY:St. Louis · 2 nights"))
    #expect(reports == [.notice("Exported “Route 66” to ~/trip.ics (iCalendar)")])
    #expect(stack.state.modals.isEmpty)
    #expect(ExportMemory(repository: repository).opening(for: trip.id, named: trip.name).format == .ics)
  }

  @Test("a dated trip's GPX from the sheet gives each route point its planned time")
  func datedGPXTimes() async throws {
    try repository.setSchedule(
      TripSchedule(
        startDate: CivilDate(year: 2027, month: 6, day: 1), departureMinutes: 9 * 60,
        dailyDrivingMinutes: 480,
        estimateSpeedKmh: 70), of: trip.id)
    let (presenter, _) = presenter()
    presenter.path = "~/trip.gpx"
    presenter.export()
    await presenter.work.idle()
    let text = try #require(contents("trip.gpx"))
    #expect(text.contains("<time>2027-06-01T14:00:00Z</time>\n      <name>Chicago</name>"))
    #expect(text.contains("<time>2027-06-01T20:01:42Z</time>\n      <name>St. Louis</name>"))
  }
}
