import Foundation
import Gazetteer
import Geo
import Navigation
import PlaceSearch
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
        · a state or country after a comma: “Lost City of Zinj, US”
        · a coordinate: 36.6, -121.9
        · a shorter name: “Lost City of”
        """)
    #expect(
      status == [
        "nothing called “Lost City of Zinj” — try “Lost City of Zinj, US”, a coordinate, or “Lost City of”"
      ])
  }

  @Test("on a trip through Norway the examples are Norway and a coordinate by the stop beside the edited one")
  func examplesOfTheTripsArea() async throws {
    let bergen = Place(
      id: "geonames:3161732", name: "Bergen", countryCode: "NO",
      coordinate: Coordinate(latitude: 60.39299, longitude: 5.32415), population: 213_585,
      admin1: "Vestland", countryName: "Norway")
    let voss = Coordinate(latitude: 60.62836, longitude: 6.41534)
    let fixture = try WaypointFixture(
      places: FakePlaceSearch.samplePlaces + [bergen], stopName: "Geiranger",
      coordinates: (edited: Coordinate(latitude: 62.1, longitude: 7.2), other: voss))
    let harness = try WaypointHarness(fixture: fixture)
    await harness.search("Geiranger")
    #expect(
      harness.presenter.viewModel.placeholder == """
        No place called “Geiranger”. Try:
        · a state or country after a comma: “Geiranger, Norway”
        · a coordinate: 60.6, 6.4
        · a shorter name: “Geir”
        """)
    harness.presenter.submitSearch()
    await harness.presenter.work.idle()
    #expect(
      harness.status.texts == [
        "nothing called “Geiranger” — try “Geiranger, Norway”, a coordinate, or “Geir”"
      ])
    await harness.search("48°61′N 2°E")
    #expect(
      harness.presenter.viewModel.placeholder == """
        “48°61′N 2°E” does not read as a coordinate
        write it as 60.6, 6.4 or 60°36′N 6°24′E
        """)
  }

  @Test("in the United States, Canada and Australia the example is the state, as people write it there")
  func stateInTheUnitedStates() throws {
    let carmel = Place(
      id: "geonames:5334519", name: "Carmel-by-the-Sea", countryCode: "US",
      coordinate: WaypointFixture.pacificCoast.other, population: 3_897, admin1: "California",
      countryName: "United States")
    let area = try #require(SearchHintArea(around: carmel.coordinate, in: carmel))
    #expect(
      SearchHint("Zzq", area: area).statusLine == "nothing called “Zzq” — try “Zzq, California”, a coordinate"
    )
    #expect(area.sexagesimalExample == "36°36′N 121°54′W")
  }

  @Test("with no stop to go by, the examples are the standard ones")
  func standardExamples() {
    #expect(
      SearchHint("Atlantis").lines == [
        "No place called “Atlantis”. Try:", "· a state or country after a comma: “Atlantis, TX”",
        "· a coordinate: 36.6, -121.9", "· a shorter name: “Atla”",
      ])
    #expect(SearchHintArea.standard.sexagesimalExample == "36°36′N 121°54′W")
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
