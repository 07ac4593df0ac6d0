import Foundation
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripDetail

/// The map inside the trip detail screen: its focus and keys, its state, small screens.
@Suite("Trip detail map, driven")
@MainActor
struct TripDetailMapScreenTests {
  @Test("Tab reaches the map; then +/- zoom, arrows pan (not the list), 0 fits the route again")
  func keys() throws {
    let screen = ScreenHarness(trip: try Fixtures.pacificCoast())
    let host = try screen.driven
    let fitted = screen.lines
    try host.focus("Map")
    #expect(screen.lines.contains { $0.contains("Map: +/- zoom, arrows pan, 0 fit") })
    try host.send(.character("+"))
    let zoomed = screen.lines
    #expect(zoomed != fitted)
    try host.send(.down)
    #expect(screen.lines != zoomed)
    #expect(host.focusedElement()?.label == "Map")
    #expect(host.elements.first { $0.kind == .list }?.selectedRow == 1)  // the list did not move
    try host.send(.character("0"))
    try host.send(.tab)
    #expect(screen.lines == fitted)
  }

  @Test("the view survives changes to the trip, and a new screen starts fitted (it is not stored)")
  func viewportState() throws {
    let harness = PresenterHarness(trip: try Fixtures.pacificCoast())
    harness.presenter.zoomMap(by: 2)
    harness.presenter.panMap(east: 1, north: -1)
    let viewport = harness.presenter.mapViewport
    harness.presenter.editName("Coast")  // saved: the trip reloads
    #expect(harness.stored?.name == "Coast")
    #expect(harness.presenter.mapViewport == viewport)
    harness.presenter.openStop()  // to the stop editor and back: the same screen is shown again
    #expect(harness.presenter.mapViewport == viewport)
    let fresh = PresenterHarness(trip: try Fixtures.pacificCoast())
    #expect(fresh.presenter.mapViewport == .fitted)
    harness.presenter.fitMap()
    #expect(harness.presenter.mapViewport == .fitted)
  }

  @Test("below a legible map size the screen shows the legs instead of an empty box")
  func smallScreen() throws {
    let screen = ScreenHarness(trip: try Fixtures.pacificCoast(), width: 40, height: 12)
    let text = screen.lines.joined(separator: "\n")
    #expect(!text.contains("Map"))
    #expect(text.contains("Total distance"))
    #expect(text.contains("1 → 2  Monterey → Carmel"))
    #expect(TripDetailView.showsMap(in: Size(width: 80, height: 14)))
    #expect(!TripDetailView.showsMap(in: Size(width: 80, height: 6)))
    // The map takes the larger half: at 36 columns 18, 16 inside its box — the least legible.
    #expect(TripDetailView.showsMap(in: Size(width: 36, height: 20)))
    #expect(!TripDetailView.showsMap(in: Size(width: 35, height: 20)))
  }
}
