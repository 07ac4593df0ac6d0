import Geo
import Navigation
import Routes
import Routing
import TestSupport
import Testing
import TextUI
import TripModels

@testable import App

/// The Router sheet: its presenter and view at a fixed size with a fake router, and in the session
/// (the key, the deep link, Save rebuilding the trip screen with the router).
@MainActor
@Suite("Router sheet", .serialized, .timeLimit(.minutes(10)))
struct RouterSheetTests {
  let repository: InMemoryTripRepository
  let fake = FakeRoadRouter(routerURL: "http://router.test")

  init() throws {
    let kamppi = try Stop(name: "Kamppi", coordinate: Coordinate(latitude: 60.169, longitude: 24.932))
    let tori = try Stop(name: "Rautatientori", coordinate: Coordinate(latitude: 60.1708, longitude: 24.9414))
    repository = InMemoryTripRepository(trips: [try Trip(name: "Helsinki", stops: [kamppi, tori])])
  }

  private var trip: Trip { repository.trips[0] }

  private func preference(router: (any RoadRouting)? = nil) -> RouterPreference {
    let fake = fake
    return RouterPreference(
      router: router, options: RoutingOptions(), repository: repository, makeRouter: { _ in fake })
  }

  private func presenter(
    _ preference: RouterPreference, trip: Trip? = nil,
    reports: @escaping @MainActor (StatusMessage) -> Void = { _ in }
  ) -> (RouterSheetPresenter, NavigationStack<Route>, SheetRouter) {
    let stack = NavigationStack<Route>(root: .trips)
    stack.present(.sheet(.router))
    let router = SheetRouter(
      stack: stack, entryID: stack.state.modal?.rootEntry.id ?? EntryID.root, work: ScreenWork())
    let presenter = RouterSheetPresenter(
      preference: preference, trip: trip, units: .kilometers, router: router, work: router.work,
      report: reports)
    return (presenter, stack, router)
  }

  private func rendered(_ presenter: RouterSheetPresenter) -> some View {
    SheetBox(title: SheetCopy.routerTitle, content: AnyView(RouterSheetView(presenter: presenter)))
  }

  @Test("without a router: an empty URL, nothing avoided, and the sheet says nothing is sent")
  func noRouter() {
    let (presenter, _, _) = presenter(preference())
    expectRendered(
      rendered(presenter), width: 72, height: 11,
      equals: """
        ╭ Road router ─────────────────────────────────────────────────────────╮
        │ URL: [a Valhalla server, e.g. http://127.0.0.1:8002                ] │
        │ › [ ] Avoid toll roads                                               │
        │   [ ] Avoid highways                                                 │
        │   [ ] Avoid ferries                                                  │
        │ No router: nothing is sent anywhere; legs are measured as straight   │
        │ lines.                                                               │
        │                                                                      │
        │                                                                      │
        │ [Test connection]  [Save]  [Cancel]           Enter save · Esc close │
        ╰──────────────────────────────────────────────────────────────────────╯
        """)
  }

  @Test("a URL typed says what is sent and only where; Enter on a row toggles what is avoided")
  func sentenceAndToggles() {
    let (presenter, _, _) = presenter(preference())
    presenter.url = "http://127.0.0.1:8002"
    presenter.toggle(.tolls)
    presenter.toggle(.ferries)
    presenter.toggle(.ferries)
    #expect(presenter.options == RoutingOptions(avoidsTolls: true))
    expectRendered(
      rendered(presenter), width: 72, height: 11,
      equals: """
        ╭ Road router ─────────────────────────────────────────────────────────╮
        │ URL: [http://127.0.0.1:8002                                        ] │
        │ › [x] Avoid toll roads                                               │
        │   [ ] Avoid highways                                                 │
        │   [ ] Avoid ferries                                                  │
        │ Sent: the stops' coordinates and the avoid options, only to          │
        │ http://127.0.0.1:8002 — no names or notes.                           │
        │                                                                      │
        │                                                                      │
        │ [Test connection]  [Save]  [Cancel]           Enter save · Esc close │
        ╰──────────────────────────────────────────────────────────────────────╯
        """)
  }

  @Test("Test connection sends the trip's first two stops with the options and shows the answer")
  func testConnectionRouted() async {
    let (presenter, _, _) = presenter(preference(), trip: trip)
    presenter.url = "http://router.test"
    presenter.toggle(.highways)
    presenter.testConnection()
    #expect(presenter.isTesting)
    #expect(presenter.testResult == "Asking http://router.test…")
    let request = await fake.nextRequest()
    #expect(request.stops == trip.stops.map(\.coordinate))
    #expect(request.options == RoutingOptions(avoidsHighways: true))
    fake.answerNext(with: .success([RoadLeg(meters: 1_234, seconds: 245, shape: [])]))
    await presenter.work.idle()
    #expect(!presenter.isTesting)
    #expect(
      presenter.testResult
        == "✓ http://router.test answered: 1.2 km · 4 min between the first two stops of “Helsinki”")
  }

  @Test("a router with no road there is reachable; a failure is one line with the router's URL")
  func testConnectionFailures() async {
    let (presenter, _, _) = presenter(preference())
    presenter.url = "http://router.test"
    presenter.testConnection()
    #expect(await fake.nextRequest().stops == RouterSheetPresenter.seaPoints)
    fake.answerNext(with: .failure(.noRoute(url: "http://router.test", message: "No suitable edges")))
    await presenter.work.idle()
    #expect(presenter.testResult == "✓ http://router.test answered: it has no road between the test points")
    presenter.testConnection()
    _ = await fake.nextRequest()
    fake.answerNext(
      with: .failure(.httpStatus(url: "http://router.test", status: 500, message: "oops\u{1B}[2J")))
    await presenter.work.idle()
    #expect(
      presenter.testResult == "✗ the router at http://router.test refused the request (HTTP 500): oops?[2J")
  }

  @Test("a URL that is not http(s) is refused in the sheet; nothing is sent or saved")
  func badURL() async throws {
    let preference = preference()
    let (presenter, stack, _) = presenter(preference)
    presenter.url = "ftp://example.org"
    presenter.testConnection()
    #expect(presenter.problem == SheetCopy.routerBadURL)
    presenter.save()
    #expect(presenter.problem == SheetCopy.routerBadURL)
    #expect(fake.received.isEmpty)
    #expect(try repository.setting(RouterSetting.urlSetting) == nil)
    #expect(!stack.state.modals.isEmpty)
  }

  @Test("Save remembers the URL and options, routes with them from now on and closes the sheet")
  func save() async throws {
    let preference = preference()
    var changes = 0
    preference.onChange = { changes += 1 }
    var reports: [StatusMessage] = []
    let (presenter, stack, router) = presenter(preference, reports: { reports.append($0) })
    presenter.url = " http://router.test "
    presenter.toggle(.tolls)
    presenter.toggle(.ferries)
    presenter.save()
    await router.work.idle()
    #expect(try repository.setting(RouterSetting.urlSetting) == "http://router.test")
    #expect(try repository.setting(RouterSetting.optionsSetting) == "tolls,ferries")
    #expect(preference.url == "http://router.test" && preference.router != nil && changes == 1)
    #expect(preference.options == RoutingOptions(avoidsTolls: true, avoidsFerries: true))
    #expect(reports.map(\.text) == ["Road router http://router.test, avoiding tolls, ferries (remembered)"])
    #expect(stack.state.modals.isEmpty)
  }

  @Test("a Save the store refuses remembers neither the URL nor the options and keeps the router")
  func saveRefused() async throws {
    try repository.setSettings([
      RouterSetting.urlSetting: "http://old.test", RouterSetting.optionsSetting: "",
    ])
    let preference = preference(router: FakeRoadRouter(routerURL: "http://old.test"))
    var changes = 0
    preference.onChange = { changes += 1 }
    let (presenter, stack, _) = presenter(preference)
    presenter.url = "http://router.test"
    presenter.toggle(.tolls)
    repository.failNextWrite = .locked(path: "/tmp/store.sqlite")
    presenter.save()
    #expect(
      presenter.problem == SheetCopy.routerNotRemembered(TripStoreError.locked(path: "/tmp/store.sqlite")))
    #expect(try repository.setting(RouterSetting.urlSetting) == "http://old.test")
    #expect(try repository.setting(RouterSetting.optionsSetting) == "")
    #expect(preference.url == "http://old.test" && preference.options == RoutingOptions() && changes == 0)
    #expect(!stack.state.modals.isEmpty)
    // Saving again once the store writes remembers both.
    presenter.save()
    #expect(try repository.setting(RouterSetting.urlSetting) == "http://router.test")
    #expect(try repository.setting(RouterSetting.optionsSetting) == "tolls")
  }

  @Test("clearing the URL and saving removes the router: nothing is sent any more")
  func clearing() async throws {
    let preference = preference(router: fake)
    let (presenter, _, router) = presenter(preference)
    #expect(presenter.url == "http://router.test")
    presenter.url = ""
    presenter.save()
    await router.work.idle()
    #expect(preference.router == nil && preference.url == nil)
    #expect(try repository.setting(RouterSetting.urlSetting) == "")
    #expect(try RouterSetting.url(flag: nil, environment: [:], repository: repository) == nil)
  }

  @Test("Cancel keeps the router in use and cancels a test under way")
  func cancel() async throws {
    let preference = preference()
    let (presenter, stack, router) = presenter(preference)
    presenter.url = "http://router.test"
    presenter.testConnection()
    _ = await fake.nextRequest()
    presenter.cancel()
    await presenter.work.idle()
    await router.work.idle()
    #expect(preference.router == nil)
    #expect(try repository.setting(RouterSetting.urlSetting) == nil)
    #expect(stack.state.modals.isEmpty)
  }

  // MARK: - In the session

  private func session() -> AppSession {
    let fake = fake
    let configuration = AppConfiguration(
      repository: repository, places: FakePlaceSearch(), units: .kilometers, colorEnabled: false,
      searchDebounce: .zero, makeRouter: { _ in fake })
    return AppSession(configuration: configuration, size: Size(width: 120, height: 40))
  }

  @Test("r opens the sheet with the URL field focused; its deep link opens it over the trip")
  func keyAndLink() async {
    let session = session()
    await session.handle(.character("r"))
    #expect(session.stack.state.modals.map(\.root) == [.sheet(.router)])
    #expect(session.host.focusedElement(in: session.activeScope)?.label == SheetCopy.routerURLLabel)
    await session.handle(.escape)
    #expect(!session.isSheetOpen)
    #expect(await session.open(link: "roadtrip://trips/1/router") == nil)
    #expect(session.stack.state.path.map(\.route) == [.trip(trip.id)])
    #expect(session.stack.state.modals.map(\.root) == [.sheet(.router)])
    #expect(session.plainFrame.contains("╭ Road router ─"))
  }

  @Test("saving a router over an open trip routes it at once")
  func saveRoutesTheOpenTrip() async {
    let session = session()
    #expect(await session.open(link: "roadtrip://trips/1/router") == nil)
    #expect(session.plainFrame.contains("straight line"))
    #expect(session.host.focusedElement(in: session.activeScope)?.kind == .textField)
    for character in "http://router.test" { await session.handle(.character(character)) }
    await session.handle(.enter)  // Enter in the URL field saves, as the Save button does
    #expect(!session.isSheetOpen)
    let request = await fake.nextRequest()
    #expect(request.stops == trip.stops.map(\.coordinate))
    fake.answerNextAlongStraightLines()
    await session.waitForPendingWork()
    #expect(session.plainFrame.contains("by road"), "\(session.plainFrame)")
  }
}
