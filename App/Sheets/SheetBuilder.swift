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
    let work = ScreenWork()
    let router = SheetRouter(stack: stack, entryID: entryID, work: work)
    let presenter: AnyObject
    let title: @MainActor () -> String
    let content: AnyView
    switch sheet {
    case .export(let tripID):
      let export = ExportSheetPresenter(
        tripID: tripID, repository: configuration.repository, router: router, work: work, report: report,
        protectedPaths: configuration.protectedPaths, home: configuration.homeDirectory,
        sources: ItineraryCommands.Sources(
          naming: PlaceSearchTimeZoneNaming(places: configuration.places), units: units.unit,
          roads: configuration.repository as? any RoadLegStore, options: roads.options))
      if (try? configuration.repository.tripSummary(id: tripID)) == nil {
        report(.error(SheetCopy.tripGone))
        router.close()
      }
      (presenter, title, content) = (
        export, { SheetCopy.exportTitle(export.tripName) }, AnyView(ExportSheetView(presenter: export))
      )
    case .importFile:
      let importer = ImportSheetPresenter(
        repository: configuration.repository, router: router, report: report,
        home: configuration.homeDirectory)
      (presenter, title, content) = (
        importer, { SheetCopy.importTitle }, AnyView(ImportSheetView(presenter: importer))
      )
    case .schedule(let tripID):
      let schedule = ScheduleSheetPresenter(
        tripID: tripID, repository: configuration.repository, unit: units.unit, router: router, report: report
      )
      if !schedule.exists {
        report(.error(SheetCopy.scheduleTripGone))
        router.close()
      }
      (presenter, title, content) = (
        schedule, { SheetCopy.scheduleTitle(schedule.tripName) },
        AnyView(ScheduleSheetView(presenter: schedule))
      )
    case .units:
      let unitsSheet = UnitsSheetPresenter(preference: units, router: router, report: report)
      (presenter, title, content) = (
        unitsSheet, { SheetCopy.unitsTitle }, AnyView(UnitsSheetView(presenter: unitsSheet))
      )
    case .router:
      let trip = stack.state.top.tripID.flatMap { try? configuration.repository.trip(id: $0) }
      let routerSheet = RouterSheetPresenter(
        preference: roads, trip: trip, units: units.unit, router: router, work: work, report: report)
      (presenter, title, content) = (
        routerSheet, { SheetCopy.routerTitle }, AnyView(RouterSheetView(presenter: routerSheet))
      )
    }
    return Screen(title: title, content: content, owner: presenter, work: work)
  }
}
