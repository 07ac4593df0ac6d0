import Foundation
import Geo
import Routing
import TestSupport
import Testing
import TextUI
import ValhallaRouting

@testable import App

/// A keystroke session against the real local Valhalla: configure the router in its sheet, plan a
/// Helsinki trip by typing, and see each leg's road figures appear as Valhalla gives them; they are
/// still there after a relaunch, and the trip list shows the trip's road total.
@MainActor
@Suite("Router sheet with a real Valhalla", .serialized, .requires(.valhalla), .timeLimit(.minutes(10)))
struct RouterSheetSessionTests {
  static let keys = KeystrokeSessionTests.folder.appendingPathComponent("valhalla/configure-router.keys")

  @Test("configure a router in the sheet, plan a trip, see the road figures (and after a relaunch)")
  func configureAndRoute() async throws {
    let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"
    let text = try String(contentsOf: Self.keys, encoding: .utf8).replacingOccurrences(
      of: "{ROUTER}", with: url)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("roadtrip-router-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = KeystrokeSession(lines: text.components(separatedBy: "\n"))
    let (transcript, problems) = try await session.run(
      at: Size(width: 120, height: 40), places: KeystrokeSessionTests.places,
      storePath: directory.appendingPathComponent("store.sqlite").path)
    #expect(problems.isEmpty)
    if ProcessInfo.processInfo.environment["PRINT_TRANSCRIPT"] == "1" { print(transcript) }
    let screens = transcript.components(separatedBy: "--- screen")
    #expect(screens.count == 7)
    // The sheet: nothing sent before a URL is typed; the test's answer; then the router saved.
    #expect(screens[1].contains("No router: nothing is sent anywhere"))
    #expect(screens[2].contains("✓ \(url) answered: it has no road between the test"))
    #expect(screens[2].contains("Sent: the stops' coordinates and the avoid options, only to"))
    #expect(screens[3].contains("Road router \(url) (remembered)"))
    let stops = [
      Coordinate(latitude: 60.1708, longitude: 24.9414), Coordinate(latitude: 60.1690, longitude: 24.9320),
      Coordinate(latitude: 60.1570, longitude: 24.9560),
    ]
    let legs = try await ValhallaRouter(url: url).route(stops, options: RoutingOptions())
    for screen in [screens[4], screens[5]] {
      for leg in legs {
        let figures =
          "\(DistanceUnit.kilometers.format(meters: leg.meters)) · \(SheetCopy.driveTime(leg.seconds))"
        #expect(screen.contains(figures), "\(figures)\n\(screen)")
      }
      #expect(screen.contains("by road"))
    }
    // Back in the trip list (the split view's left column), the trip shows its road distance and
    // drive time.
    let meters = legs.reduce(0) { $0 + $1.meters }
    let seconds = legs.reduce(0) { $0 + $1.seconds }
    let lines = screens[6].split(separator: "\n")
    let row = try #require(lines.firstIndex { $0.hasPrefix("› Helsinki") })
    #expect(lines[row].contains(" \(DistanceUnit.kilometers.format(meters: meters)) "), "\(screens[6])")
    #expect(lines[row + 1].hasPrefix("  3 stops · \(DriveTime.text(seconds: seconds)) · "), "\(screens[6])")
  }
}
