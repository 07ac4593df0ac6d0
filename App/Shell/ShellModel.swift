import Navigation
import Observation
import Routes
import TextUI

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
  /// Which column has the keys in split view (always `.main` in one column).
  var focusedPane = Pane.main
  /// What the footer says while the keys are not commands — a field is edited ("editing Name —
  /// Enter done · Esc cancel") or a question is asked; nil in command mode.
  var modeLine: String?
  /// The titles of the entries below the top one, named when the stack last changed.
  private(set) var trailBelowTop: [String] = []
  /// The built screens of the root and the top entry, set when the stack changes (never while
  /// drawing).
  private(set) var visibleScreens: (root: Screen, top: Screen)?
  /// The sheet presented over the main stack (the top of the innermost modal), nil when none is.
  private(set) var sheetScreen: Screen?
  @ObservationIgnored let screens: ScreenCache
  /// The trail's title of a route below the top screen (the feature's own, via the screen factory).
  @ObservationIgnored private let title: @MainActor (Route) -> String

  /// The width from which the main stack shows as two columns (the trip list beside the top screen).
  static let splitThreshold = 100
  /// The interaction scope of the screen commands and keys go to.
  static let mainScope = "main"
  /// The interaction scope of the trip list column while another screen is on the right.
  static let listScope = "list"
  /// The interaction scope of a sheet presented over the main stack.
  static let sheetScope = "sheet"

  init(
    stack: NavigationStack<Route>, screens: ScreenCache, status: StatusBoard,
    title: @escaping @MainActor (Route) -> String
  ) {
    self.stack = stack
    self.status = status
    self.screens = screens
    self.title = title
  }

  /// Whether a main stack `width` columns wide is shown as two columns.
  static func isSplit(width: Int) -> Bool { width >= splitThreshold }

  /// The left column's width in split view: 30% of the width, 28–40 columns.
  static func listColumnWidth(for width: Int) -> Int { min(40, max(28, width * 3 / 10)) }

  /// The columns of split view.
  enum Pane: Hashable {
    /// The trip list on the left.
    case list
    /// The top screen on the right (the only column below the split width).
    case main
  }

  /// Builds the screens of the root and top entries and names the entries below the top: called
  /// when the stack changes, so drawing only reads.
  func prepareScreens() {
    let state = stack.state
    let root = screens.screen(for: state.rootEntry)
    let top = screens.screen(for: state.topEntry)
    visibleScreens = (root, top)
    sheetScreen = state.modal.map { screens.screen(for: $0.topEntry) }
    trailBelowTop = state.base.entries.filter { $0.id != state.topEntryID }.map { title($0.route) }
    if state.path.isEmpty { focusedPane = .main }
  }

  /// The screen on top of the main stack (prepared by `prepareScreens()`).
  var topScreen: Screen {
    if let visibleScreens { return visibleScreens.top }
    prepareScreens()
    return visibleScreens?.top ?? screens.screen(for: stack.state.topEntry)
  }

  /// The trip list screen (the root).
  var rootScreen: Screen {
    if let visibleScreens { return visibleScreens.root }
    prepareScreens()
    return visibleScreens?.root ?? screens.screen(for: stack.state.rootEntry)
  }

  /// The navigation trail for the title bar: "Roadtrips › Pacific Coast › Stop: Monterey".
  ///
  /// The top screen's title is read live (so a name being typed shows at once); the entries below it
  /// were named from the store when the stack changed.
  var trail: String {
    (trailBelowTop + [topScreen.title()]).joined(separator: " › ")
  }
}
