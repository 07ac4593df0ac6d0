import Testing
import TripModels

@testable import TripDetail

@Suite("Trip detail legs window")
@MainActor
struct TripDetailLegsWindowTests {
  @Test(
    "legs that fit are all shown; a long list scrolls to keep the selected stop's leg in the middle, its last line saying which legs"
  )
  func window() throws {
    let screen = PresenterHarness(trip: try Fixtures.longTrip(stops: 200))
    let all = screen.viewModel.legs(fitting: 500)
    #expect(all.legs.count == 199 && all.position == nil)
    #expect(screen.viewModel.legs(fitting: 0).legs.isEmpty)
    let first = screen.viewModel.legs(fitting: 10)
    #expect(first.legs.map(\.id) == Array(0..<9))
    #expect(first.position == "legs 1–9 of 199")
    screen.presenter.selectStop(screen.trip.stops[150].id)
    let middle = screen.viewModel.legs(fitting: 10)
    #expect(middle.legs.map(\.id) == Array(145..<154))
    #expect(middle.legs.contains { $0.text.hasPrefix("150 → 151  Stop 150 → Stop 151") })
    #expect(middle.position == "legs 146–154 of 199")
    screen.presenter.selectStop(screen.trip.stops[199].id)
    let last = screen.viewModel.legs(fitting: 10)
    #expect(last.legs.map(\.id) == Array(190..<199))
    #expect(last.position == "legs 191–199 of 199")
    // Too few lines to spend one on it: legs only.
    #expect(screen.viewModel.legs(fitting: 2).legs.map(\.id) == [197, 198])
    #expect(screen.viewModel.legs(fitting: 2).position == nil)
  }
}
