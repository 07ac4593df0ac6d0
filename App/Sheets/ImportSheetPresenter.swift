import Observation
import Routes
import TextUI
import TripModels

/// The Import sheet: a path; imports the file as `roadtrip import` does (validated whole, one
/// transaction, a trip whose id is here with other content added as a copy, identical trips
/// skipped) and tells the summary on the status line.
@MainActor
@Observable
final class ImportSheetPresenter {
  /// The path as typed (`~` is the home folder).
  var path = ""
  /// Why the last attempt imported nothing, shown in the sheet until the next attempt.
  private(set) var problem: String?

  @ObservationIgnored private let repository: any TripRepository
  @ObservationIgnored private let router: SheetRouter
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void
  @ObservationIgnored private let paths: UserPath

  /// A presenter importing into `repository`; `home` is the folder `~` stands for.
  init(
    repository: any TripRepository, router: SheetRouter,
    report: @escaping @MainActor (StatusMessage) -> Void, home: String
  ) {
    self.repository = repository
    self.router = router
    self.report = report
    self.paths = UserPath(home: home)
  }

  /// Imports the file; on success closes the sheet and reports what happened to each trip.
  func importFile() {
    problem = nil
    guard !path.allSatisfy(\.isWhitespace) else {  // a blank path names no file
      problem = SheetCopy.emptyPath
      return
    }
    do {
      let summary = try ImportReport.importFile(
        paths.expanded(path), shownAs: path, into: repository, onConflict: .keepBoth)
      report(.notice(ImportReport.text(summary)))
      router.close()
    } catch {
      problem = error.description
    }
  }

  /// Closes the sheet without importing.
  func cancel() {
    router.close()
  }
}

extension ImportSheetPresenter {
  /// What Tab makes of the path typed (``PathCompleter``).
  func completePath(_ typed: String) -> TextCompletion? {
    PathCompleter(paths: paths).complete(typed)
  }
}
