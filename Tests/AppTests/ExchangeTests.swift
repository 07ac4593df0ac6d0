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
    #expect(again.stdout == "Nothing imported: all 2 trips are already here\n", "\(again.stderr)")

    // The first trip renamed in the file: the same id with other content.
    let original = try String(contentsOfFile: sandbox.path("trips.json"), encoding: .utf8)
    let changed = original.replacingOccurrences(of: "\"Pacific Coast\"", with: "\"Pacific Coast 2\"")
    try changed.write(toFile: sandbox.path("changed.json"), atomically: true, encoding: .utf8)
    let copied = try sandbox.run(["import", sandbox.path("changed.json")])
    #expect(
      copied.stdout
        == "Imported “Pacific Coast 2 (imported)” (5 stops) as a copy; "
        + "“京都 → 大阪” is already here\n", "\(copied.stderr)")
    let replaced = try sandbox.run(["import", "--replace", sandbox.path("changed.json")])
    #expect(
      replaced.stdout
        == "Imported “Pacific Coast 2” (5 stops), replacing the stored trip with its id; “京都 → 大阪” is already here\n",
      "\(replaced.stderr)")

    let fresh = try sandbox.run([
      "--store", sandbox.path("fresh.sqlite"), "import", sandbox.path("trips.json"),
    ])
    #expect(
      fresh.stdout == "Imported 2 trips (“Pacific Coast”, “京都 → 大阪”): 2 added, 0 copied, 0 replaced\n",
      "\(fresh.stderr)")
  }

  @Test(
    "the same GPX imported again, or into the store it came from, is already here; a route with a stop renamed is another trip"
  )
  func gpxImportedAgainIsSkipped() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let store = ["--store", sandbox.path("gpx.sqlite")]
    #expect(try sandbox.run(["export", "--format", "gpx", "-o", sandbox.path("all.gpx")]).status == 0)
    #expect(
      try sandbox.run(["export", "--format", "gpx", "--trip", "1", "-o", sandbox.path("pc.gpx")]).status == 0)

    let first = try sandbox.run(store + ["import", sandbox.path("pc.gpx")])
    #expect(first.stdout == "Imported “Pacific Coast” (5 stops)\n", "\(first.stderr)")
    let second = try sandbox.run(store + ["import", sandbox.path("pc.gpx")])
    #expect(second.stdout == "Nothing imported: “Pacific Coast” is already here\n", "\(second.stderr)")
    let both = try sandbox.run(store + ["import", sandbox.path("all.gpx")])
    #expect(
      both.stdout == "Imported “京都 → 大阪” (4 stops); “Pacific Coast” is already here\n", "\(both.stderr)")
    let all = try sandbox.run(store + ["import", sandbox.path("all.gpx")])
    #expect(all.stdout == "Nothing imported: all 2 trips are already here\n", "\(all.stderr)")
    let listed = try sandbox.run(store + ["export"])
    #expect(listed.stdout.components(separatedBy: "\"waypoints\"").count - 1 == 2)

    // Into the store the files were exported from: its trips are already here, under other ids.
    for format in ["gpx", "kml", "geojson", "csv"] {
      let file = sandbox.path("all.\(format)")
      #expect(try sandbox.run(["export", "--force", "-o", file]).status == 0)
      let back = try sandbox.run(["import", file])
      #expect(back.stdout == "Nothing imported: all 2 trips are already here\n", "\(format): \(back.stderr)")
    }
    let single = try sandbox.run(["import", sandbox.path("pc.gpx")])
    #expect(single.stdout == "Nothing imported: “Pacific Coast” is already here\n", "\(single.stderr)")

    // The same route with one stop moved is other content under the same name: a new trip.
    let original = try String(contentsOfFile: sandbox.path("pc.gpx"), encoding: .utf8)
    let moved = original.replacingOccurrences(
      of: "<name>Carmel</name>", with: "<name>Carmel-by-the-Sea</name>")
    #expect(moved != original)
    try moved.write(toFile: sandbox.path("moved.gpx"), atomically: true, encoding: .utf8)
    let edited = try sandbox.run(store + ["import", sandbox.path("moved.gpx")])
    #expect(edited.stdout == "Imported “Pacific Coast” (5 stops)\n", "\(edited.stderr)")
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
