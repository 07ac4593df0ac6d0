import Navigation
import Observation
import Routes
import TextUI
import TripStore

/// The observable state the shell view draws: the navigation stack, the built screens, the status
/// line, the help overlay and the frame width (which decides split view).
@MainActor
@Observable
final class ShellModel {
  /// The main navigation stack (the state the App renders).
  let stack: NavigationStack<Route>
  /// The status line.
  let status: StatusBoard
  /// The key help lines while the help overlay is open, nil when closed.
  var helpLines: [String]?
  @ObservationIgnored let screens: ScreenCache
  @ObservationIgnored private let repository: any TripRepository

  /// The width from which the main stack shows as two columns (DESIGN §2).
  static let splitThreshold = 100
  /// The interaction scope of the screen commands and keys go to.
  static let mainScope = "main"
  /// The interaction scope of the trip list column while another screen is on the right.
  static let listScope = "list"

  init(
    stack: NavigationStack<Route>, screens: ScreenCache, status: StatusBoard, repository: any TripRepository
  ) {
    self.stack = stack
    self.status = status
    self.screens = screens
    self.repository = repository
  }

  /// Whether a main stack `width` columns wide is shown as two columns.
  static func isSplit(width: Int) -> Bool { width >= splitThreshold }

  /// The left column's width in split view: 30% of the width, 28–40 columns.
  static func listColumnWidth(for width: Int) -> Int { min(40, max(28, width * 3 / 10)) }

  /// The screen on top of the main stack (built now if needed).
  var topScreen: Screen { screens.screen(for: stack.state.topEntry) }

  /// The trip list screen (the root).
  var rootScreen: Screen { screens.screen(for: stack.state.rootEntry) }

  /// The navigation trail for the title bar: "Roadtrips › Pacific Coast › Stop: Monterey".
  ///
  /// The top screen's title is read live (so a name being typed shows at once); the entries below it
  /// are named from the store without building their modules.
  var trail: String {
    let state = stack.state
    let entries = state.base.entries
    return entries.map { entry in
      entry.id == state.topEntryID ? topScreen.title() : title(of: entry.route)
    }.joined(separator: " › ")
  }

  private func title(of route: Route) -> String {
    switch route {
    case .trips:
      return "Roadtrips"
    case .trip(let id):
      return (try? repository.trip(id: id))?.name ?? "Trip"
    case .waypoint(let tripID, let stopID):
      let stop = (try? repository.trip(id: tripID))?.stops.first { $0.id == stopID }
      return "Stop: \(stop?.name ?? "?")"
    }
  }
}
