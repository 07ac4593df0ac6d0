import TripModels

/// Reads the stops the screen shows, a page at a time, for the view-model's lazy rows; a failed
/// read is passed on once per frame and the row shows as not read.
@MainActor
final class TripDetailRowReader {
  private let pages: TripStopPages
  /// Told about a read that failed (set once the presenter exists).
  var failed: (@MainActor (any Error) -> Void)?

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
}
