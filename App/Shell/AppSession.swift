import Navigation
import Routes
import TextUI
import TripModels
import TripStore

/// The running app, shared by the full-screen TUI and script mode: the composition root's object
/// graph (store, navigation stack, module cache, shell) and the operations a key press or script line
/// performs on it.
@MainActor
final class AppSession {
  let configuration: AppConfiguration
  let stack: NavigationStack<Route>
  let model: ShellModel
  let host: ScreenHost
  /// Set by `q`, Ctrl-C or the script command `quit`.
  private(set) var isQuitRequested = false

  var status: StatusBoard { model.status }
  var lookup: RepositoryRouteLookup { RepositoryRouteLookup(configuration.repository) }

  /// Builds the app for `configuration` at a frame of `size`, starting at the trip list.
  init(configuration: AppConfiguration, size: FrameSize) {
    self.configuration = configuration
    let stack = NavigationStack<Route>(root: .trips)
    self.stack = stack
    let status = StatusBoard()
    let factory = ScreenFactory(
      configuration: configuration, stack: stack, report: { [status] in status.post($0) })
    let model = ShellModel(
      stack: stack, screens: ScreenCache(factory: factory), status: status,
      repository: configuration.repository)
    self.model = model
    var environment = EnvironmentValues()
    environment.colorEnabled = configuration.colorEnabled
    host = ScreenHost(size: Size(width: size.columns, height: size.rows), environment: environment) {
      ShellView(model: model)
    }
    host.focusScope = ShellModel.mainScope
    stack.onEvents = { [weak stack, weak model] _ in
      guard let stack, let model else { return }
      model.screens.release(entriesNotIn: stack.state)
    }
  }

  // MARK: - Frame

  /// The current frame as plain text: exactly ROWS lines, trailing spaces trimmed.
  var plainFrame: String { host.plainText }

  /// Changes the frame size (the shell switches split view at 100 columns; state is kept).
  func resize(to size: FrameSize) {
    host.size = Size(width: size.columns, height: size.rows)
  }

  // MARK: - Store

  /// Picks up changes another process made to the store (the screens refresh through observation).
  func checkForExternalChanges() {
    do {
      try configuration.repository.checkForExternalChanges()
    } catch {
      status.post("Could not check the store for changes: \(error)")
    }
  }

  // MARK: - Quitting

  /// Asks the run loop to stop after the current command.
  func requestQuit() {
    isQuitRequested = true
  }
}
