import Testing
import TextUI

@testable import App

@Suite("Command line")
struct ArgumentParserTests {
  @Test("no arguments is the automatic mode at 80x24 defaults")
  func defaults() throws {
    let invocation = try ArgumentParser.parse([])
    #expect(invocation == Invocation())
  }

  @Test("options in both spellings")
  func options() throws {
    let invocation = try ArgumentParser.parse([
      "--store", "/tmp/a.sqlite", "--size=120x40", "--units", "MI", "--no-color", "--open",
      "roadtrip://trips/1", "--script", "-",
    ])
    #expect(invocation.storePath == "/tmp/a.sqlite")
    #expect(invocation.size == Size(width: 120, height: 40))
    #expect(invocation.units == .miles)
    #expect(invocation.noColor)
    #expect(invocation.openURL == "roadtrip://trips/1")
    #expect(invocation.mode == .script(source: "-"))
  }

  @Test("export and import subcommands")
  func subcommands() throws {
    #expect(
      try ArgumentParser.parse(["export", "--format", "gpx", "--trip", "2", "-o", "out.gpx"]).mode
        == .export(format: .gpx, trip: "2", output: "out.gpx"))
    #expect(try ArgumentParser.parse(["export"]).mode == .export(format: .json, trip: nil, output: nil))
    #expect(try ArgumentParser.parse(["import", "trips.json"]).mode == .importFile(path: "trips.json"))
  }

  @Test("export takes its format from -o's extension unless --format says; import takes --format too")
  func formats() throws {
    #expect(
      try ArgumentParser.parse(["export", "-o", "Trips.KML"]).mode
        == .export(format: .kml, trip: nil, output: "Trips.KML"))
    #expect(
      try ArgumentParser.parse(["export", "-o", "x.csv", "--format", "geojson"]).mode
        == .export(format: .geojson, trip: nil, output: "x.csv"))
    #expect(
      try ArgumentParser.parse(["export", "-o", "notes.txt"]).mode
        == .export(format: .json, trip: nil, output: "notes.txt"))
    let imported = try ArgumentParser.parse(["import", "stops.txt", "--format", "CSV"])
    #expect(imported.mode == .importFile(path: "stops.txt") && imported.importFormat == .csv)
    #expect(try ArgumentParser.parse(["import", "a.kml"]).importFormat == nil)
    #expect(
      throws: UsageError(
        "format 'kmz' is not known — use json, gpx, kml, geojson or csv (or ics, a trip's itinerary as a calendar)"
      )
    ) {
      try ArgumentParser.parse(["export", "--format", "kmz"])
    }
  }

  @Test("export --format ics or an .ics output is the calendar; itinerary takes --trip")
  func calendarAndItinerary() throws {
    #expect(
      try ArgumentParser.parse(["export", "--format", "ICS", "--trip", "2"]).mode
        == .calendar(trip: "2", output: nil))
    #expect(
      try ArgumentParser.parse(["export", "-o", "a.ics"]).mode == .calendar(trip: nil, output: "a.ics"))
    #expect(
      try ArgumentParser.parse(["export", "--format", "json", "-o", "a.ics"]).mode
        == .export(format: .json, trip: nil, output: "a.ics"))
    #expect(try ArgumentParser.parse(["itinerary", "--trip", "1"]).mode == .itinerary(trip: "1"))
    #expect(try ArgumentParser.parse(["itinerary"]).mode == .itinerary(trip: nil))
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["itinerary", "-o", "x.txt"]) }
  }

  @Test("--force goes with export only")
  func force() throws {
    #expect(try ArgumentParser.parse(["export", "-o", "out.json", "--force"]).force)
    #expect(try !ArgumentParser.parse(["export", "-o", "out.json"]).force)
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["import", "a.json", "--force"]) }
  }

  @Test("--replace goes with import only; import keeps both by default")
  func replace() throws {
    #expect(try ArgumentParser.parse(["import", "a.json", "--replace"]).replaceOnImport)
    #expect(try !ArgumentParser.parse(["import", "a.json"]).replaceOnImport)
    #expect(throws: UsageError.self) { try ArgumentParser.parse(["export", "--replace"]) }
  }

  @Test("help and version win over everything after them")
  func helpAndVersion() throws {
    #expect(try ArgumentParser.parse(["--help", "--bogus"]).mode == .help)
    #expect(try ArgumentParser.parse(["--version"]).mode == .version)
  }

  @Test("sizes at the edges of the range")
  func sizeRange() throws {
    #expect(try FrameSizeOption.parse("20x6") == Size(width: 20, height: 6))
    #expect(try FrameSizeOption.parse("1000X500") == Size(width: 1000, height: 500))
    #expect(throws: UsageError.self) { try FrameSizeOption.parse("19x6") }
    #expect(throws: UsageError.self) { try FrameSizeOption.parse("20x501") }
    #expect(throws: UsageError.self) { try FrameSizeOption.parse("x") }
    #expect(throws: UsageError.self) { try FrameSizeOption.parse("80x24x3") }
  }
}

@Suite("Script lines")
struct ScriptLineTests {
  @Test(
    "shell-style quoting",
    arguments: [
      ("type Kyoto", ["type", "Kyoto"]),
      ("set Name 'Pacific Coast'", ["set", "Name", "Pacific Coast"]),
      (#"set Name "Say \"hi\"""#, ["set", "Name", #"Say "hi""#]),
      (#"echo a\ b"#, ["echo", "a b"]),
      ("echo ''", ["echo", ""]),
      ("  print   # a comment", ["print"]),
      ("# only a comment", []),
      ("echo a#b", ["echo", "a#b"]),
      ("type 京都", ["type", "京都"]),
    ])
  func quoting(_ line: String, _ words: [String]) throws {
    #expect(try ScriptLexer.words(in: line) == words)
  }

  @Test("an unterminated quote is an error")
  func unterminated() {
    #expect(throws: ScriptError.unterminatedQuote("'")) { try ScriptLexer.words(in: "type 'abc") }
    #expect(throws: ScriptError.unterminatedQuote("\"")) { try ScriptLexer.words(in: "type \"abc") }
  }

  @Test func aQuotedWordMayStartWithACombiningMarkOrAJoiner() throws {
    #expect(try ScriptLexer.words(in: "key \"\u{301}\"") == ["key", "\u{301}"])
    #expect(try ScriptLexer.words(in: "set Name \"\u{200D}x\"") == ["set", "Name", "\u{200D}x"])
    #expect(try ScriptLexer.words(in: "key \u{947}") == ["key", "\u{947}"])
    #expect(try ScriptLexer.words(in: "type 'e\u{301}' \"ा\"") == ["type", "e\u{301}", "ा"])
  }

  @Test("commands and their arguments")
  func commands() throws {
    #expect(try ScriptCommand.parse("print") == .print)
    #expect(try ScriptCommand.parse("open 2") == .open(2))
    #expect(try ScriptCommand.parse("key enter") == .key(.enter))
    #expect(try ScriptCommand.parse("key K") == .key(.character("K")))
    #expect(try ScriptCommand.parse("resize 120x40") == .resize(Size(width: 120, height: 40)))
    #expect(try ScriptCommand.parse("echo hello world") == .echo("hello world"))
    #expect(try ScriptCommand.parse("") == nil)
    #expect(throws: ScriptError.self) { try ScriptCommand.parse("open 0") }
    #expect(throws: ScriptError.self) { try ScriptCommand.parse("press") }
    #expect(throws: ScriptError.self) { try ScriptCommand.parse("quit now") }
  }

  @Test("an unknown key name is refused with every key name a script can use, each of which it accepts")
  func unknownKeyListsTheKeys() throws {
    var message = ""
    do {
      _ = try ScriptCommand.parse("key nosuch")
    } catch {
      message = error.description
    }
    #expect(message.hasPrefix("key 'nosuch' is not known — use up, down, left, right, "))
    for name in Key.scriptNames {
      #expect(message.contains(name), "\(name)")
      let parsed = try ScriptCommand.parse("key " + name.replacingOccurrences(of: "X", with: "q"))
      #expect(parsed != nil, "\(name)")
    }
  }
}
