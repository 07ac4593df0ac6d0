import Itinerary
import Observation
import Platform
import Routes
import TextUI
import TripModels
import TripStore

/// The Export sheet: one trip, a format and a path; writes the file with the same writers and the
/// same safe write as `roadtrip export -o` (a regular file, never the store, put in place whole),
/// and asks before replacing a file that exists. It opens on the format and folder of the last export
/// (``ExportMemory``). The calendar (`ics`) is the trip's itinerary, refused for a trip without a
/// start date with the sentence the command line gives; a dated trip's GPX gives each stop its
/// planned time. Both are worked out from the trip's plan (each stop's zone asked of the place
/// search), so they are written when the plan is ready (run as ``work``).
@MainActor
@Observable
final class ExportSheetPresenter {
  /// The trip's name, read when the sheet opened.
  let tripName: String
  /// The chosen format; choosing another swaps the path's extension when it is a format's.
  var format = ExportFormat.json {
    didSet { path = UserPath.swappingExchangeExtension(of: path, to: format.fileExtension) }
  }
  /// The path as typed (`~` is the home folder); typing a format's extension (`.kml`) chooses that
  /// format, so the file written is always what its name says.
  var path: String {
    didSet {
      if let typed = ExportFormat(fileExtensionOf: path), typed != format { format = typed }
    }
  }
  /// Why the last attempt did not export, shown in the sheet until the next attempt.
  private(set) var problem: String?
  /// "<path> exists — replace it? (y/n)" while that question is open.
  private(set) var replacePrompt: String?

  @ObservationIgnored private let tripID: TripID
  @ObservationIgnored private let repository: any TripRepository
  @ObservationIgnored private let router: SheetRouter
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void
  @ObservationIgnored private let protectedPaths: [String]
  @ObservationIgnored private let paths: UserPath
  @ObservationIgnored private let sources: ItineraryCommands.Sources?
  @ObservationIgnored private let now: @MainActor () -> Instant
  /// The sheet's pending work: a plan being worked out and the file it writes.
  @ObservationIgnored let work: ScreenWork

  /// A presenter for exporting trip `tripID` of `repository`.
  /// - Parameters:
  ///   - protectedPaths: files never written (the store's).
  ///   - home: the folder `~` stands for.
  ///   - sources: where a plan's zones and road legs come from (nil: every stop in UTC, straight
  ///     lines), for the calendar and a dated trip's GPX times.
  ///   - now: the time a calendar is stamped with.
  init(
    tripID: TripID, repository: any TripRepository, router: SheetRouter, work: ScreenWork,
    report: @escaping @MainActor (StatusMessage) -> Void, protectedPaths: [String], home: String,
    sources: ItineraryCommands.Sources? = nil,
    now: @escaping @MainActor () -> Instant = { Instant(secondsSinceEpoch: Int64(time(nil))) }
  ) {
    self.sources = sources
    self.now = now
    self.tripID = tripID
    self.repository = repository
    self.router = router
    self.work = work
    self.report = report
    self.protectedPaths = protectedPaths
    self.paths = UserPath(home: home)
    let name = (try? repository.tripSummary(id: tripID))?.name ?? ""
    self.tripName = name
    let opening = ExportMemory(repository: repository).opening(for: tripID, named: name)
    self.path = opening.path
    self.format = opening.format
  }

  /// Exports to the path, first asking when a file is there.
  func export() {
    problem = nil
    guard !path.allSatisfy(\.isWhitespace) else {  // a blank path names no file
      problem = SheetCopy.emptyPath
      return
    }
    // A calendar without dates is refused before any question about the file.
    if format == .ics, let trip = try? repository.trip(id: tripID), trip.schedule.startDate == nil {
      problem = CalendarExport.Refusal.noStartDate.description
      // The choice is kept: after setting the date in the Schedule, the sheet reopens on iCalendar.
      ExportMemory(repository: repository).remember(format, path: path, for: tripID)
      return
    }
    do {
      if try target(path).existingFile() {
        replacePrompt = SheetCopy.replacePrompt(path)
        return
      }
    } catch {
      problem = error.description
      return
    }
    write(replacing: false)
  }

  /// Answers the replace question: yes writes over the file, no leaves it and keeps the sheet open.
  func answerReplace(_ replace: Bool) {
    replacePrompt = nil
    guard replace else {
      problem = SheetCopy.keptFile(path)
      return
    }
    write(replacing: true)
  }

  /// Closes the sheet without exporting.
  func cancel() {
    router.close()
  }

  private func target(_ path: String) -> OutputTarget {
    OutputTarget(path: paths.expanded(path), protectedPaths: protectedPaths)
  }

  private func write(replacing: Bool) {
    let trip: Trip
    do {
      guard let found = try repository.trip(id: tripID) else {
        problem = SheetCopy.tripGone
        return
      }
      trip = found
    } catch {
      problem = "\(error) — nothing was exported"
      return
    }
    // What was chosen when Export was pressed, whatever is typed while a plan is worked out.
    let format = format
    let path = path
    let roads = RouterSetting.exportRoads(repository: repository)(trip)
    guard let exchange = format.exchange else {
      guard trip.schedule.startDate != nil else {
        problem = CalendarExport.Refusal.noStartDate.description
        return
      }
      work.run { [weak self, sources] in
        let plan = await Self.plan(trip, sources: sources)
        self?.writeCalendar(plan, of: trip, to: path, replacing: replacing)
      }
      return
    }
    guard exchange == .gpx, trip.schedule.startDate != nil else {
      finish(
        TripExchange.export([trip], as: exchange, roads: [trip.id: roads]), trip, format, path, replacing)
      return
    }
    work.run { [weak self, sources] in
      let times = await Self.plan(trip, sources: sources).stopTimesISO8601
      self?.finish(
        TripExchange.export([trip], as: exchange, roads: [trip.id: roads], times: [trip.id: times]), trip,
        format, path, replacing)
    }
  }

  /// The plan of `trip`: zones and kept road legs from `sources`, else every stop in UTC.
  private static func plan(_ trip: Trip, sources: ItineraryCommands.Sources?) async -> PlannedItinerary {
    guard let sources else { return ItineraryPlanner.plan(trip: trip, zoneNames: []) }
    return await ItineraryCommands.plan(trip, sources: sources)
  }

  private func writeCalendar(_ plan: PlannedItinerary, of trip: Trip, to path: String, replacing: Bool) {
    do {
      let text = try CalendarExport.ics(
        plan, tripID: trip.id, tripName: trip.name, unit: sources?.units ?? .kilometers, stamp: now())
      finish(text, trip, .ics, path, replacing)
    } catch {
      problem = error.description
    }
  }

  private func finish(
    _ document: String, _ trip: Trip, _ format: ExportFormat, _ path: String, _ replacing: Bool
  ) {
    do {
      // A file that appeared since the check is never replaced without the question.
      try target(path).write(document, force: replacing, confirm: { _ in false })
    } catch {
      problem = error.description
      return
    }
    ExportMemory(repository: repository).remember(format, path: path, for: tripID)
    report(.notice(SheetCopy.exported(trip.name, to: path, as: format)))
    router.close()
  }
}

extension ExportSheetPresenter {
  /// What Tab makes of the path typed (``PathCompleter``).
  func completePath(_ typed: String) -> TextCompletion? {
    PathCompleter(paths: paths).complete(typed)
  }
}
