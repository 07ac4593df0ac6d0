import Foundation
import Testing

/// The bad-input catalogue for the command line and scripts: each case gives a clear one-line
/// message on stderr and its exit status, never a trap, and loses no data.
@Suite("Bad input: command line and scripts")
struct BadInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    var script: String = ""
    var status: Int32
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "unknown option", arguments: ["--bogus"], status: 2, message: "unknown option '--bogus'"),
    Case(name: "option without value", arguments: ["--size"], status: 2, message: "--size needs a value"),
    Case(name: "size too small", arguments: ["--size", "10x3"], status: 2, message: "use 20x6 to 1000x500"),
    Case(name: "size too large", arguments: ["--size", "2000x50"], status: 2, message: "out of range"),
    Case(name: "size not a size", arguments: ["--size", "big"], status: 2, message: "write it like 80x24"),
    Case(name: "unknown units", arguments: ["--units", "furlongs"], status: 2, message: "use km or mi"),
    Case(
      name: "unknown export format", arguments: ["export", "--format", "pdf"], status: 2,
      message: "use json, gpx, kml, geojson or csv"),
    Case(
      name: "export trip out of range", arguments: ["export", "--trip", "99"], status: 2,
      message: "trip 99 does not exist — there are 0 trips"),
    Case(
      name: "export trip not a reference", arguments: ["export", "--trip", "abc"], status: 2,
      message: "neither a trip id nor a position"),
    Case(
      name: "export unknown trip id",
      arguments: ["export", "--trip", "7A3D1E00-0000-4000-8000-000000000000"],
      status: 2, message: "no trip has id"),
    Case(name: "import without file", arguments: ["import"], status: 2, message: "import needs a file"),
    Case(
      name: "import missing file", arguments: ["import", "missing.json"], status: 2, message: "cannot read"),
    Case(name: "output without export", arguments: ["-o", "x.json"], status: 2, message: "goes with export"),
    Case(
      name: "unexpected argument", arguments: ["trips"], status: 2, message: "unexpected argument 'trips'"),
    Case(
      name: "missing script file", arguments: ["--script", "nope.txt"], status: 2,
      message: "cannot read script 'nope.txt'"),
    Case(
      name: "deep link to missing trip", arguments: ["--open", "roadtrip://trips/9", "--script", "-"],
      status: 2, message: "trip"),
    Case(
      name: "deep link with wrong scheme", arguments: ["--open", "http://trips", "--script", "-"],
      status: 2, message: "http"),
    Case(
      name: "unknown script command", arguments: ["--script", "-"], script: "fly away\n", status: 1,
      message: "script line 1: unknown command 'fly'"),
    Case(
      name: "unknown button", arguments: ["--script", "-"], script: "press Launch\n", status: 1,
      message: "script line 1: "),
    Case(
      name: "row out of range", arguments: ["--script", "-"], script: "# nothing\nopen 9\n", status: 1,
      message: "script line 2: "),
    Case(
      name: "unknown key", arguments: ["--script", "-"], script: "key hyperspace\n", status: 1,
      message: "key 'hyperspace' is not known"),
    Case(
      name: "unterminated quote", arguments: ["--script", "-"], script: "type \"Kyoto\n", status: 1,
      message: "unterminated \" quote"),
    Case(
      name: "resize out of range", arguments: ["--script", "-"], script: "resize 5x5\n", status: 1,
      message: "use 20x6 to 1000x500"),
    Case(
      name: "select not a number", arguments: ["--script", "-"], script: "select first\n", status: 1,
      message: "row 'first' is not a number"),
    Case(
      name: "back at the root", arguments: ["--script", "-"], script: "back\n", status: 1,
      message: "already at the trip list"),
    Case(
      name: "goto with wrong scheme", arguments: ["--script", "-"], script: "goto http://trips\n",
      status: 1, message: "script line 1: "),
    Case(
      name: "print with arguments", arguments: ["--script", "-"], script: "print all\n", status: 1,
      message: "print takes no arguments"),
    Case(
      name: "set without text", arguments: ["--script", "-"], script: "set Name\n", status: 1,
      message: "set takes a field label and text"),
  ]

  @Test("case", arguments: cases)
  func badInput(_ testCase: Case) throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let result = try sandbox.run(
      ["--store", sandbox.path("store.sqlite")] + testCase.arguments, input: testCase.script)
    #expect(result.status == testCase.status, "\(testCase.name): \(result.stderr)")
    let lines = result.stderr.split(separator: "\n")
    #expect(!lines.isEmpty, "\(testCase.name): no message")
    for line in lines {
      #expect(line.hasPrefix("roadtrip: "), "\(testCase.name): \(line)")
    }
    #expect(result.stderr.contains(testCase.message), "\(testCase.name): \(result.stderr)")
  }

  @Test("a store that is not a database exits 3 and is left as it was")
  func corruptStore() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let path = sandbox.path("garbage.sqlite")
    let bytes = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    try bytes.write(to: URL(fileURLWithPath: path))
    let result = try sandbox.run(["--store", path, "--script", "-"], input: "print\n")
    #expect(result.status == 3)
    #expect(result.stderr.hasPrefix("roadtrip: ") && result.stderr.contains(path))
    #expect(result.stderr.contains("move it away or use --store PATH to choose another file"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  @Test("a directory given as the store exits 3")
  func directoryStore() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let result = try sandbox.run(["--store", sandbox.directory.path, "--script", "-"], input: "print\n")
    #expect(result.status == 3)
    #expect(result.stderr.hasPrefix("roadtrip: "))
    #expect(
      result.stderr.contains("it is a folder, not a store file — use --store PATH to choose another file"))
  }

  @Test("a --store in a folder that does not exist exits 3 and makes no folder or store")
  func storeInMissingFolder() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let path = sandbox.path("tirps/mine.sqlite")
    let result = try sandbox.run(["--store", path, "export"])
    #expect(result.status == 3)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr
        == "roadtrip: cannot open store \(path): there is no folder \(sandbox.path("tirps")); create it first — "
        + "use --store PATH to choose another file\n")
    #expect(!FileManager.default.fileExists(atPath: sandbox.path("tirps")))
  }

  @Test("a bad import file is rejected with its location and imports nothing")
  func badImport() throws {
    let sandbox = try RoadTripProcess()
    defer { sandbox.cleanUp() }
    let file = sandbox.path("bad.json")
    try Data(#"{"version":1,"trips":[{"id":"x","name":"A","waypoints":[]}]}"#.utf8)
      .write(to: URL(fileURLWithPath: file))
    let result = try sandbox.run(["--store", sandbox.path("s.sqlite"), "import", file])
    #expect(result.status == 2)
    #expect(result.stderr.contains("trips[0].id"), "\(result.stderr)")
    let export = try sandbox.run(["--store", sandbox.path("s.sqlite"), "export"])
    #expect(export.stdout.contains(#""trips": []"#), "\(export.stdout)")
  }
}
