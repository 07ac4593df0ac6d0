import Geo
import Observation
import Routes
import Routing
import TextUI
import TripModels

/// The Router sheet: the road router's URL, what routes avoid, a test of the connection (one real
/// request through the routing seam) and Save, which remembers both in the store and routes with
/// them from now on. An empty URL means no router: nothing is sent anywhere.
@MainActor
@Observable
final class RouterSheetPresenter {
  /// One thing routes can avoid, a row of the sheet's list.
  enum Avoid: CaseIterable, Hashable {
    case tolls, highways, ferries
  }

  /// The URL as typed ("" for no router).
  var url: String
  /// What routes avoid, as toggled.
  private(set) var options: RoutingOptions
  /// The highlighted row of the avoid list.
  var selectedAvoid: Avoid = .tolls
  /// The last connection test's outcome, one sanitised line; nil before any test.
  private(set) var testResult: String?
  /// Whether a connection test is under way.
  private(set) var isTesting = false
  /// Why the last Save or test did not happen.
  private(set) var problem: String?

  /// What a connection test sends: the first two stops of the trip below the sheet, else two points
  /// in the open sea (a router that answers "no road" there is reachable).
  @ObservationIgnored let testStops: [Coordinate]
  /// The name of the trip whose stops a test sends, if any.
  @ObservationIgnored let testTripName: String?
  @ObservationIgnored private let preference: RouterPreference
  @ObservationIgnored private let units: DistanceUnit
  @ObservationIgnored private let router: SheetRouter
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void
  /// The sheet's pending work: the connection test (it gives up after 10 s) and closing.
  @ObservationIgnored let work: ScreenWork
  /// The connection test under way, cancelled by a new one or by closing.
  @ObservationIgnored private var test: Task<Void, Never>?

  /// A presenter changing `preference`, testing with the first two stops of `trip` when it has two.
  init(
    preference: RouterPreference, trip: Trip?, units: DistanceUnit, router: SheetRouter, work: ScreenWork,
    report: @escaping @MainActor (StatusMessage) -> Void
  ) {
    self.preference = preference
    self.units = units
    self.router = router
    self.work = work
    self.report = report
    self.url = preference.url ?? ""
    self.options = preference.options
    if let trip, trip.stops.count >= 2 {
      testStops = trip.stops.prefix(2).map(\.coordinate)
      testTripName = trip.name
    } else {
      testStops = Self.seaPoints
      testTripName = nil
    }
  }

  /// Two points in the Gulf of Guinea, far from any road.
  static let seaPoints = [
    Coordinate(latitude: 0, longitude: 0), Coordinate(latitude: 0, longitude: 0.01),
  ]

  // MARK: - Avoid options

  /// Whether routes avoid `avoid`.
  func avoids(_ avoid: Avoid) -> Bool {
    switch avoid {
    case .tolls: options.avoidsTolls
    case .highways: options.avoidsHighways
    case .ferries: options.avoidsFerries
    }
  }

  /// Switches `avoid` on or off (kept once saved).
  func toggle(_ avoid: Avoid) {
    switch avoid {
    case .tolls: options.avoidsTolls.toggle()
    case .highways: options.avoidsHighways.toggle()
    case .ferries: options.avoidsFerries.toggle()
    }
  }

  // MARK: - Test, save, cancel

  /// The URL typed, trimmed; nil when it is empty.
  private var trimmedURL: String? {
    let trimmed = url.trimmingWhitespace()
    return trimmed.isEmpty ? nil : trimmed
  }

  /// Sends one request to the URL typed (the test stops, with the options toggled) and shows what
  /// came back. Keys and frames do not wait for it; a new test or closing the sheet cancels it.
  func testConnection() {
    problem = nil
    guard let typed = trimmedURL else {
      problem = SheetCopy.routerNothingToTest
      return
    }
    guard let valid = RouterSetting.validated(typed) else {
      problem = SheetCopy.routerBadURL
      return
    }
    test?.cancel()
    let routing =
      valid == preference.url
      ? preference.router ?? preference.makeRouter(valid)
      : preference.makeRouter(valid)
    let stops = testStops
    let options = options
    let units = units
    let name = testTripName
    isTesting = true
    testResult = SheetCopy.routerTesting(valid)
    test = work.run { [weak self] in
      let outcome: String
      do throws(RoutingError) {
        let legs = try await routing.route(stops, options: options)
        outcome = SheetCopy.routerReached(valid, leg: legs.first, units: units, trip: name)
      } catch {
        switch error {
        case .cancelled: return
        case .noRoute, .stopOffRoad: outcome = SheetCopy.routerReachedNoRoad(valid, trip: name)
        default: outcome = "✗ " + error.description
        }
      }
      guard !Task.isCancelled, let self else { return }
      self.testResult = SheetCopy.oneLine(outcome)
      self.isTesting = false
    }
  }

  /// Remembers the URL and options and routes with them from now on; an empty URL removes the
  /// router. Closes the sheet.
  func save() {
    problem = nil
    let typed = trimmedURL
    if let typed, RouterSetting.validated(typed) == nil {
      problem = SheetCopy.routerBadURL
      return
    }
    do {
      try preference.choose(url: typed, options: options)
    } catch {
      problem = SheetCopy.routerNotRemembered(error)
      return
    }
    test?.cancel()
    report(.notice(SheetCopy.routerChosen(typed, options: options)))
    router.close()
  }

  /// Closes the sheet, keeping the router in use; a test under way is cancelled.
  func cancel() {
    test?.cancel()
    router.close()
  }
}
