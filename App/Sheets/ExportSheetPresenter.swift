import Observation
import Routes
import TripModels
import TripStore

/// The Export sheet: one trip, a format and a path; writes the file with the same writers and the
/// same safe write as `roadtrip export -o` (a regular file, never the store, put in place whole),
/// and asks before replacing a file that exists. It opens on the format and folder of the last export
/// (``ExportMemory``).
@MainActor
@Observable
final class ExportSheetPresenter {
  /// The trip's name, read when the sheet opened.
  let tripName: String
  /// The chosen format; choosing another swaps the path's extension when it is a format's.
  var format = TripExchange.Format.json {
    didSet { path = UserPath.swappingExchangeExtension(of: path, to: format.fileExtension) }
  }
  /// The path as typed (`~` is the home folder); typing a format's extension (`.kml`) chooses that
  /// format, so the file written is always what its name says.
  var path: String {
    didSet {
      if let typed = TripExchange.Format(fileExtensionOf: path), typed != format { format = typed }
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

  /// A presenter for exporting trip `tripID` of `repository`.
  /// - Parameters:
  ///   - protectedPaths: files never written (the store's).
  ///   - home: the folder `~` stands for.
  init(
    tripID: TripID, repository: any TripRepository, router: SheetRouter,
    report: @escaping @MainActor (StatusMessage) -> Void, protectedPaths: [String], home: String
  ) {
    self.tripID = tripID
    self.repository = repository
    self.router = router
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
    do {
      if try target.existingFile() {
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

  private var target: OutputTarget {
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
    let roads = RouterSetting.exportRoads(repository: repository)(trip)
    let document = TripExchange.export([trip], as: format, roads: [trip.id: roads])
    do {
      // A file that appeared since the check is never replaced without the question.
      try target.write(document, force: replacing, confirm: { _ in false })
    } catch {
      problem = error.description
      return
    }
    ExportMemory(repository: repository).remember(format, path: path, for: tripID)
    report(.notice(SheetCopy.exported(trip.name, to: path, as: format)))
    router.close()
  }
}
