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

  /// Route 66 with a start date, nights and a visit, as JSON.
  static let route66 = """
    {"version": 1, "trips": [{"name": "Route 66", "startDate": "2027-06-01", "departure": "09:00",
      "dailyDrivingMinutes": 480, "estimateSpeedKmh": 70, "waypoints": [
      {"name": "Chicago", "location": {"latitude": 41.8781, "longitude": -87.6298}},
      {"name": "St. Louis", "location": {"latitude": 38.6270, "longitude": -90.1994}, "nights": 1},
      {"name": "Amarillo", "location": {"latitude": 35.2220, "longitude": -101.8313}, "nights": 1},
      {"name": "Albuquerque", "location": {"latitude": 35.0844, "longitude": -106.6504}, "visitMinutes": 60},
      {"name": "Flagstaff", "location": {"latitude": 35.1983, "longitude": -111.6513}, "nights": 2},
      {"name": "Los Angeles", "location": {"latitude": 34.0522, "longitude": -118.2437}}]}]}
    """

  /// A sandbox whose store holds only Route 66.
  static func route66Sandbox() throws -> (RoadTripProcess, [String]) {
    let sandbox = try RoadTripProcess()
    try route66.write(toFile: sandbox.path("route66.json"), atomically: true, encoding: .utf8)
    let store = ["--store", sandbox.path("route66.sqlite")]
    let imported = try sandbox.run(store + ["import", sandbox.path("route66.json")])
    #expect(imported.status == 0, "\(imported.stderr)")
    return (sandbox, store)
  }

  @Test("a dated Route 66 shows dates, flags, and each zone where it changes (the gazetteer's zones)")
  func datedItinerary() throws {
    let (sandbox, store) = try Self.route66Sandbox()
    defer { sandbox.cleanUp() }
    let result = try sandbox.run(store + ["itinerary"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Route 66 · 4 days from Tue 1 Jun 2027 · ") == true)
    #expect(lines.contains("Day 1 · Tue 1 Jun · Chicago → St. Louis · 6 h 2 min est."))
    #expect(
      lines.contains(
        "Day 2 · Wed 2 Jun · St. Louis → Amarillo · 15 h 45 min est. · 7 h 45 min over · arrives after midnight"
      ))
    #expect(lines.contains { $0.contains("dep 09:00 CDT") && $0.hasSuffix("Chicago") })
    #expect(lines.contains { $0.hasPrefix("  arr 00:45 +1 ") && $0.hasSuffix("Amarillo · 1 night") })
    #expect(lines.contains { $0.hasPrefix("  arr 14:17 MDT ") && $0.hasSuffix("Albuquerque") })
    #expect(lines.contains { $0.hasPrefix("  arr 20:47 MST ") && $0.hasSuffix("Flagstaff · 2 nights") })
    #expect(lines.contains { $0.hasPrefix("  arr 17:49 PDT ") && $0.hasSuffix("Los Angeles") })
  }

  @Test("export --format ics writes one event per day and per stay, in UTC, with stable UIDs")
  func datedCalendar() throws {
    let (sandbox, store) = try Self.route66Sandbox()
    defer { sandbox.cleanUp() }
    let first = try sandbox.run(store + ["export", "--format", "ics"])
    #expect(first.status == 0, "\(first.stderr)")
    let text = first.stdout.replacingOccurrences(of: "\r\n ", with: "")
    #expect(text.hasPrefix("BEGIN:VCALENDAR\r\n") && text.hasSuffix("END:VCALENDAR\r\n"))
    #expect(text.components(separatedBy: "BEGIN:VEVENT").count - 1 == 7)
    // 09:00 CDT on 1 June is 14:00 UTC; 422 km at 70 km/h later is 20:01:42 UTC.
    #expect(
      text.contains(
        "DTSTART:20270601T140000Z\r\nDTEND:20270601T200200Z\r\nSUMMARY:Day 1: Chicago → St. Louis"))
    #expect(
      text.contains(
        "DTSTART;VALUE=DATE:20270604\r\nDTEND;VALUE=DATE:20270606\r\nSUMMARY:Flagstaff · 2 nights"))
    let again = try sandbox.run(store + ["export", "--format", "ics", "-o", sandbox.path("trip.ics")])
    #expect(again.status == 0, "\(again.stderr)")
    let uids = { (text: String) in text.split(separator: "\r\n").filter { $0.hasPrefix("UID:") } }
    let written = try String(contentsOfFile: sandbox.path("trip.ics"), encoding: .utf8)
    #expect(uids(written) == uids(first.stdout))
  }

  @Test("GPX export of a dated trip gives each route point its planned time in UTC")
  func gpxTimes() throws {
    let (sandbox, store) = try Self.route66Sandbox()
    defer { sandbox.cleanUp() }
    let result = try sandbox.run(store + ["export", "--format", "gpx", "--trip", "1"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("<time>2027-06-01T14:00:00Z</time>\n      <name>Chicago</name>"))
    #expect(result.stdout.contains("<time>2027-06-01T20:01:42Z</time>\n      <name>St. Louis</name>"))
    #expect(result.stdout.components(separatedBy: "<time>").count - 1 == 6)
  }

  @Test(
    "gpxpy reads the planned times of a dated trip's route points (needs python3 with gpxpy)",
    .requires(.python3, .gpxpy))
  func gpxTimesReadByGpxpy() throws {
    let (sandbox, store) = try Self.route66Sandbox()
    defer { sandbox.cleanUp() }
    let file = sandbox.path("route66.gpx")
    #expect(try sandbox.run(store + ["export", "--format", "gpx", "--trip", "1", "-o", file]).status == 0)
    let program = """
      from sys import argv
      from gpxpy import parse
      for point in parse(open(argv[1], encoding='utf-8')).routes[0].points:
          print(point.name, point.time.isoformat())
      """
    let output = String(decoding: try ExternalTool.runPython(program, arguments: [file]), as: UTF8.self)
    let lines = output.split(separator: "\n")
    #expect(lines.count == 6)
    #expect(lines.first == "Chicago 2027-06-01T14:00:00+00:00")
    #expect(lines.last?.hasPrefix("Los Angeles 2027-06-07T00:49") == true)
  }

  /// Route 66 (dated) and an undated trip in one store.
  static func twoTripSandbox() throws -> (RoadTripProcess, [String]) {
    let (sandbox, store) = try route66Sandbox()
    let undated = """
      {"version": 1, "trips": [{"name": "Coast", "waypoints": [
        {"name": "Monterey", "location": {"latitude": 36.6002, "longitude": -121.8947}},
        {"name": "Carmel", "location": {"latitude": 36.5552, "longitude": -121.9233}}]}]}
      """
    try undated.write(toFile: sandbox.path("coast.json"), atomically: true, encoding: .utf8)
    let imported = try sandbox.run(store + ["import", sandbox.path("coast.json")])
    #expect(imported.status == 0, "\(imported.stderr)")
    return (sandbox, store)
  }

  @Test("GPX export of every trip gives the dated trip's route points their times and the undated none")
  func gpxTimesOfEveryTrip() throws {
    let (sandbox, store) = try Self.twoTripSandbox()
    defer { sandbox.cleanUp() }
    let result = try sandbox.run(store + ["export", "--format", "gpx"])
    #expect(result.status == 0, "\(result.stderr)")
    let routes = result.stdout.components(separatedBy: "<rte>").dropFirst()
    #expect(routes.count == 2)
    let dated = try #require(routes.first { $0.contains("<name>Route 66</name>") })
    let undated = try #require(routes.first { $0.contains("<name>Coast</name>") })
    #expect(dated.contains("<time>2027-06-01T14:00:00Z</time>\n      <name>Chicago</name>"))
    #expect(dated.contains("<time>2027-06-01T20:01:42Z</time>\n      <name>St. Louis</name>"))
    #expect(dated.components(separatedBy: "<time>").count - 1 == 6)
    #expect(!undated.contains("<time>"))
    // The same times as the export of that trip alone.
    let alone = try sandbox.run(store + ["export", "--format", "gpx", "--trip", "1"])
    let times = { (text: String) in text.split(separator: "\n").filter { $0.contains("<time>") } }
    #expect(times(alone.stdout) == times(result.stdout))
  }

  @Test(
    "gpxpy reads the times of every dated trip in an export of every trip (needs python3 with gpxpy)",
    .requires(.python3, .gpxpy))
  func gpxTimesOfEveryTripReadByGpxpy() throws {
    let (sandbox, store) = try Self.twoTripSandbox()
    defer { sandbox.cleanUp() }
    let file = sandbox.path("all.gpx")
    #expect(try sandbox.run(store + ["export", "--format", "gpx", "-o", file]).status == 0)
    let program = """
      from sys import argv
      from gpxpy import parse
      for route in parse(open(argv[1], encoding='utf-8')).routes:
          for point in route.points:
              print(route.name, point.name, point.time.isoformat() if point.time else "-")
      """
    let output = String(decoding: try ExternalTool.runPython(program, arguments: [file]), as: UTF8.self)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.count == 8)
    #expect(lines.contains("Route 66 Chicago 2027-06-01T14:00:00+00:00"))
    #expect(lines.contains { $0.hasPrefix("Route 66 Los Angeles 2027-06-07T00:49") })
    #expect(lines.filter { $0.hasPrefix("Route 66 ") }.allSatisfy { !$0.hasSuffix(" -") })
    #expect(lines.filter { $0.hasPrefix("Coast ") } == ["Coast Monterey -", "Coast Carmel -"])
  }
}
