import Navigation
import Routes
import Routing
import TextUI
import TripModels

/// Builds the sheets: each a presenter and its view, kept alive by the returned screen for as long
/// as the sheet's entry is on the stack.
@MainActor
struct SheetBuilder {
  let configuration: AppConfiguration
  let stack: NavigationStack<Route>
  let units: UnitPreference
  /// The road router (the Router sheet changes it).
  let roads: RouterPreference
  let report: @MainActor (StatusMessage) -> Void

  /// The screen of `sheet`, shown by the entry `entryID`.
  func makeScreen(for sheet: Sheet, entryID: EntryID) -> Screen {
    let router = SheetRouter(stack: stack, entryID: entryID)
    let settle: () async -> Void = { [router] in await router.settle() }
    switch sheet {
    case .export(let tripID):
      let presenter = ExportSheetPresenter(
        tripID: tripID, repository: configuration.repository, router: router, report: report,
        protectedPaths: configuration.protectedPaths, home: configuration.homeDirectory,
        sources: ItineraryCommands.Sources(
          naming: PlaceSearchTimeZoneNaming(places: configuration.places), units: units.unit,
          roads: configuration.repository as? any RoadLegStore, options: roads.options))
      if (try? configuration.repository.tripSummary(id: tripID)) == nil {
        report(.error(SheetCopy.tripGone))
        router.close()
      }
      return Screen(
        title: { SheetCopy.exportTitle(presenter.tripName) },
        content: AnyView(ExportSheetView(presenter: presenter)), owner: presenter,
        settle: { [router] in
          await presenter.settle()  // a calendar's plan (each stop's zone) and its file
          await router.settle()
        }, settleNavigation: settle)
    case .importFile:
      let presenter = ImportSheetPresenter(
        repository: configuration.repository, router: router, report: report,
        home: configuration.homeDirectory)
      return Screen(
        title: { SheetCopy.importTitle }, content: AnyView(ImportSheetView(presenter: presenter)),
        owner: presenter, settle: settle, settleNavigation: settle)
    case .schedule(let tripID):
      let presenter = ScheduleSheetPresenter(
        tripID: tripID, repository: configuration.repository, unit: units.unit, router: router, report: report
      )
      if !presenter.exists {
        report(.error(SheetCopy.scheduleTripGone))
        router.close()
      }
      return Screen(
        title: { SheetCopy.scheduleTitle(presenter.tripName) },
        content: AnyView(ScheduleSheetView(presenter: presenter)), owner: presenter,
        settle: settle, settleNavigation: settle)
    case .units:
      let presenter = UnitsSheetPresenter(preference: units, router: router, report: report)
      return Screen(
        title: { SheetCopy.unitsTitle }, content: AnyView(UnitsSheetView(presenter: presenter)),
        owner: presenter, settle: settle, settleNavigation: settle)
    case .router:
      let trip = stack.state.top.tripID.flatMap { try? configuration.repository.trip(id: $0) }
      let presenter = RouterSheetPresenter(
        preference: roads, trip: trip, units: units.unit, router: router, report: report)
      return Screen(
        title: { SheetCopy.routerTitle }, content: AnyView(RouterSheetView(presenter: presenter)),
        owner: presenter,
        settle: { [router] in
          await presenter.settle()  // the connection test (it gives up after 10 s)
          await router.settle()
        }, settleNavigation: settle)
    }
  }
}
