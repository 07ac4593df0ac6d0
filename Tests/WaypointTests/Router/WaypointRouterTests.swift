import Foundation
import Navigation
import Routes
import Testing
import TripModels

@testable import Waypoint

@MainActor
@Suite("Stop editor router", .timeLimit(.minutes(10)))
struct WaypointRouterTests {
  let tripID = TripID()
  let otherTripID = TripID()
  let stopID = StopID()
  let otherStopID = StopID()

  /// Roadtrips › trip › stop editor (the entry the router belongs to).
  private func makeRouter(
    path extra: [Route] = []
  ) -> (NavigationStack<Route>, WaypointRouter) {
    let stack = NavigationStack<Route>(
      root: .trips, path: extra + [.trip(tripID), .waypoint(trip: tripID, waypoint: stopID)])
    let router = WaypointRouter(
      stack: stack, entryID: stack.state.topEntryID,
      target: WaypointTarget(tripID: tripID, stopID: stopID))
    return (stack, router)
  }

  @Test("close removes the editor's entry and nothing else")
  func close() async {
    let (stack, router) = makeRouter()
    await router.close()
    #expect(stack.state.path.map(\.route) == [.trip(tripID)])
  }

  @Test("close asks the editor's guard, which can keep it")
  func closeGuarded() async {
    let (stack, router) = makeRouter()
    var asked = 0
    router.guardLeaving {
      asked += 1
      return false
    }
    await router.close()
    #expect(asked == 1)
    #expect(stack.state.path.map(\.route) == [.trip(tripID), .waypoint(trip: tripID, waypoint: stopID)])
  }

  @Test("the guard also runs when the app pops to the root")
  func guardOnPopToRoot() async {
    let (stack, router) = makeRouter()
    router.guardLeaving { false }
    let result = await stack.popToRoot()
    #expect(result.outcome == .vetoed(by: router.entryID))
    #expect(stack.state.path.count == 2)
  }

  @Test("close after the entry already left the stack changes nothing")
  func closeWhenGone() async {
    let (stack, router) = makeRouter()
    await stack.pop()
    await router.close()
    #expect(stack.state.path.map(\.route) == [.trip(tripID)])
  }

  @Test("closeStop prunes only the screens of the edited stop, without asking")
  func closeStop() {
    let (stack, router) = makeRouter(path: [
      .trip(otherTripID), .waypoint(trip: otherTripID, waypoint: otherStopID),
    ])
    router.guardLeaving { false }
    router.closeStop(stopID)
    #expect(
      stack.state.path.map(\.route) == [
        .trip(otherTripID), .waypoint(trip: otherTripID, waypoint: otherStopID), .trip(tripID),
      ])
  }

  @Test("a new stop's editor prunes its own screen with the stop it stored")
  func closeDraftStop() {
    let stack = NavigationStack<Route>(
      root: .trips, path: [.trip(tripID), .newStop(trip: tripID, after: nil)])
    let router = WaypointRouter(
      stack: stack, entryID: stack.state.topEntryID, target: WaypointTarget(newStopIn: tripID, after: nil))
    router.guardLeaving { false }
    router.closeStop(stopID)
    #expect(stack.state.path.map(\.route) == [.trip(tripID)])
  }

  @Test("closeTrip prunes the trip and its stops, and keeps other trips' screens")
  func closeTrip() {
    let (stack, router) = makeRouter(path: [.trip(otherTripID)])
    router.guardLeaving { false }
    router.closeTrip()
    #expect(stack.state.path.map(\.route) == [.trip(otherTripID)])
    #expect(stack.state.root == .trips)
  }
}
