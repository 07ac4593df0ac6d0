import Foundation
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// The screen rendered as text at fixed sizes.
@Suite("Trip detail view")
@MainActor
struct TripDetailViewTests {
  private func view(_ screen: PresenterHarness) -> TripDetailView {
    TripDetailView(presenter: screen.presenter)
  }

  @Test("80×24, 12 stops: legs that do not fit scroll with the selection; the table says which it shows")
  func scrolledLegsSayWhich() throws {
    let screen = PresenterHarness(trip: try Fixtures.longTrip(stops: 12))
    let content = view(screen)
    let host = ScreenHost(size: Size(width: 80, height: 24)) { content }
    let first = host.render().plainText.split(separator: "\n").map(String.init)
    #expect(first[3].hasSuffix("│ 1 → 2  Stop 1 → Stop 2          58.7 km"))
    #expect(first[10].hasSuffix("│ 8 → 9  Stop 8 → Stop 9          58.5 km"))
    #expect(first[11].hasSuffix("╯                          legs 1–8 of 11"), "under the eighth leg")
    screen.presenter.selectStop(screen.trip.stops[11].id)
    let last = host.render().plainText.split(separator: "\n").map(String.init)
    #expect(last[3].hasSuffix("│ 4 → 5  Stop 4 → Stop 5          58.6 km"))
    #expect(last[10].hasSuffix("│ 11 → 12  Stop 11 → Stop 12      58.4 km"))
    #expect(last[11].hasSuffix("╯                         legs 4–11 of 11"))
  }

  @Test("80×24: name, map beside the distances, the stops with the first selected, the buttons")
  func pacific80() throws {
    let screen = PresenterHarness(trip: try Fixtures.pacificCoast())
    expectRendered(
      view(screen), width: 80, height: 24,
      equals: """
        Name: [Pacific Coast                                                           ]
        ╭ Map · +/- zoom ──────────────────────╮ Total distance: 38.9 km straight line
        │                                     N│ Leg                       straight line
        │                 @1 Monterey          │ 1 → 2  Monterey → Carmel         5.6 km
        │                ⡜                     │ 2 → 3  Carmel → Big Sur         33.3 km
        │               *2 Carmel              │
        │                ⢣                     │
        │                ⠈⡆                    │
        │                 ⠸⡀                   │
        │                  ⢣                   │
        │                  ⠈⡆                  │
        │                   ⠸⡀                 │
        │                    ⢣                 │
        │                    ⠈⡆                │
        │                     ⠸⡀               │
        │                      *3 Big Sur      │
        │├────┤ 10 km                          │
        ╰──────────────────────────────────────╯
        Stops
        › 1. Monterey                                                   36.60°N 121.89°W
          2. Carmel                                                     36.56°N 121.92°W
          3. Big Sur                                                    36.27°N 121.81°W
        [a] Add stop [d] Delete stop
        [K] Move up [J] Move down [M] Move to… [R] Reverse route
        """)
  }

  @Test("120×40: the map grows with the space it is given")
  func pacific120() throws {
    let screen = PresenterHarness(trip: try Fixtures.pacificCoast())
    expectRendered(
      view(screen), width: 120, height: 40,
      equals: """
        Name: [Pacific Coast                                                                                                   ]
        ╭ Map · +/- zoom ──────────────────────────────────────────╮ Total distance: 38.9 km straight line
        │                                                         N│ Leg                                           straight line
        │                                                          │ 1 → 2  Monterey → Carmel                             5.6 km
        │                                                          │ 2 → 3  Carmel → Big Sur                             33.3 km
        │                         @1 Monterey                      │
        │                        ⢠⠃                                │
        │                       ⢠⠃                                 │
        │                      ⢠⠃                                  │
        │                      *2 Carmel                           │
        │                      ⠈⡆                                  │
        │                       ⠸⡀                                 │
        │                        ⢣                                 │
        │                        ⠘⡄                                │
        │                         ⢱                                │
        │                          ⢇                               │
        │                          ⠘⡄                              │
        │                           ⢱                              │
        │                            ⢇                             │
        │                            ⠘⡄                            │
        │                             ⢣                            │
        │                             ⠈⡆                           │
        │                              ⠸⡀                          │
        │                               ⢣                          │
        │                               ⠈⡆                         │
        │                                ⠸⡀                        │
        │                                 ⢣                        │
        │                                 ⠘⡄                       │
        │                                  ⢱                       │
        │                                   ⢇                      │
        │                                   *3 Big Sur             │
        │                                                          │
        │                                                          │
        │├─────┤ 5 km                                              │
        ╰──────────────────────────────────────────────────────────╯
        Stops
        › 1. Monterey                                                                                           36.60°N 121.89°W
          2. Carmel                                                                                             36.56°N 121.92°W
          3. Big Sur                                                                                            36.27°N 121.81°W
        [a] Add stop [d] Delete stop [K] Move up [J] Move down [M] Move to… [R] Reverse route
        """)
  }

  @Test("a trip without stops asks for one in the map and in the list")
  func empty() throws {
    let screen = PresenterHarness(trip: try Trip(name: "Someday"))
    expectRendered(
      view(screen), width: 80, height: 24,
      equals: """
        Name: [Someday                                                                 ]
        ╭ Map · +/- zoom ──────────────────────╮ Total distance: 0.0 km straight line
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │      Add a stop to see the map       │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        │                                      │
        ╰──────────────────────────────────────╯
        Stops
        No stops yet — press a to add one.
        [a] Add stop [d] Delete stop
        [K] Move up [J] Move down [M] Move to… [R] Reverse route
        """)
  }

  @Test("Delete stop shows its question over the screen")
  func deleteQuestion() throws {
    let screen = PresenterHarness(trip: try Fixtures.pacificCoast())
    screen.presenter.selectStop(screen.trip.stops[1].id)
    screen.presenter.requestDeleteStop()
    expectRendered(
      view(screen), width: 80, height: 24,
      equals: """
        Name: [Pacific Coast                                                           ]
        ╭ Map · +/- zoom ──────────────────────╮ Total distance: 38.9 km straight line
        │                                     N│ Leg                       straight line
        │                 *1 Monterey          │ 1 → 2  Monterey → Carmel         5.6 km
        │                ⡜                     │ 2 → 3  Carmel → Big Sur         33.3 km
        │               @2 Carmel              │
        │                ⢣                     │
        │                ⠈⡆                    │
        │                 ⠸⡀                   │
        │                  ⢣                   │
        │                  ⠈⡆      ╭────────────────────────╮
        │                   ⠸⡀     │ Delete “Carmel”? (y/n) │
        │                    ⢣     ╰────────────────────────╯
        │                    ⠈⡆                │
        │                     ⠸⡀               │
        │                      *3 Big Sur      │
        │├────┤ 10 km                          │
        ╰──────────────────────────────────────╯
        Stops
          1. Monterey                                                   36.60°N 121.89°W
        › 2. Carmel                                                     36.56°N 121.92°W
          3. Big Sur                                                    36.27°N 121.81°W
        [a] Add stop [d] Delete stop
        [K] Move up [J] Move down [M] Move to… [R] Reverse route
        """)
  }

  @Test("an emptied name is not shown: the field shows the stored name again")
  func emptyName() throws {
    let screen = PresenterHarness(trip: try Fixtures.pacificCoast())
    screen.presenter.editName("")
    let lines = render(view(screen), width: 80, height: 24).components(separatedBy: "\n")
    #expect(lines.first == "Name: [Pacific Coast" + String(repeating: " ", count: 59) + "]")
    #expect(!lines.contains { $0.hasPrefix("✗") })
  }
}
