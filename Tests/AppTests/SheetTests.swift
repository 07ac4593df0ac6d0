import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels
import TripStore

@testable import App

/// The sheets in isolation (presenters and views at a fixed size) and in the session (keys that
/// open them, focus in and back, Esc doing nothing, deep links opening the right modal stack).
@MainActor
@Suite("Sheets", .serialized, .timeLimit(.minutes(10)))
struct SheetTests {
  let repository: InMemoryTripRepository
  let folder: URL

  init() throws {
    let monterey = try Stop(name: "Monterey", coordinate: Coordinate(latitude: 36.6, longitude: -121.89))
    let carmel = try Stop(name: "Carmel", coordinate: Coordinate(latitude: 36.55, longitude: -121.92))
    repository = InMemoryTripRepository(trips: [
      try Trip(name: "Pacific Coast", stops: [monterey, carmel]), try Trip(name: "Kansai/Kyoto"),
    ])
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "roadtrip-sheets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  private var coast: Trip { repository.trips[0] }

  /// A stack with `sheet` presented, and the router of that sheet.
  private func presented(_ sheet: Sheet) -> (NavigationStack<Route>, SheetRouter) {
    let stack = NavigationStack<Route>(root: .trips)
    stack.present(.sheet(sheet))
    let id = stack.state.modal?.rootEntry.id ?? EntryID.root
    return (stack, SheetRouter(stack: stack, entryID: id, work: ScreenWork()))
  }

  private func exportPresenter(
    _ reports: @escaping @MainActor (StatusMessage) -> Void = { _ in }
  ) -> (ExportSheetPresenter, NavigationStack<Route>, SheetRouter) {
    let (stack, router) = presented(.export(coast.id))
    let presenter = ExportSheetPresenter(
      tripID: coast.id, repository: repository, router: router, work: router.work, report: reports,
      protectedPaths: [],
      home: folder.path)
    return (presenter, stack, router)
  }

  private func contents(_ name: String) -> String? {
    try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  // MARK: - Export

  @Test("the export sheet at 80 columns: format list, default path, buttons and hint")
  func exportSheetRendered() {
    let (presenter, _, _) = exportPresenter()
    let box = SheetBox(
      title: SheetCopy.exportTitle(presenter.tripName),
      content: AnyView(ExportSheetView(presenter: presenter)))
    expectRendered(
      box, width: 80, height: 11,
      equals: """
        ╭ Export “Pacific Coast” ──────────────────────────────────────────────╮
        │ Format: › JSON — the exchange document (import reads it back)        │
        │           GPX 1.1 — a route for GPS and map software                 │
        │           KML 2.2 — Google Earth and My Maps                         │
        │           GeoJSON — web maps, QGIS, geojson.io                       │
        │           CSV — one stop per row, for spreadsheets                   │
        │           iCalendar — the trip's days and stays, for a calendar      │
        │ Path: [~/Pacific Coast.json                                        ] │
        │                                                                      │
        │ [Export]  [Cancel]             ↑/↓ format · Enter export · Esc close │
        ╰──────────────────────────────────────────────────────────────────────╯
        """)
  }

  @Test("choosing GPX swaps the extension; a name with a slash makes a file name")
  func defaultPaths() {
    let (presenter, _, _) = exportPresenter()
    presenter.format = .gpx
    #expect(presenter.path == "~/Pacific Coast.gpx")
    presenter.path = "~/notes.txt"
    presenter.format = .json
    #expect(presenter.path == "~/notes.txt")
    #expect(UserPath.defaultFile(for: "Kansai/Kyoto", extension: "json") == "~/Kansai-Kyoto.json")
    #expect(UserPath.defaultFile(for: "..", extension: "gpx") == "~/trip.gpx")
    #expect(UserPath(home: "/h").expanded("~/a b.json") == "/h/a b.json")
    #expect(UserPath(home: "/h").expanded("rel/x.json") == "rel/x.json")
  }

  @Test("typing a format's extension chooses that format, so a .kml path never gets JSON")
  func typedExtensionChoosesFormat() async throws {
    var reports: [StatusMessage] = []
    let (presenter, _, router) = exportPresenter { reports.append($0) }
    for format in ExportFormat.allCases {
      presenter.path = "~/coast.\(format.fileExtension.uppercased())"
      #expect(presenter.format == format)
    }
    presenter.format = .geojson
    #expect(presenter.path == "~/coast.geojson")
    presenter.path = "~/coast.kml"
    presenter.export()
    await router.work.idle()
    #expect(reports == [.notice("Exported “Pacific Coast” to ~/coast.kml (KML)")])
    let written = try #require(contents("coast.kml"))
    let read = try TripExchange.read(Data(written.utf8), fileName: "coast.kml")
    #expect(read.trips.map(\.name) == ["Pacific Coast"])
    #expect(read.trips.first?.stops.map(\.name) == coast.stops.map(\.name))
  }

  @Test("export writes the trip as JSON to the path, reports it and closes the sheet")
  func exportWrites() async throws {
    var reports: [StatusMessage] = []
    let (presenter, stack, router) = exportPresenter { reports.append($0) }
    presenter.path = "~/coast.json"
    presenter.export()
    await router.work.idle()
    let written = try #require(contents("coast.json"))
    #expect(written == TripExchange.export([coast], as: .json))
    #expect(reports == [.notice("Exported “Pacific Coast” to ~/coast.json (JSON)")])
    #expect(stack.state.modals.isEmpty)
  }

  @Test("export asks before replacing a file: n keeps it and the sheet, y replaces it")
  func exportAsksBeforeReplacing() async throws {
    try "old".write(to: folder.appendingPathComponent("coast.json"), atomically: true, encoding: .utf8)
    let (presenter, stack, router) = exportPresenter()
    presenter.path = "~/coast.json"
    presenter.export()
    #expect(presenter.replacePrompt == "~/coast.json exists — replace it? (y/n)")
    presenter.answerReplace(false)
    #expect(contents("coast.json") == "old")
    #expect(presenter.problem == "left ~/coast.json as it was — type another path")
    #expect(stack.state.modals.count == 1)
    presenter.export()
    presenter.answerReplace(true)
    await router.work.idle()
    #expect(contents("coast.json") == TripExchange.export([coast], as: .json))
    #expect(stack.state.modals.isEmpty)
  }

  @Test("export refuses a folder and an empty or blank path, in the sheet")
  func exportRefuses() {
    let (presenter, stack, _) = exportPresenter()
    presenter.path = "~"
    presenter.export()
    #expect(presenter.problem?.contains("is a folder — give a file name") == true)
    for blank in ["", "   ", "\t "] {
      presenter.path = blank
      presenter.export()
      #expect(presenter.problem == SheetCopy.emptyPath, "\(blank.debugDescription)")
    }
    #expect(stack.state.modals.count == 1)
  }

  // MARK: - Import

  @Test("import keeps both, reports the summary and closes; a bad path stays in the sheet")
  func importSheet() async throws {
    let changed = try coast.renamed("Coast Road")
    let other = try Trip(name: "Alps")
    try TripExchange.export([changed, other, repository.trips[1]], as: .json)
      .write(to: folder.appendingPathComponent("in.json"), atomically: true, encoding: .utf8)
    var reports: [StatusMessage] = []
    let (stack, router) = presented(.importFile)
    let presenter = ImportSheetPresenter(
      repository: repository, router: router, report: { reports.append($0) }, home: folder.path)
    presenter.path = "~/missing.json"
    presenter.importFile()
    #expect(presenter.problem?.hasPrefix("cannot read '~/missing.json'") == true)
    #expect(repository.trips.count == 2)
    presenter.path = "~/in.json"
    presenter.importFile()
    await router.work.idle()
    #expect(
      reports == [
        .notice(
          "Imported 2 trips (“Alps”, “Coast Road (imported)”): 1 added, 1 copied, 0 replaced; "
            + "“Kansai/Kyoto” is already here")
      ])
    #expect(repository.trips.map(\.name).contains("Pacific Coast"))
    #expect(repository.trips.count == 4)
    #expect(stack.state.modals.isEmpty)
  }

  // MARK: - Units

  @Test("the units sheet starts at the unit in use; Use remembers the choice")
  func unitsSheet() async throws {
    let preference = UnitPreference(unit: .kilometers, repository: repository)
    var changes: [DistanceUnit] = []
    preference.onChange = { changes.append($0) }
    let (stack, router) = presented(.units)
    let presenter = UnitsSheetPresenter(preference: preference, router: router, report: { _ in })
    expectRendered(
      SheetBox(title: SheetCopy.unitsTitle, content: AnyView(UnitsSheetView(presenter: presenter))),
      width: 40, height: 6,
      equals: """
        ╭ Units ───────────────────────────────╮
        │ › Kilometres (km)                    │
        │   Miles (mi)                         │
        │                                      │
        │ [Use]  [Cancel]    ↑/↓ choose · Ent… │
        ╰──────────────────────────────────────╯
        """)
    presenter.selected = .miles
    presenter.use()
    await router.work.idle()
    #expect(try repository.setting(AppConfiguration.unitsSetting) == "mi")
    #expect(preference.unit == .miles && changes == [.miles])
    #expect(stack.state.modals.isEmpty)
  }

  // MARK: - In the session

  private func session(columns: Int = 80, rows: Int = 24) -> AppSession {
    let configuration = AppConfiguration(
      repository: repository, places: FakePlaceSearch(), units: .kilometers, colorEnabled: false,
      searchDebounce: .zero, homeDirectory: folder.path)
    return AppSession(configuration: configuration, size: Size(width: columns, height: rows))
  }

  @Test("x in the trip list opens the export sheet of the selected trip with the focus in Path")
  func exportKeyFromTheList() async {
    let session = session()
    await session.handle(.down)
    await session.handle(.character("x"))
    #expect(session.stack.state.modals.map(\.root) == [.sheet(.export(repository.trips[1].id))])
    #expect(session.host.focusedElement(in: session.activeScope)?.label == SheetCopy.pathLabel)
    #expect(session.plainFrame.contains("Export “Kansai/Kyoto”"))
  }

  @Test("Esc closes each sheet doing nothing, and the focus is back where it was")
  func escapeChangesNothing() async throws {
    let session = session(columns: 120, rows: 40)
    #expect(await session.open(link: "roadtrip://trips/1") == nil)
    await session.handle(.tab)
    let focused = session.host.focusedElement(in: ShellModel.mainScope)?.id
    let before = (repository.trips, session.stack.state)
    for key: Character in ["x", "i", "o"] {
      await session.handle(.character(key))
      #expect(session.isSheetOpen, "\(key) opened no sheet")
      await session.handle(.down)
      await session.handle(.escape)
      // The first Esc took back what was typed in an edited field.
      if session.isSheetOpen { await session.handle(.escape) }
      #expect(!session.isSheetOpen)
      #expect(session.host.focusedElement(in: ShellModel.mainScope)?.id == focused)
    }
    #expect(repository.trips == before.0)
    #expect(session.stack.state.path == before.1.path)
    #expect(try repository.setting(AppConfiguration.unitsSetting) == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test("a sheet's deep link opens its path with the sheet over it, drawn as a box at 120x40")
  func deepLinks() async {
    let session = session(columns: 120, rows: 40)
    #expect(await session.open(link: "roadtrip://trips/1/export") == nil)
    #expect(session.stack.state.path.map(\.route) == [.trip(coast.id)])
    #expect(session.stack.state.modals.map(\.root) == [.sheet(.export(coast.id))])
    #expect(session.plainFrame.contains("╭ Export “Pacific Coast” ─"))
    #expect(await session.open(link: "roadtrip://trips/import") == nil)
    #expect(session.stack.state.path.isEmpty)
    #expect(session.stack.state.modals.map(\.root) == [.sheet(.importFile)])
    #expect(await session.open(link: "roadtrip://trips/2/waypoints/1/units") != nil)  // trip 2 has no stops
    #expect(session.stack.state.modals.map(\.root) == [.sheet(.importFile)])
  }

  @Test("choosing miles redraws every distance at once and keeps the selection")
  func unitsChangeTheScreens() async {
    let session = session()
    await session.handle(.character("o"))
    await session.handle(.down)
    await session.handle(.enter)
    #expect(!session.isSheetOpen)
    #expect(session.plainFrame.contains("mi"))
    #expect(!session.plainFrame.contains(" km "))
    #expect(session.status.message == "Distances in miles (remembered)")
  }

  @Test("the unit chosen in the sheet reaches a stop editor opened afterwards")
  func unitsReachTheStopEditor() async {
    let session = session()
    await session.handle(.character("o"))
    await session.handle(.down)
    await session.handle(.enter)
    #expect(await session.open(link: "roadtrip://trips/1/waypoints/2") == nil)
    for _ in 0..<2 { await session.handle(.backTab) }  // Done → Note → Search
    for character in "36.7, -121.9" { await session.handle(.character(character)) }
    await session.handle(.enter)
    await session.settle()
    // The chosen place is named by its distance from the nearest town, in the unit just chosen.
    #expect(session.status.message == "Saved “7 mi N of Monterey” — u to undo")
  }

  @Test("q with a sheet open closes it and quits")
  func quitFromASheet() async {
    let session = session()
    await session.handle(.character("i"))
    await session.handle(.escape)  // leaves nothing: the untouched File field lets Esc close
    await session.handle(.character("i"))
    await session.handle(.ctrlC)
    #expect(session.isQuitRequested)
  }
}
