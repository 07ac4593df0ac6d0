import TripModels

/// Reads the stops the screen shows, a page at a time, for the view-model's lazy rows, and keeps
/// the rows built from them until the stops change (a frame redrawn builds no row again); a failed
/// read is passed on and the row shows as not read.
@MainActor
final class TripDetailRowReader {
  private let pages: TripStopPages
  /// Told about a read that failed (set once the presenter exists).
  var failed: (@MainActor (any Error) -> Void)?
  /// Rows built for the stops' read ``rowsRevision``, by position.
  private var stopRows: [Int: TripDetailViewModel.StopRow] = [:]
  private var legRows: [Int: TripDetailViewModel.LegRow] = [:]
  private var rowsRevision: Int?

  /// The most rows of each kind kept (a few screens' worth); beyond it they are built again.
  static let keptRows = 1_024

  /// A reader over `pages`.
  init(pages: TripStopPages) {
    self.pages = pages
  }

  /// The stop at `index`, nil outside the trip or when it cannot be read.
  func stop(at index: Int) -> Stop? {
    do {
      return try pages.stop(at: index)
    } catch {
      failed?(error)
      return nil
    }
  }

  /// The stop row at `index` of the stops' read `revision`, built by `make` the first time; nil
  /// (and nothing kept) when the stop could not be read.
  func stopRow(
    at index: Int, revision: Int, make: () -> TripDetailViewModel.StopRow?
  ) -> TripDetailViewModel.StopRow? {
    forgetRows(unlessOf: revision)
    if let kept = stopRows[index] { return kept }
    guard let row = make() else { return nil }
    if stopRows.count >= Self.keptRows { stopRows = [:] }
    stopRows[index] = row
    return row
  }

  /// The leg row at `index` of the stops' read `revision`, built by `make` the first time; nil (and
  /// nothing kept) when a stop could not be read.
  func legRow(
    at index: Int, revision: Int, make: () -> TripDetailViewModel.LegRow?
  ) -> TripDetailViewModel.LegRow? {
    forgetRows(unlessOf: revision)
    if let kept = legRows[index] { return kept }
    guard let row = make() else { return nil }
    if legRows.count >= Self.keptRows { legRows = [:] }
    legRows[index] = row
    return row
  }

  private func forgetRows(unlessOf revision: Int) {
    guard revision != rowsRevision else { return }
    stopRows = [:]
    legRows = [:]
    rowsRevision = revision
  }
}
