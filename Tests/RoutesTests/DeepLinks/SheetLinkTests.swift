import Foundation
import Navigation
import Routes
import TestSupport
import Testing
import TripModels

/// The sheets' deep links: `…/export` (with a trip), `…/import` and `…/units` after any screen's
/// link, parsed, checked, written back and opened as a modal over the right path.
@MainActor
@Suite("Sheet deep links", .timeLimit(.minutes(10)))
struct SheetLinkTests {
  private let coast = RouteFixtures.coast
  private let alps = RouteFixtures.alps

  private func lookup() throws -> RepositoryRouteLookup {
    RepositoryRouteLookup(try RouteFixtures.repository())
  }

  // MARK: - Parsing

  @Test func eachSheetNameIsTheLinksLastSegment() throws {
    #expect(
      try DeepLinkCodec.parse("roadtrip://trips/2/export") == DeepLink(trip: .position(2), sheet: .export))
    #expect(try DeepLinkCodec.parse("roadtrip://trips/import") == DeepLink(trip: nil, sheet: .importFile))
    #expect(try DeepLinkCodec.parse("roadtrip://trips/units/") == DeepLink(trip: nil, sheet: .units))
    #expect(
      try DeepLinkCodec.parse("roadtrip://trips/1/waypoints/2/UNITS")
        == DeepLink(trip: .position(1), stop: .position(2), sheet: .units))
  }

  @Test func exportWithoutATripSaysWhatToWrite() {
    #expect(throws: DeepLinkError.sheetNeedsTrip("export")) {
      try DeepLinkCodec.parse("roadtrip://trips/export")
    }
    #expect(
      DeepLinkError.sheetNeedsTrip("export").description
        == "“export” needs a trip — use roadtrip://trips/<trip>/export")
  }

  @Test func aSheetNameCannotStandForATripOrFollowAnother() {
    #expect(throws: DeepLinkError.invalidReference("import", kind: .trip)) {
      try DeepLinkCodec.parse("roadtrip://trips/import/units")
    }
    #expect(throws: DeepLinkError.missingStop) {
      try DeepLinkCodec.parse("roadtrip://trips/1/waypoints/export")
    }
  }

  // MARK: - Resolving

  @Test func theDestinationIsThePathAndTheSheetOverIt() throws {
    let lookup = try lookup()
    let export = try DeepLinkCodec.destination(
      for: DeepLinkCodec.parse("roadtrip://trips/2/export"), in: lookup)
    #expect(export == DeepLinkDestination(path: [.trip(alps)], sheet: .export(alps)))
    let units = try DeepLinkCodec.destination(for: DeepLinkCodec.parse("roadtrip://trips/units"), in: lookup)
    #expect(units == DeepLinkDestination(path: [], sheet: .units))
    #expect(try DeepLinkCodec.routes(for: "roadtrip://trips/1/import", in: lookup) == [.trip(coast)])
  }

  @Test func anExportLinkToAMissingTripNamesIt() throws {
    #expect(throws: DeepLinkError.tripPositionOutOfRange(9, count: 3)) {
      try DeepLinkCodec.routes(for: "roadtrip://trips/9/export", in: lookup())
    }
  }

  // MARK: - Writing

  @Test func sheetRoutesHaveCanonicalLinks() {
    let id = coast.uuidString.lowercased()
    #expect(DeepLinkCodec.link(for: .sheet(.export(coast))) == "roadtrip://trips/\(id)/export")
    #expect(DeepLinkCodec.link(for: .sheet(.importFile)) == "roadtrip://trips/import")
    #expect(DeepLinkCodec.link(for: .sheet(.units)) == "roadtrip://trips/units")
  }

  @Test func aStateWithASheetLinksToTheScreenBelowAndTheSheet() throws {
    let stop = RouteFixtures.coastStops[1]
    var state = NavigationState<Route>(
      root: .trips, path: [.trip(coast), .waypoint(trip: coast, waypoint: stop)])
    try state.apply(.present(NavigationEntry(id: state.nextID, route: .sheet(.units))))
    let link = DeepLinkCodec.link(for: state)
    #expect(
      link
        == "roadtrip://trips/\(coast.uuidString.lowercased())/waypoints/\(stop.uuidString.lowercased())/units"
    )
    let destination = try DeepLinkCodec.destination(for: DeepLinkCodec.parse(link), in: lookup())
    #expect(destination.path == state.path.map(\.route))
    #expect(destination.sheet == .units)
  }

  @Test func anExportOfTheTripSelectedInTheListLinksToThatTrip() throws {
    var state = NavigationState<Route>(root: .trips)
    try state.apply(.present(NavigationEntry(id: state.nextID, route: .sheet(.export(alps)))))
    #expect(DeepLinkCodec.link(for: state) == "roadtrip://trips/\(alps.uuidString.lowercased())/export")
  }

  // MARK: - Opening

  @Test func openingASheetLinkPresentsItOverItsPath() async throws {
    let stack = NavigationStack<Route>(root: .trips)
    try await DeepLinkCodec.open("roadtrip://trips/2/export", on: stack, lookup: lookup())
    #expect(stack.state.path.map(\.route) == [.trip(alps)])
    #expect(stack.state.modals.map(\.root) == [.sheet(.export(alps))])
  }

  @Test func openingASheetLinkReplacesAnOpenSheet() async throws {
    let stack = NavigationStack<Route>(root: .trips)
    stack.present(.sheet(.importFile))
    try await DeepLinkCodec.open("roadtrip://trips/units", on: stack, lookup: lookup())
    #expect(stack.state.path.isEmpty)
    #expect(stack.state.modals.map(\.root) == [.sheet(.units)])
  }

  @Test func aPlainLinkClosesAnOpenSheet() async throws {
    let stack = NavigationStack<Route>(root: .trips)
    stack.present(.sheet(.units))
    try await DeepLinkCodec.open("roadtrip://trips/1", on: stack, lookup: lookup())
    #expect(stack.state.modals.isEmpty)
    #expect(stack.state.path.map(\.route) == [.trip(coast)])
  }

  @Test func aBadSheetLinkChangesNothing() async throws {
    let stack = NavigationStack<Route>(root: .trips, path: [.trip(coast)])
    let before = stack.state
    await #expect(throws: DeepLinkError.sheetNeedsTrip("export")) {
      try await DeepLinkCodec.open("roadtrip://trips/export", on: stack, lookup: lookup())
    }
    #expect(stack.state == before)
  }

  // MARK: - Routes

  @Test func anExportSheetBelongsToItsTripAndIsNeverRestored() throws {
    #expect(Route.sheet(.export(coast)).mentions(trip: coast))
    #expect(!Route.sheet(.units).mentions(trip: coast))
    #expect(!Route.sheet(.importFile).isScreen)
    let lookup = try lookup()
    #expect(lookup.resolves(.sheet(.export(coast))))
    #expect(!lookup.resolves(.sheet(.export(TripID(RouteFixtures.id(0x99, 0x99))))))
  }

  @Test func aSavedStackKeepsNoSheet() throws {
    var state = NavigationState<Route>(root: .trips, path: [.trip(coast)])
    try state.apply(.present(NavigationEntry(id: state.nextID, route: .sheet(.units))))
    let restored = NavigationRestoration.restore(
      try NavigationRestoration.encode(state), lookup: try lookup())
    #expect(restored.state.path.map(\.route) == [.trip(coast)])
    #expect(restored.state.modals.isEmpty)
    // A sheet pushed on the path (never done by the App) is dropped as well.
    let pushed = NavigationState<Route>(root: .trips, path: [.trip(coast), .sheet(.units)])
    let fromPushed = NavigationRestoration.restore(
      try NavigationRestoration.encode(pushed), lookup: try lookup())
    #expect(fromPushed.state.path.map(\.route) == [.trip(coast)])
  }
}
