import Testing
import TripModels

@testable import TripDetail

@Suite("Trip detail legs window")
@MainActor
struct TripDetailLegsWindowTests {
  @Test("legs that fit are all shown; a long list scrolls to keep the selected stop's leg in the middle")
  func window() throws {
    let screen = PresenterHarness(trip: try Fixtures.longTrip(stops: 200))
    #expect(screen.viewModel.legs(fitting: 500).count == 199)
    #expect(screen.viewModel.legs(fitting: 0).isEmpty)
    #expect(screen.viewModel.legs(fitting: 10).map(\.id) == Array(0..<10))
    screen.presenter.selectStop(screen.trip.stops[150].id)
    let middle = screen.viewModel.legs(fitting: 10)
    #expect(middle.map(\.id) == Array(145..<155))
    #expect(middle.contains { $0.text.hasPrefix("150 → 151  Stop 150 → Stop 151") })
    screen.presenter.selectStop(screen.trip.stops[199].id)
    #expect(screen.viewModel.legs(fitting: 10).map(\.id) == Array(189..<199))
  }
}
