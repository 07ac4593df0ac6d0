import Foundation
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import TripList

@Suite("Trip list over a 100,000-trip store")
@MainActor
struct LazyLoadingTests {
  @Test("showing, scrolling far down and refreshing read a few pages, never every summary")
  func readsPagesAroundTheViewport() throws {
    let repository = InMemoryTripRepository(trips: try TripFixtures.numberedTrips(100_000))
    let stack = NavigationStack<Route>(root: .trips)
    let screen = TripListModule.build(repository: repository, stack: stack, units: .kilometers) { _ in }
    let host = ScreenHost(size: Size(width: 80, height: 24)) { screen.content }
    #expect(host.plainText.hasPrefix("› Trip 1 "))
    try host.select(row: 70_000)
    #expect(host.plainText.contains("› Trip 70000 "))
    try host.send(.pageDown)
    try host.send(.end)
    #expect(host.plainText.contains("› Trip 100000 "))
    try repository.simulateExternalCreation(named: "Newest")
    #expect(host.plainText.contains("› Trip 100000 "))
    #expect(host.frame.elements.first { $0.kind == .list }?.selectedRow == 100_001)
    #expect(repository.summariesReturned <= 64 * 5)
    #expect(repository.pageRequests.allSatisfy { $0.limit <= 64 })
    // Only the jump to row 70,000 (no key known near it) walks, from the nearer end of the list.
    #expect(repository.pageRequests.filter { $0.skip > 64 }.count == 1)
  }
}
