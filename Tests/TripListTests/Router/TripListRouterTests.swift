import Foundation
import Navigation
import Routes
import Testing
import TextUI
import TripModels

@testable import TripList

@Suite("Trip list router", .timeLimit(.minutes(10)))
@MainActor
struct TripListRouterTests {
  let first = TripID()
  let second = TripID()
  let stop = StopID()

  @Test("opening a trip from the list pushes .trip(id)")
  func openPushes() {
    let stack = NavigationStack<Route>(root: .trips)
    let work = ScreenWork()
    let router = TripListRouter(stack: stack, work: work)
    router.openTrip(first)
    #expect(stack.state.path.map(\.route) == [.trip(first)])
    #expect(stack.state.root == .trips)
  }

  @Test("opening the trip already open changes nothing")
  func openSameTrip() async {
    let stack = NavigationStack<Route>(root: .trips, path: [.trip(first)])
    let work = ScreenWork()
    let router = TripListRouter(stack: stack, work: work)
    let before = stack.state
    router.openTrip(first)
    await work.idle()
    #expect(stack.state == before)
  }

  @Test("opening another trip while one is open (split view) replaces the path")
  func openReplaces() async {
    let stack = NavigationStack<Route>(
      root: .trips, path: [.trip(first), .waypoint(trip: first, waypoint: stop)])
    let work = ScreenWork()
    let router = TripListRouter(stack: stack, work: work)
    router.openTrip(second)
    await work.idle()
    #expect(stack.state.path.map(\.route) == [.trip(second)])
  }

  @Test("a screen's guard can keep it open when another trip is opened over it")
  func openRespectsGuard() async {
    let stack = NavigationStack<Route>(
      root: .trips, path: [.trip(first), .waypoint(trip: first, waypoint: stop)])
    let guarded = stack.state.topEntryID
    #expect(stack.setGuard(for: guarded) { false })
    let work = ScreenWork()
    let router = TripListRouter(stack: stack, work: work)
    router.openTrip(second)
    await work.idle()
    #expect(stack.state.path.map(\.route) == [.trip(first), .waypoint(trip: first, waypoint: stop)])
  }

  @Test("closing a deleted trip prunes its detail and stop screens, guards notwithstanding")
  func closePrunes() {
    let stack = NavigationStack<Route>(
      root: .trips, path: [.trip(first), .waypoint(trip: first, waypoint: stop)])
    #expect(stack.setGuard(for: stack.state.topEntryID) { false })
    let work = ScreenWork()
    let router = TripListRouter(stack: stack, work: work)
    router.closeTrip(second)
    #expect(stack.state.path.count == 2)
    router.closeTrip(first)
    #expect(stack.state.path.isEmpty)
  }

  @Test("the open trip is the trip on top of the stack")
  func openTripID() {
    let stack = NavigationStack<Route>(root: .trips)
    let work = ScreenWork()
    let router = TripListRouter(stack: stack, work: work)
    #expect(router.openTripID == nil)
    stack.push(.trip(first))
    #expect(router.openTripID == first)
    stack.push(.waypoint(trip: first, waypoint: stop))
    #expect(router.openTripID == first)
  }
}
