import Foundation
import TestSupport
import Testing

/// `roadtrip export` and `roadtrip import` end to end: the sample trips survive a round trip into a
/// fresh store unchanged, and the GPX opens in a real GPX library.
@Suite("Export and import")
struct ExchangeTests {
  @Test("JSON export → import into a fresh store → export is identical")
  func jsonRoundTrip() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let first = try sandbox.run(["export", "-o", sandbox.path("trips.json")])
    #expect(first.status == 0, "\(first.stderr)")
    let exported = try String(contentsOfFile: sandbox.path("trips.json"), encoding: .utf8)
    #expect(exported.contains(#""totalMeters""#) && exported.contains(#""legs""#))

    let imported = try sandbox.run([
      "--store", sandbox.path("fresh.sqlite"), "import", sandbox.path("trips.json"),
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.hasPrefix("Imported 2 trips"))

    let again = try sandbox.run(["--store", sandbox.path("fresh.sqlite"), "export"])
    #expect(again.stdout == exported)
  }

  @Test("import keeps both by default and replaces with --replace, printing what it did")
  func importConflicts() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let exported = try sandbox.run(["export", "-o", sandbox.path("trips.json")])
    #expect(exported.status == 0, "\(exported.stderr)")
    let again = try sandbox.run(["import", sandbox.path("trips.json")])
    #expect(again.stdout == "Imported 0 trips: 0 added, 0 copied, 0 replaced, 2 skipped\n", "\(again.stderr)")

    // The first trip renamed in the file: the same id with other content.
    let original = try String(contentsOfFile: sandbox.path("trips.json"), encoding: .utf8)
    let changed = original.replacingOccurrences(of: "\"Pacific Coast\"", with: "\"Pacific Coast 2\"")
    try changed.write(toFile: sandbox.path("changed.json"), atomically: true, encoding: .utf8)
    let copied = try sandbox.run(["import", sandbox.path("changed.json")])
    #expect(
      copied.stdout == "Imported 1 trip: 0 added, 1 copied, 0 replaced, 1 skipped\n", "\(copied.stderr)")
    let replaced = try sandbox.run(["import", "--replace", sandbox.path("changed.json")])
    #expect(
      replaced.stdout == "Imported 1 trip: 0 added, 0 copied, 1 replaced, 1 skipped\n", "\(replaced.stderr)")

    let fresh = try sandbox.run([
      "--store", sandbox.path("fresh.sqlite"), "import", sandbox.path("trips.json"),
    ])
    #expect(fresh.stdout == "Imported 2 trips: 2 added, 0 copied, 0 replaced, 0 skipped\n", "\(fresh.stderr)")
  }

  @Test(
    "GPX export of one trip by position is a valid GPX 1.1 route (needs python3 with gpxpy)",
    .requires(.python3, .gpxpy))
  func gpxOpensInAGPXLibrary() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let export = try sandbox.run(["export", "--format", "gpx", "--trip", "1", "-o", sandbox.path("trip.gpx")])
    #expect(export.status == 0, "\(export.stderr)")
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    check.arguments = [
      "python3", "-c",
      """
      import sys, gpxpy
      gpx = gpxpy.parse(open(sys.argv[1], encoding='utf-8'))
      assert gpx.version == '1.1', gpx.version
      route = gpx.routes[0]
      print(len(gpx.routes), route.name, len(route.points), route.points[0].name)
      """,
      sandbox.path("trip.gpx"),
    ]
    let output = Pipe()
    check.standardOutput = output
    try check.run()
    check.waitUntilExit()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(check.terminationStatus == 0, "gpxpy could not read the export (pip install gpxpy)")
    let fields = printed.split(separator: " ")
    #expect(fields.first == "1", "one route: \(printed)")
    #expect(fields.count >= 4 && (Int(fields[fields.count - 2]) ?? 0) >= 2, "\(printed)")
  }

  @Test("GPX export → import into a fresh store keeps names and coordinates")
  func gpxRoundTrip() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    _ = try sandbox.run(["export", "--format", "gpx", "-o", sandbox.path("trips.gpx")])
    let imported = try sandbox.run([
      "--store", sandbox.path("fresh.sqlite"), "import", sandbox.path("trips.gpx"),
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    let original = try sandbox.run(["export", "--format", "gpx"])
    let again = try sandbox.run(["--store", sandbox.path("fresh.sqlite"), "export", "--format", "gpx"])
    #expect(again.stdout == original.stdout)
  }
}
