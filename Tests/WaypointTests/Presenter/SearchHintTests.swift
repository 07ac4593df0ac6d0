import Foundation
import Gazetteer
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TripModels

@testable import Waypoint

/// What the stop editor says when a search finds nothing: what to try, by what was typed.
@MainActor
@Suite("Stop editor presenter: what to try when nothing is found", .timeLimit(.minutes(10)))
struct SearchHintTests {
  /// The placeholder and the status line of an Enter after searching `query` (the fake search finds
  /// nothing for it).
  private func hint(_ query: String) async throws -> (placeholder: String?, status: [String]) {
    let harness = try WaypointHarness()
    await harness.search(query)
    let placeholder = harness.presenter.viewModel.placeholder
    harness.presenter.submitSearch()
    await harness.presenter.work.idle()
    return (placeholder, harness.status.texts)
  }

  @Test("a name of several words suggests a state or country, a coordinate and fewer words")
  func severalWords() async throws {
    let (placeholder, status) = try await hint("Lost City of Zinj")
    #expect(
      placeholder == """
        No place called “Lost City of Zinj”. Try:
        · a state or country after a comma: “Lost City of Zinj, TX”
        · a coordinate: 36.6, -121.9
        · a shorter name: “Lost City of”
        """)
    #expect(
      status == [
        "nothing called “Lost City of Zinj” — try “Lost City of Zinj, TX”, a coordinate, or “Lost City of”"
      ])
  }

  @Test("a short name has no shorter name to suggest")
  func shortName() async throws {
    let (placeholder, _) = try await hint("Zzq")
    #expect(placeholder?.contains("a shorter name") == false)
    #expect(placeholder?.hasPrefix("No place called “Zzq”. Try:") == true)
  }

  @Test("a name with a region suggests the name alone or another region")
  func withRegion() async throws {
    let (placeholder, status) = try await hint("Kyoto, Peru")
    #expect(
      placeholder == """
        No “Kyoto” in “Peru”
        Try “Kyoto” alone, or another state or country
        (a code like TX or FR, or a name like Texas or France)
        """)
    #expect(status == ["no “Kyoto” in “Peru” — try “Kyoto” alone, or another state or country"])
  }

  @Test("a coordinate off the globe says which half is out of range and the valid range")
  func outOfRange() async throws {
    let (latitude, status) = try await hint("91, 10")
    #expect(
      latitude == """
        “91, 10” is not on the globe: the latitude is out of range
        latitude runs −90 to 90 (S is −), longitude −180 to 180 (W is −)
        """)
    #expect(
      status == [
        "“91, 10” is out of range — latitude runs −90 to 90 (S is −), longitude −180 to 180 (W is −)"
      ])
    let (longitude, _) = try await hint("36.6, -200")
    #expect(longitude?.hasPrefix("“36.6, -200” is not on the globe: the longitude is out of range") == true)
    let (both, _) = try await hint("100 200")
    #expect(both?.hasPrefix("“100 200” is not on the globe: both are out of range") == true)
  }

  @Test("text that looks like a coordinate but does not read as one shows the forms that do")
  func malformed() async throws {
    let (placeholder, _) = try await hint("48°61′N 2°E")
    #expect(
      placeholder == """
        “48°61′N 2°E” does not read as a coordinate
        write it as 36.6, -121.9 or 36°36′N 121°54′W
        """)
  }

  @Test("after a failed search the list says only \"No results\" (the status line says why)")
  func failed() async throws {
    let harness = try WaypointHarness(places: FailingPlaceSearch())
    await harness.search("Mon")
    #expect(harness.presenter.viewModel.placeholder == "No results")
  }
}
