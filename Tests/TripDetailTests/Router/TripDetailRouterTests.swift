import Foundation
import Navigation
import Routes
import Testing
import TripModels

@testable import TripDetail

@Suite("Trip detail router")
@MainActor
struct TripDetailRouterTests {
  private let tripID = TripID()
  private let stopID = StopID()

  @Test("opening a stop pushes the stop editor for this trip's stop")
  func openStop() {
    let stack = NavigationStackFixture.detail(of: tripID)
    TripDetailRouter(tripID: tripID, stack: stack).openStop(stopID)
    #expect(stack.state.path.map(\.route) == [.trip(tripID), .waypoint(trip: tripID, waypoint: stopID)])
  }

  @Test("closing a deleted trip drops its detail and stop editors, and nothing else")
  func closeDeletedTrip() {
    let otherTrip = TripID()
    let stack = NavigationStack<Route>(
      root: .trips,
      path: [.trip(otherTrip), .trip(tripID), .waypoint(trip: tripID, waypoint: stopID)])
    TripDetailRouter(tripID: tripID, stack: stack).closeDeletedTrip()
    #expect(stack.state.root == .trips)
    #expect(stack.state.path.map(\.route) == [.trip(otherTrip)])
  }
}
