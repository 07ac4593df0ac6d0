import Foundation
import Testing
import TextUI

@testable import App

/// Tab in a sheet's File field completes the path as a shell does, on a real folder: one match
/// whole (a folder with its `/`), several to the start they share with their names listed, hidden
/// names only after a `.`, and nothing for a name or folder that is not there.
@MainActor
@Suite("Path completion in the sheets")
struct PathCompleterTests {
  let home: URL
  let completer: PathCompleter

  init() throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent("roadtrip-complete-\(UUID())")
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent("trips"), withIntermediateDirectories: true)
    for name in ["coast.gpx", "coast.json", "corsica.kml", ".secret.json", "trips/alps.kml"] {
      try Data("{}".utf8).write(to: home.appendingPathComponent(name))
    }
    completer = PathCompleter(paths: UserPath(home: home.path))
  }

  private func removeHome() { try? FileManager.default.removeItem(at: home) }

  @Test("one match is completed whole; a folder gets its slash, and Tab then completes inside it")
  func oneMatch() {
    defer { removeHome() }
    #expect(completer.complete("~/cor") == TextCompletion(text: "~/corsica.kml"))
    #expect(completer.complete("~/tr") == TextCompletion(text: "~/trips/"))
    #expect(completer.complete("~/trips/") == TextCompletion(text: "~/trips/alps.kml"))
    #expect(completer.complete("~") == TextCompletion(text: "~/"))
  }

  @Test("several matches: the start they share is added and they are named")
  func severalMatches() {
    defer { removeHome() }
    #expect(
      completer.complete("~/coa")
        == TextCompletion(text: "~/coast.", note: "2 names start “coa”: coast.gpx, coast.json"))
    #expect(
      completer.complete("~/co")
        == TextCompletion(text: "~/co", note: "3 names start “co”: coast.gpx, coast.json, corsica.kml"))
    #expect(completer.complete("~/")?.note == "4 names in ~/: coast.gpx, coast.json, corsica.kml, trips/")
  }

  @Test("hidden names only after a dot; nothing to add for a whole name, a missing name or folder")
  func nothingToAdd() {
    defer { removeHome() }
    #expect(completer.complete("~/.s") == TextCompletion(text: "~/.secret.json"))
    #expect(completer.complete("~/coast.gpx") == nil)
    #expect(completer.complete("~/zz") == nil)
    #expect(completer.complete("~/nowhere/x") == nil)
    #expect(completer.complete("") == nil)
    let absolute = home.path + "/cor"
    #expect(completer.complete(absolute) == TextCompletion(text: home.path + "/corsica.kml"))
  }
}
