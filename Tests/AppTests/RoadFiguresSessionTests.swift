import Geo
import Routing
import TestSupport
import Testing
import TextUI
import TripModels
import ValhallaRouting

@testable import App

/// The app with a real Valhalla server on the Helsinki extract: opening a trip shows each leg's
/// road distance and drive time as Valhalla gives them.
@MainActor
@Suite("Road figures in the app", .requires(.valhalla), .timeLimit(.minutes(10)))
struct RoadFiguresSessionTests {
  private let stops = [
    ("Rautatientori", Coordinate(latitude: 60.1708, longitude: 24.9414)),
    ("Kamppi", Coordinate(latitude: 60.1690, longitude: 24.9320)),
    ("Kaivopuisto", Coordinate(latitude: 60.1570, longitude: 24.9560)),
  ]

  private func session(router: (any RoadRouting)?) throws -> AppSession {
    let trip = try Trip(name: "Helsinki", stops: stops.map { try Stop(name: $0.0, coordinate: $0.1) })
    let configuration = AppConfiguration(
      repository: InMemoryTripRepository(trips: [trip]), places: FakePlaceSearch(), units: .kilometers,
      colorEnabled: false, searchDebounce: .zero, roadRouter: router)
    return AppSession(configuration: configuration, size: Size(width: 140, height: 30))
  }

  @Test("opening a trip shows Valhalla's road distance and drive time for every leg")
  func routed() async throws {
    let url = ExternalTool.valhallaURL ?? "http://127.0.0.1:8899"
    let legs = try await ValhallaRouter(url: url).route(stops.map(\.1), options: RoutingOptions())
    let session = try session(router: ValhallaRouter(url: url))
    try session.host.open(row: 1, scope: ShellModel.mainScope)
    await session.waitForPendingWork()  // what the script command `wait` does
    let frame = session.plainFrame
    for leg in legs {
      let minutes = Int((leg.seconds / 60).rounded())
      #expect(
        frame.contains("\(DistanceUnit.kilometers.format(meters: leg.meters)) · \(minutes) min"), "\(frame)")
    }
    #expect(frame.contains("by road"))
  }

  @Test("without a router the legs stay straight lines")
  func noRouter() async throws {
    let session = try session(router: nil)
    try session.host.open(row: 1, scope: ShellModel.mainScope)
    await session.waitForPendingWork()  // what the script command `wait` does
    #expect(session.plainFrame.contains("straight line"))
    #expect(!session.plainFrame.contains("by road"))
  }
}
