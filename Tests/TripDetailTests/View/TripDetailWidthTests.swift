import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// Names in Chinese/Japanese and with emoji keep every line inside the frame and the columns aligned.
@Suite("Trip detail with wide characters")
@MainActor
struct TripDetailWidthTests {
  nonisolated private static let sizes = [(80, 24), (120, 40), (100, 30), (60, 20), (44, 16)]

  /// The display column of each box-drawing side "│" in `line`.
  private func borderColumns(_ line: Substring) -> [Int] {
    var columns: [Int] = []
    var column = 0
    for character in line {
      if character == "│" { columns.append(column) }
      column += DisplayWidth.of(character)
    }
    return columns
  }

  @Test("CJK and emoji names: every line fits and the map's box stays straight", arguments: sizes)
  func wideNames(width: Int, height: Int) throws {
    let trip = try Trip(
      name: "日本の旅 🗾 東京から京都へ、そして大阪まで 👨‍👩‍👧 🇯🇵",
      stops: try Fixtures.japan().stops + [
        Fixtures.stop("大阪 🏯 Ōsaka, とても長い名前の停留所です 👍🏽", Fixtures.kyoto)
      ])
    let screen = PresenterHarness(trip: trip)
    let text = render(TripDetailView(presenter: screen.presenter), width: width, height: height)
    expectLinesFit(text, width: width)
    let boxLines = text.split(separator: "\n").filter { $0.hasPrefix("│") }
    #expect(!boxLines.isEmpty)
    let rightEdges = Set(boxLines.compactMap { borderColumns($0).last })
    #expect(rightEdges.count == 1, "the map's right border is in one column")
    // Narrowed, a leg keeps its destination's name; where the start's could not be read cut, the
    // legs show their destinations alone.
    if width >= 80 {
      let firstLeg = text.split(separator: "\n").first { $0.contains("1 → 2") }
      #expect(firstLeg?.contains("東京 🗼 Tokyo ") == true)
    }
  }

  @Test("where the whole total does not fit, it drops \"straight line\" rather than being cut")
  func shortTotal() throws {
    let screen = PresenterHarness(trip: try Fixtures.pacificCoast())
    let narrow = render(TripDetailView(presenter: screen.presenter), width: 69, height: 28)
    #expect(narrow.contains("Total distance: 38.9 km"))
    #expect(!narrow.contains("Total distance: 38.9 km straight"), "no cut total")
    #expect(narrow.contains("straight line"), "the legs' header still says what the distances are")
    let wide = render(TripDetailView(presenter: screen.presenter), width: 120, height: 40)
    #expect(wide.contains("Total distance: 38.9 km straight line"))
  }

  @Test("200 stops fit at every size and the list shows a window of them")
  func longTrip() throws {
    let screen = PresenterHarness(trip: try Fixtures.longTrip(stops: 200))
    for (width, height) in Self.sizes {
      let text = render(TripDetailView(presenter: screen.presenter), width: width, height: height)
      expectLinesFit(text, width: width)
      #expect(text.contains("› 1.   Stop 1"))
      #expect(!text.contains("Stop 200 "))
    }
  }

  @Test("moving down a long list scrolls the stops and the legs with the selection")
  func scrolling() throws {
    let screen = ScreenHarness(trip: try Fixtures.longTrip(stops: 200))
    for _ in 0..<120 { try screen.driven.send(.down) }
    let text = screen.lines.joined(separator: "\n")
    #expect(text.contains("› 121. Stop 121"))
    #expect(text.contains("120 → 121  Sto…120 → Stop 121  1,054 km"))
    #expect(text.contains("Stops                                                                    121/200"))
    #expect(!text.contains("› 1. "))
    expectLinesFit(text, width: 80)
  }
}
