import Foundation
import TestSupport
import Testing

/// `roadtrip itinerary` and `roadtrip export --format ics` end to end, on the sample trips.
@Suite("Itinerary and calendar commands")
struct ItineraryCommandTests {
  @Test("itinerary prints the day plan of the trip --trip names, in local time")
  func itineraryOfOneTrip() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let result = try sandbox.run(["itinerary", "--trip", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("Pacific Coast · 1 day (no start date) · ") == true)
    #expect(lines.contains("Day 1 · Monterey → Santa Barbara · 4 h 34 min est."))
    #expect(lines.contains { $0.contains(" dep 09:00 ") && $0.hasSuffix(" Monterey") })
    #expect(lines.contains { $0.hasPrefix("  arr 13:34 ") && $0.hasSuffix("Santa Barbara") })
    #expect(lines.contains("    ↓ 5.6 km · 5 min est."))
  }

  @Test("itinerary without --trip names the choice when there are several trips")
  func itineraryNeedsATripAmongSeveral() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let result = try sandbox.run(["itinerary"])
    #expect(result.status == 2)
    #expect(result.stderr == "roadtrip: there are 2 trips — choose one with --trip ID|POSITION\n")
    let missing = try sandbox.run(["itinerary", "--trip", "9"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("trip 9 does not exist"))
  }

  @Test("a calendar of a trip without a start date is refused with what to set, and nothing is written")
  func calendarWithoutStartDateIsRefused() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let result = try sandbox.run(["export", "--format", "ics", "--trip", "1", "-o", sandbox.path("trip.ics")])
    #expect(result.status == 2)
    #expect(
      result.stderr == "roadtrip: A calendar needs dates: set the trip's start date in its Schedule first.\n")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("trip.ics")))
    // An .ics output file chooses the calendar too.
    let byExtension = try sandbox.run(["export", "--trip", "1", "-o", sandbox.path("trip.ics")])
    #expect(byExtension.status == 2)
    #expect(byExtension.stderr.contains("start date"))
  }

  @Test("import does not take ics, and an unknown export format names ics among the choices")
  func formatWords() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let export = try sandbox.run(["export", "--format", "ical"])
    #expect(export.status == 2)
    #expect(export.stderr.contains("(or ics, a trip's itinerary as a calendar)"))
    let importing = try sandbox.run(["import", "--format", "ics", sandbox.path("x.ics")])
    #expect(importing.status == 2)
    #expect(!importing.stderr.contains("or ics"))
  }
}
