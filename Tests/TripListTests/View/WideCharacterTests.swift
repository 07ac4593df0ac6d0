import Foundation
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripList

@Suite("Trip list with CJK and emoji names")
@MainActor
struct WideCharacterTests {
  @Test("CJK, emoji, flags, ZWJ families and combining marks line up at 40 columns")
  func alignedAt40() throws {
    let harness = TripListHarness(trips: try TripFixtures.wideNameTrips())
    let text = render(TripListView(presenter: harness.presenter), width: 40, height: 10)
    expectSameScreen(
      text,
      screenText(
        height: 10,
        top: """
          › 京都と大阪の旅                 43.0 km
            2 stops · 京都 → 大阪
            🚗 Road trip 🇯🇵 with a name…   94.8 km
            2 stops · 東京 → 富士山 🗻
            Zu\u{308}rich → Genève 👨‍👩‍👧              225 km
            2 stops · Zu\u{308}rich → Genève
          """,
        bottom: buttonBar(width: 40)))
    expectLinesFit(text, width: 40)
  }

  @Test(
    "every line fits the frame, whatever its width",
    arguments: [28, 29, 33, 40, 63, 64, 65, 80, 120])
  func everyWidthFits(width: Int) throws {
    let harness = TripListHarness(trips: try TripFixtures.wideNameTrips())
    harness.presenter.open(index: 1)
    let text = render(TripListView(presenter: harness.presenter), width: width, height: 12)
    expectLinesFit(text, width: width)
    #expect(text.contains("▶"))
    harness.presenter.requestDelete()
    let asking = render(TripListView(presenter: harness.presenter), width: width, height: 12)
    expectLinesFit(asking, width: width)
    #expect(asking.contains("(y/n)"))
  }

  @Test("a wide glyph that does not fit is cut whole, never in half")
  func wideGlyphCutWhole() throws {
    let trip = try Trip(name: "東京東京東京東京東京東京東京東京東京東京東京")
    let harness = TripListHarness(trips: [trip])
    let text = render(TripListView(presenter: harness.presenter), width: 29, height: 4)
    let first = try #require(text.split(separator: "\n").first)
    #expect(first == "› 東京東京東京東京東…  0.0 km")
    expectLinesFit(text, width: 29)
  }

  @Test("control characters in a name never reach the screen")
  func controlCharacters() throws {
    let repository = InMemoryTripRepository(trips: [])
    let trip = try repository.createTrip(named: "Evil\u{1B}[2J name")
    #expect(!trip.name.unicodeScalars.contains("\u{1B}"))
    let harness = TripListHarness(trips: repository.trips)
    let text = render(TripListView(presenter: harness.presenter), width: 40, height: 4)
    #expect(!text.unicodeScalars.contains("\u{1B}"))
  }
}
