import Foundation
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// Distances that say what they are, leg rows that keep the destination, and stop notes.
@Suite("Trip detail: legs and notes")
@MainActor
struct TripDetailLegsAndNotesTests {
  @Test("narrow leg rows cut names in the middle, a long start's first; distances are right-aligned")
  func narrowLegs() throws {
    let trip = try Trip(
      name: "Central Coast",
      stops: [
        Fixtures.stop("Monterey", Fixtures.monterey),
        Fixtures.stop("San Luis Obispo County Regional Airport", Fixtures.bigSur),
        Fixtures.stop("Carmel", Fixtures.carmel),
      ])
    let screen = PresenterHarness(trip: trip)
    expectRendered(
      TripDetailView(presenter: screen.presenter), width: 44, height: 12,
      equals: """
        Name: [Central Coast                       ]
        Total distance: 70.7 km straight line
        Leg                            straight line
        1 → 2  Monterey → San Luis…Airport   37.4 km
        2 → 3  San Luis…l Airport → Carmel   33.3 km
        Stops
        › 1. Monterey               36.60°N 121.89°W
          2. San Luis Obispo County Regional Ai…
          3. Carmel                 36.56°N 121.92°W
        [a] Add stop [d] Delete stop
        [K] Move up [J] Move down
        [M] Move to… [R] Reverse route
        """)
  }

  @Test("a name is cut in its middle, whole characters only; in fewer than 6 cells, at its end")
  func middleTruncation() {
    #expect(LegText.shortened("San Luis Obispo", to: 15) == "San Luis Obispo")
    #expect(LegText.shortened("San Luis Obispo", to: 12) == "San Lu…bispo")
    #expect(LegText.shortened("San Luis Obispo", to: 6) == "San…po")
    #expect(LegText.shortened("Monterey", to: 5) == "Mont…")
    #expect(LegText.shortened("Big Sur", to: 3) == "Bi…")
    #expect(LegText.shortened("京都市東山区", to: 7) == "京…山区")
    #expect(LegText.shortened("京都市東山区", to: 4) == "京…")
    #expect(LegText.shortened("Carmel", to: 1) == "…")
    #expect(
      LegText.fitted(numbers: "1 → 2", from: "Monterey", to: "San Luis Obispo", width: 30)
        == "1 → 2  Mont… → San Luis Obispo")
  }

  @Test("where a leg's start could only be cut past reading, every leg shows its destination alone")
  func destinationsAlone() throws {
    let trip = try Trip(
      name: "Coast",
      stops: [
        Fixtures.stop("Monterey", Fixtures.monterey),
        Fixtures.stop("Carmel-by-the-Sea", Fixtures.carmel),
        Fixtures.stop("Big Sur", Fixtures.bigSur),
      ])
    let screen = PresenterHarness(trip: trip)
    expectRendered(
      TripDetailView(presenter: screen.presenter), width: 34, height: 12,
      equals: """
        Name: [Coast                     ]
        Total distance: 38.9 km
        Leg                  straight line
        1 → 2  Carmel-by-the-Sea    5.6 km
        2 → 3  Big Sur             33.3 km
        Stops
        › 1. Monterey     36.60°N 121.89°W
          2. Carmel-by-the-Sea    36.56°N…
          3. Big Sur      36.27°N 121.81°W
        [a] Add stop [d] Delete stop
        [K] Move up [J] Move down
        [M] Move to… [R] Reverse route
        """)
    #expect(!LegText.keepsNamesReadable(numbers: "3 → 4", from: "Big Sur", to: "San Luis Obispo", width: 24))
    #expect(LegText.keepsNamesReadable(numbers: "3 → 4", from: "Big Sur", to: "San Luis Obispo", width: 30))
    #expect(LegText.destination(numbers: "3 → 4", to: "San Luis Obispo", width: 16) == "3 → 4  San…ispo")
  }

  @Test("a short starting name is kept whole; the destination is cut instead")
  func shortStartKeptWhole() {
    #expect(
      LegText.fitted(numbers: "2 → 3", from: "Voss", to: "27 km SE of Stranda", width: 29)
        == "2 → 3  Voss → 27 km S…Stranda")
    #expect(
      LegText.fitted(numbers: "3 → 4", from: "Big Sur", to: "San Luis Obispo", width: 24)
        == "3 → 4  Bi… → San L…bispo", "a starting name over a third of the room is still cut first")
  }

  @Test("a stop's note is shown dim on its row, after the name")
  func notes() throws {
    let carmel = try Fixtures.stop("Carmel", Fixtures.carmel).with(note: "lunch at the pier")
    let trip = try Trip(
      name: "Pacific Coast", stops: [Fixtures.stop("Monterey", Fixtures.monterey), carmel])
    let screen = PresenterHarness(trip: trip)
    let text = render(TripDetailView(presenter: screen.presenter), width: 80, height: 24)
    let row = try #require(text.split(separator: "\n").first { $0.contains("2. Carmel") })
    #expect(row == "  2. Carmel  — lunch at the pier                                36.56°N 121.92°W")
  }
}
