import Foundation
import Geo
import Navigation
import Routes
import TestSupport
import Testing
import TextUI
import TripModels

@testable import App

/// The Schedule sheet in isolation (its presenter over the in-memory repository, its view at a
/// fixed size) and in the session (its key, its deep link).
@MainActor
@Suite("Schedule sheet", .serialized, .timeLimit(.minutes(3)))
struct ScheduleSheetTests {
  let repository: InMemoryTripRepository

  init() throws {
    let chicago = try Stop(name: "Chicago", coordinate: Coordinate(latitude: 41.88, longitude: -87.63))
    let stLouis = try Stop(name: "St. Louis", coordinate: Coordinate(latitude: 38.63, longitude: -90.2))
    repository = InMemoryTripRepository(trips: [try Trip(name: "Route 66", stops: [chicago, stLouis])])
  }

  private var trip: Trip { repository.trips[0] }

  private func presenter(
    unit: DistanceUnit = .kilometers, _ reports: @escaping @MainActor (StatusMessage) -> Void = { _ in }
  ) -> (ScheduleSheetPresenter, NavigationStack<Route>, SheetRouter) {
    let stack = NavigationStack<Route>(root: .trips)
    stack.present(.sheet(.schedule(trip.id)))
    let router = SheetRouter(
      stack: stack, entryID: stack.state.modal?.rootEntry.id ?? EntryID.root, work: ScreenWork())
    let presenter = ScheduleSheetPresenter(
      tripID: trip.id, repository: repository, unit: unit, router: router, report: reports)
    return (presenter, stack, router)
  }

  @Test("the sheet at 80 columns (72 wide): the four fields with their forms, the buttons and hint")
  func rendered() {
    let (presenter, _, _) = presenter()
    expectRendered(
      SheetBox(
        title: SheetCopy.scheduleTitle(presenter.tripName),
        content: AnyView(ScheduleSheetView(presenter: presenter))),
      width: 80, height: 8,
      equals: """
        ╭ Schedule of “Route 66” ──────────────────────────────────────────────╮
        │ Start date: [                ] YYYY-MM-DD, or empty for no dates     │
        │ Departure: [09:00            ] HH:MM, local time each travel morning │
        │ Daily driving: [8:00         ] H:MM a day before a day is flagged    │
        │ Estimate speed: [70          ] km/h where no road time is known      │
        │                                                                      │
        │ [Save]  [Cancel]                   Tab next · Enter save · Esc close │
        ╰──────────────────────────────────────────────────────────────────────╯
        """)
  }

  @Test("Save stores the schedule as one undoable change and closes the sheet")
  func saves() async throws {
    var reports: [StatusMessage] = []
    let (presenter, stack, router) = presenter { reports.append($0) }
    presenter.form.startDate = "2027-06-01"
    presenter.form.departure = "07:30"
    presenter.form.dailyDriving = "10:00"
    presenter.form.estimateSpeed = "90"
    presenter.save()
    await router.work.idle()
    let expected = TripSchedule(
      startDate: CivilDate(year: 2027, month: 6, day: 1), departureMinutes: 450, dailyDrivingMinutes: 600,
      estimateSpeedKmh: 90)
    #expect(try repository.tripSchedule(id: trip.id) == expected)
    #expect(stack.state.modals.isEmpty)
    #expect(reports == [.notice("Schedule of “Route 66” saved")])
    #expect(try repository.undo()?.description == "schedule of “Route 66”")
    #expect(try repository.tripSchedule(id: trip.id) == .standard)
  }

  @Test(
    "a field in the wrong form is refused with a line that says the valid form; nothing is stored",
    arguments: [
      (
        ScheduleForm.Field.startDate, "1/6/2027",
        "start date “1/6/2027” is not a date — type YYYY-MM-DD, or leave it empty for none"
      ),
      (.departure, "25:00", "departure “25:00” is not a time — type HH:MM, 00:00 to 23:59"),
      (.dailyDriving, "0:00", "daily driving “0:00” is not hours:minutes — type H:MM, 0:01 to 24:00"),
      (
        .estimateSpeed, "fast",
        "estimate speed “fast” is not a speed — type a whole number from 1 to 300 (km/h)"
      ),
    ])
  func refuses(field: ScheduleForm.Field, text: String, message: String) async throws {
    let (presenter, stack, _) = presenter()
    presenter.form[field] = text
    presenter.save()
    #expect(presenter.problem == message)
    #expect(try repository.tripSchedule(id: trip.id) == .standard)
    #expect(stack.state.modals.count == 1, "the sheet stays open")
    #expect(repository.historyCount() == 0)
  }

  @Test("in miles the speed is shown and typed in mph; an untouched speed is kept exactly")
  func miles() async throws {
    let (presenter, _, router) = presenter(unit: .miles)
    #expect(presenter.form.estimateSpeed == "43")
    #expect(presenter.speedForm.hasPrefix("mph"))
    presenter.form.departure = "08:00"
    presenter.save()
    await router.work.idle()
    #expect(try repository.tripSchedule(id: trip.id)?.estimateSpeedKmh == 70, "not 69 from 43 mph")
    let (again, _, secondRouter) = self.presenter(unit: .miles)
    again.form.estimateSpeed = "50"
    again.save()
    await secondRouter.work.idle()
    #expect(try repository.tripSchedule(id: trip.id)?.estimateSpeedKmh == 80)
  }

  @Test("Save with nothing changed closes the sheet and records nothing")
  func unchanged() async throws {
    let (presenter, stack, router) = presenter()
    presenter.save()
    await router.work.idle()
    #expect(stack.state.modals.isEmpty)
    #expect(repository.historyCount() == 0)
  }

  // MARK: - In the session

  @Test("S on a trip opens its schedule sheet with the focus in Start date; the deep link opens it too")
  func keyAndLink() async {
    let configuration = AppConfiguration(
      repository: repository, places: FakePlaceSearch(), units: .kilometers, colorEnabled: false,
      searchDebounce: .zero, homeDirectory: "/tmp")
    let session = AppSession(configuration: configuration, size: Size(width: 80, height: 24))
    #expect(await session.open(link: "roadtrip://trips/1") == nil)
    await session.handle(.character("S"))
    #expect(session.stack.state.modals.map(\.root) == [.sheet(.schedule(trip.id))])
    #expect(session.host.focusedElement(in: session.activeScope)?.label == SheetCopy.startDateLabel)
    await session.handle(.escape)
    if session.isSheetOpen { await session.handle(.escape) }
    #expect(!session.isSheetOpen)
    #expect(await session.open(link: "roadtrip://trips/1/schedule") == nil)
    #expect(session.stack.state.path.map(\.route) == [.trip(trip.id)])
    #expect(session.stack.state.modals.map(\.root) == [.sheet(.schedule(trip.id))])
    #expect(session.plainFrame.contains("╭ Schedule of “Route 66” ─"))
  }
}
