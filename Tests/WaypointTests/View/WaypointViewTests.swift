import Foundation
import Geo
import PlaceSearch
import TestSupport
import Testing
import TextUI
import TripModels

@testable import Waypoint

@MainActor
@Suite("Stop editor view", .timeLimit(.minutes(10)))
struct WaypointViewTests {
  @Test("80×24: an existing stop opens where it is, nothing searched, nothing chosen")
  func initial80x24() async throws {
    let harness = try WaypointHarness()
    await harness.presenter.work.idle()
    expectRendered(
      WaypointView(presenter: harness.presenter), width: 80, height: 24,
      equals: screenText(
        height: 24,
        top: fieldRows(80, name: "Monterey", search: "place name or lat, lon") + [
          rule(80),
          "  Search a place to move the stop; Enter with no search is Done",
        ],
        bottom: [
          "",
          rule(80),
          "",
          storedButtons(80),
        ]))
  }

  @Test("120×40: the same screen stretched to the frame")
  func initial120x40() async throws {
    let harness = try WaypointHarness()
    await harness.presenter.work.idle()
    expectRendered(
      WaypointView(presenter: harness.presenter), width: 120, height: 40,
      equals: screenText(
        height: 40,
        top: fieldRows(120, name: "Monterey", search: "place name or lat, lon") + [
          rule(120),
          "  Search a place to move the stop; Enter with no search is Done",
        ],
        bottom: [
          "",
          rule(120),
          "",
          storedButtons(120),
        ]))
  }

  @Test("80×24: a chosen result is marked and the line below says how to use it")
  func chosen80x24() async throws {
    let harness = try WaypointHarness(
      fixture: WaypointFixture(places: WaypointFixture.springfields(12)))
    try await harness.choose("Springfield 2", searching: "Spring")
    expectRendered(
      WaypointView(presenter: harness.presenter), width: 80, height: 24,
      equals: screenText(
        height: 24,
        top: fieldRows(
          80, name: "Monterey", search: "Spring", now: "Now at 36.60°N 121.89°W, 2,828 km W of Springfield 12"
        )
          + [
            rule(80),
            "  Springfield 1, US · 39.81°N 89.60°W · 100K",
            "› Springfield 2, US · 39.82°N 89.60°W · 100K",
          ] + (3...12).map { "  Springfield \($0), US · 39.\(80 + $0)°N 89.60°W · 100K" },
        bottom: [
          padded("", 73) + "2 of 12",
          rule(80),
          "Chosen: Springfield 2, US, 2,835 km from the stop — Enter uses it",
          storedButtons(80),
        ]))
  }

  @Test("120×40: what to try when nothing matches")
  func noResults120x40() async throws {
    let harness = try WaypointHarness()
    await harness.search("Atlantis")
    expectRendered(
      WaypointView(presenter: harness.presenter), width: 120, height: 40,
      equals: screenText(
        height: 40,
        top: fieldRows(120, name: "Monterey", search: "Atlantis") + [
          rule(120), "  No place called “Atlantis”. Try:",
          "  · a state or country after a comma: “Atlantis, US”",
          "  · a coordinate: 36.6, -121.9", "  · a shorter name: “Atla”",
        ],
        bottom: [
          rule(120),
          "nothing to use — change the search to find a place",
          storedButtons(120),
        ]))
  }

  @Test("an existing stop's emptied search says how to move it, with no complaint")
  func emptyField() async throws {
    let harness = try WaypointHarness()
    await harness.search("")
    expectRendered(
      WaypointView(presenter: harness.presenter), width: 80, height: 9,
      equals: """
        Name: [Monterey              ]  Search: [place name or lat, lon                ]
        Note: [a note (optional)                                                       ]
        Now at 36.60°N 121.89°W, near Monterey
        ────────────────────────────────────────────────────────────────────────────────
          Search a place to move the stop; Enter with no search is Done
        ────────────────────────────────────────────────────────────────────────────────

        [Done]  [p] Use this  [Cancel]        S-Tab to search, note or rename · Esc back
        Nights: [0     ]  Visit minutes: [0      ]  nights end the travel day here
        """)
  }

  @Test("69 columns (the trip's column in split view at 100): the hints are shortened, never cut")
  func narrowStayHint() async throws {
    let harness = try WaypointHarness()
    await harness.search("")
    expectRendered(
      WaypointView(presenter: harness.presenter), width: 69, height: 9,
      equals: """
        Name: [Monterey              ]  Search: [place name or lat, lon     ]
        Note: [a note (optional)                                            ]
        Now at 36.60°N 121.89°W, near Monterey
        ─────────────────────────────────────────────────────────────────────
          Search a place to move the stop; Enter with no search is Done
        ─────────────────────────────────────────────────────────────────────

        [Done]  [p] Use this  [Cancel]      S-Tab search/note/name · Esc back
        Nights: [0     ]  Visit minutes: [0      ]  nights end the day
        """)
  }

  @Test("80×24: leaving with a chosen result shows \"Discard changes? (y/n)\" over the screen")
  func discardPrompt80x24() async throws {
    let harness = try WaypointHarness()
    try await harness.choose("Kyoto", searching: "K")
    harness.presenter.leave()
    await harness.presenter.work.idle()
    expectRendered(
      WaypointView(presenter: harness.presenter), width: 80, height: 24,
      equals: screenText(
        height: 24,
        top: fieldRows(80, name: "Monterey", search: "K") + [
          rule(80),
          "› Kyoto, JP · 35.02°N 135.75°E · 1.5M",
          "", "", "", "", "",
          "                           ╭────────────────────────╮",
          "                           │ Discard changes? (y/n) │",
          "                           ╰────────────────────────╯",
        ],
        bottom: [
          padded("", 74) + "1 of 1",
          rule(80),
          "Chosen: Kyoto, JP, 8,734 km from the stop — Enter uses it",
          storedButtons(80),
        ]))
  }

  @Test("CJK and emoji names stay aligned: no line is wider than the frame, at any size")
  func wideGlyphs() async throws {
    let places = [
      Place(
        id: "cjk", name: "京都市", countryCode: "JP",
        coordinate: Coordinate(latitude: 35.02, longitude: 135.75), population: 1_459_640),
      Place(
        id: "emoji", name: "京都 🏯 👨‍👩‍👧 Beach 🇯🇵 Town", countryCode: "JP",
        coordinate: Coordinate(latitude: 35.0, longitude: 135.7), population: 3_000),
    ]
    let harness = try WaypointHarness(fixture: WaypointFixture(places: places, stopName: "京都 🏯"))
    await harness.search("京")
    harness.presenter.select("emoji")
    let view = WaypointView(presenter: harness.presenter)
    for (width, height) in [(80, 24), (120, 40), (40, 10), (23, 8)] {
      expectLinesFit(render(view, width: width, height: height), width: width)
    }
    expectRendered(
      view, width: 40, height: 11,
      equals: """
        Search: [京                            ]
        Name: [京都 🏯                         ]
        Note: [a note (optional)               ]
        Now at 36.60°N 121.89°W, 8,715 km NE of…
        ────────────────────────────────────────
        › 京都 🏯 👨‍👩‍👧 Beach 🇯🇵 Town, JP · 35.00°…
                                          2 of 2
        ────────────────────────────────────────
        Chosen: 京都 🏯 👨‍👩‍👧 Beach 🇯🇵 Town, JP, 8…
        [Done]  [p] Use this  [Cancel]    S-Tab…
        Nights: [0     ]  Visit minutes: [0
        """)
  }

  @Test("80×24: 48 results scroll to the chosen one, and the line under them says \"40 of 48\"")
  func scrolling80x24() async throws {
    let harness = try WaypointHarness(
      fixture: WaypointFixture(places: WaypointFixture.springfields(48)))
    await harness.search("Spring")
    harness.presenter.select("test:40")
    let screen = render(WaypointView(presenter: harness.presenter), width: 80, height: 24)
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.contains("› Springfield 40, US · 40.20°N 89.60°W · 100K"))
    #expect(lines.contains(padded("", 72) + "40 of 48"))
    #expect(!lines.contains { $0.hasPrefix("  Springfield 1, ") })
  }
}
