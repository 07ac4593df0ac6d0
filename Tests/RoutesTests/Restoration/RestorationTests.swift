import Foundation
import Navigation
import Routes
import TestSupport
import Testing

@MainActor
@Suite("Restoration")
struct RestorationTests {
  private let coast = RouteFixtures.coast
  private let stop = RouteFixtures.coastStops[1]

  private var deepState: NavigationState<Route> {
    NavigationState(root: .trips, path: [.trip(coast), .waypoint(trip: coast, waypoint: stop)])
  }

  @Test func aSavedStackRestoresExactly() throws {
    let lookup = RepositoryRouteLookup(try RouteFixtures.repository())
    let saved = try NavigationRestoration.encode(deepState)
    let restored = NavigationRestoration.restore(saved, lookup: lookup)
    #expect(restored == RestoredNavigation(state: deepState, issue: nil))
  }

  @Test func theSaveIsVersionedJSON() throws {
    let saved = try NavigationRestoration.encode(deepState)
    let object = try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    #expect(NavigationRestoration.version == 1)
  }

  @Test func idsKeepCountingAfterARestore() throws {
    let lookup = RepositoryRouteLookup(try RouteFixtures.repository())
    let stack = NavigationStack<Route>(root: .trips, path: [.trip(coast)])
    stack.push(.waypoint(trip: coast, waypoint: stop))
    let saved = try NavigationRestoration.encode(stack.state)

    let restored = NavigationStack(state: NavigationRestoration.restore(saved, lookup: lookup).state)
    restored.push(.trip(RouteFixtures.alps))
    #expect(restored.state.topEntryID == EntryID(3))
    #expect(restored.state.invariantViolation == nil)
  }

  @Test func aDeletedStopKeepsTheTripScreen() throws {
    let repository = try RouteFixtures.repository()
    let saved = try NavigationRestoration.encode(deepState)
    try repository.removeStop(stop, from: coast)

    let restored = NavigationRestoration.restore(saved, lookup: RepositoryRouteLookup(repository))
    #expect(restored.state.path == [NavigationEntry(id: EntryID(1), route: .trip(coast))])
    #expect(restored.issue == .screensGone(1))
    #expect(
      restored.issue?.description
        == "1 saved screen shows data that no longer exists — reopened the one below it")
  }

  @Test func aTripDeletedInBetweenRestoresToTheTripList() throws {
    let repository = try RouteFixtures.repository()
    let saved = try NavigationRestoration.encode(deepState)
    repository.simulateExternalDeletion(of: coast)

    let restored = NavigationRestoration.restore(saved, lookup: RepositoryRouteLookup(repository))
    #expect(restored.state.path.isEmpty)
    #expect(restored.state.root == .trips)
    #expect(restored.issue == .screensGone(2))
    #expect(restored.state.nextID == EntryID(3))
  }

  @Test func onlyTheLongestResolvingPrefixIsKept() throws {
    let repository = try RouteFixtures.repository()
    let alps = RouteFixtures.alps
    let state = NavigationState<Route>(root: .trips, path: [.trip(alps), .trip(coast), .trip(alps)])
    let saved = try NavigationRestoration.encode(state)
    repository.simulateExternalDeletion(of: coast)

    let restored = NavigationRestoration.restore(saved, lookup: RepositoryRouteLookup(repository))
    #expect(restored.state.path.map(\.route) == [.trip(alps)])
    #expect(restored.issue == .screensGone(2))
  }

  @Test func modalsAreNotSaved() throws {
    var state = deepState
    try state.apply(.present(NavigationEntry(id: state.nextID, route: .trip(RouteFixtures.alps))))
    let restored = NavigationRestoration.restore(
      try NavigationRestoration.encode(state), lookup: RepositoryRouteLookup(try RouteFixtures.repository()))
    #expect(restored.state.modals.isEmpty)
    #expect(restored.state.path == deepState.path)
  }

  // MARK: - Nothing usable saved: the trip list, with a reason, never a trap

  @Test func nothingSavedStartsAtTheTripListWithoutComplaint() throws {
    let lookup = RepositoryRouteLookup(try RouteFixtures.repository())
    #expect(
      NavigationRestoration.restore(nil, lookup: lookup)
        == RestoredNavigation(state: NavigationState(root: .trips), issue: nil))
    #expect(NavigationRestoration.restore("", lookup: lookup).issue == nil)
  }

  @Test(arguments: [
    (
      "garbage",
      "the saved screens could not be read (it is not a saved navigation stack) — starting at the trip list"
    ),
    (
      "{\"version\":1}",
      "the saved screens could not be read (its screens cannot be read) — starting at the trip list"
    ),
    (
      "{\"version\":7,\"future\":true}",
      "the saved screens are version 7, this roadtrip reads version 1 — starting at the trip list"
    ),
    (
      #"{"version":1,"base":{"rootEntry":{"id":0,"trips":{}},"path":[{"id":0,"route":{"trips":{}}}]},"nextID":1}"#,
      "the saved screens could not be read (its screens cannot be read) — starting at the trip list"
    ),
    (
      #"{"version":1,"base":{"rootEntry":{"id":0,"route":{"trips":{}}},"path":[{"id":0,"route":{"trips":{}}}]},"nextID":1}"#,
      "the saved screens could not be read (invalid navigation state: entry id #0 is used twice) — starting at the trip list"
    ),
    (
      #"{"version":1,"base":{"rootEntry":{"id":0,"route":{"trip":{"_0":"11111111-1111-1111-1111-111111111111"}}},"path":[]},"nextID":1}"#,
      "the saved screens do not start at the trip list — starting there"
    ),
  ])
  func unusableSavesStartAtTheTripListWithAReason(saved: String, reason: String) throws {
    let restored = NavigationRestoration.restore(
      saved, lookup: RepositoryRouteLookup(try RouteFixtures.repository()))
    #expect(restored.state == NavigationState(root: .trips))
    #expect(restored.issue?.description == reason)
  }
}
