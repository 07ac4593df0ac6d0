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
  /// Set by `q`, Ctrl-C (once the screens' guards let go) or the script command `quit`.
  var isQuitRequested = false
  /// The main stack as it was when `q` was pressed: what is saved for the next launch (quitting
  /// closes the screens to ask their guards).
  var stateAtQuit: NavigationState<Route>?
  /// The top screen's selection when `q` was pressed (``Screen/savedSelection``), saved with
  /// ``stateAtQuit``.
  var selectionAtQuit: String?
  /// The quit request waiting for a guard's question to be answered.
  var pendingQuit: PendingWork?
  /// The unit distances are shown in (the Units sheet changes it).
  let units: UnitPreference
  /// The road router (the Router sheet changes it).
  let roads: RouterPreference

  var status: StatusBoard { model.status }
  var lookup: RepositoryRouteLookup { RepositoryRouteLookup(configuration.repository) }

  /// Builds the app for `configuration` at a frame of `size`, starting at the trip list.
  init(
    configuration: AppConfiguration, size: Size,
    now: @escaping @MainActor () -> ContinuousClock.Instant = { ContinuousClock.now }
  ) {
    self.configuration = configuration
    let stack = NavigationStack<Route>(root: .trips)
    self.stack = stack
    let status = StatusBoard(now: now)
    let units = UnitPreference(unit: configuration.units, repository: configuration.repository)
    self.units = units
    let roads = RouterPreference(
      router: configuration.roadRouter, options: configuration.routingOptions,
      repository: configuration.repository, makeRouter: configuration.makeRouter)
    self.roads = roads
    let factory = ScreenFactory(
      configuration: configuration, stack: stack,
      report: { [status] in status.post($0.text, isError: $0.isError) }, units: units, roads: roads)
    let model = ShellModel(
      stack: stack, screens: ScreenCache(factory: factory), status: status, title: factory.title(of:))
    self.model = model
    var environment = EnvironmentValues()
    environment.colorEnabled = configuration.colorEnabled
    host = ScreenHost(size: size, environment: environment) {
      ShellView(model: model)
    }
    host.focusScope = ShellModel.mainScope
    stack.onEvents = { [weak self] _ in self?.stackChanged() }
    units.onChange = { [weak self] _ in self?.unitsChanged() }
    roads.onChange = { [weak self] in self?.unitsChanged() }  // the same screens show road figures
    stackChanged()
  }

  // MARK: - Stack changes

  /// The stack changed: release the modules of entries that left, build the visible ones, and give
  /// each pane's focus to its screen's entry (a new screen starts at its default focus).
  func stackChanged() {
    let state = stack.state
    model.screens.release(entriesNotIn: state)
    model.prepareScreens()
    var owners = [
      ShellModel.mainScope: AnyHashable(state.topEntryID),
      ShellModel.listScope: AnyHashable(state.rootEntry.id),
    ]
    if let sheet = state.modal?.topEntry { owners[ShellModel.sheetScope] = AnyHashable(sheet.id) }
    host.focusOwners = owners
    host.forgetOwners(notIn: Set(state.allEntries.map { AnyHashable($0.id) }))
    updateFocusScope()
  }

  /// The scope keys go to: an open sheet, else the trip list column when it has the focus in split
  /// view, else the top screen.
  var activeScope: String {
    if isSheetOpen { return ShellModel.sheetScope }
    return isSplit && model.focusedPane == .list && !stack.state.path.isEmpty
      ? ShellModel.listScope : ShellModel.mainScope
  }

  /// Whether a sheet is presented over the main stack (it has the keys).
  var isSheetOpen: Bool { !stack.state.modals.isEmpty }

  /// The scope script commands act on: an open sheet, else the top screen.
  var commandScope: String { isSheetOpen ? ShellModel.sheetScope : ShellModel.mainScope }

  /// Whether the frame shows two columns.
  var isSplit: Bool { ShellModel.isSplit(width: host.size.width) }

  func updateFocusScope() {
    if !isSplit { model.focusedPane = .main }
    host.focusScope = activeScope
  }

  // MARK: - Frame

  /// The current frame as plain text: exactly ROWS lines, trailing spaces trimmed.
  var plainFrame: String { host.plainText }

  /// Changes the frame size (the shell switches split view at 100 columns; state is kept).
  func resize(to size: Size) {
    host.size = size
    updateFocusScope()
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

  /// The full-screen app's store poll (every half second; keystroke sessions' `poll`): other
  /// processes' changes, then what a screen kept because another program held the store locked
  /// (a typed name, a new trip) is saved again. Script mode does not retry: its line failed.
  func poll() {
    checkForExternalChanges()
    model.screens.retrySaves()
  }

  // MARK: - Quitting

  /// Asks the run loop to stop after the current command (the script command `quit`).
  func requestQuit() {
    isQuitRequested = true
  }

  /// `q` and Ctrl-C: closes the screens so their guards can ask first ("Discard changes? (y/n)");
  /// quits once they let go. A "no" keeps everything as it was.
  func quitThroughGuards() async {
    host.commitEditing(in: activeScope)  // a name typed and not yet left is kept
    // In split view with the keys on the trip list, where you were is the list (the trip on the
    // right is only its preview).
    let before = isSplit && model.focusedPane == .list ? NavigationState(root: .trips) : stack.state
    let selection = before.path.isEmpty ? nil : model.topScreen.savedSelection()
    let stack = self.stack
    let work = PendingWork()
    pendingQuit = work
    work.start { [weak self] in
      if !stack.state.modals.isEmpty { _ = await stack.dismiss() }  // a sheet closes, doing nothing
      let result = await stack.popToRoot()
      if case .vetoed = result.outcome { return }
      guard await stack.canLeaveRoot() else { return }  // the trip list's own unsaved work
      self?.stateAtQuit = before
      self?.selectionAtQuit = selection
      self?.isQuitRequested = true
    }
    await awaitPendingQuit()
  }

  /// Waits for the quit request until it is done or waits for the user (the answer comes as a
  /// later key, which calls this again).
  func awaitPendingQuit() async {
    guard let work = pendingQuit else { return }
    let stack = self.stack
    let host = self.host
    // A guard's question is a y/n one; a text question (a new trip's name) may have been open before.
    await work.wait(
      orUntil: { stack.isAwaitingGuard && host.activeConfirmation.map { !$0.asksForText } == true },
      observing: { _ = stack.isAwaitingGuard })
    if work.isFinished { pendingQuit = nil }
  }
}
