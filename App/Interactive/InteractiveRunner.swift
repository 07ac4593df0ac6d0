import Terminal
import TextUI
import TripModels
import TripStore

/// The full-screen app: runs the session's screen host on the real terminal (Terminal's run loop
/// draws only when something on screen changed and gives the terminal back on every way out),
/// routes keys to the session, and polls the store for other processes' changes.
@MainActor
enum InteractiveRunner {
  /// How long the stop editor waits after a keystroke before searching.
  static let searchDebounce = Duration.milliseconds(150)
  /// How often the store is checked for other processes' changes.
  static let storePollInterval = Duration.milliseconds(500)
  /// How long a read or write waits for another program's lock: about a frame, so that keys are
  /// echoed and signals handled while the lock is held (the action then says the store is locked).
  static let storeBusyTimeout = Duration.milliseconds(30)

  /// Runs the app on the controlling terminal until the user quits.
  static func run(invocation: Invocation, store: SQLiteTripStore) async -> ExitStatus {
    store.setBusyTimeout(storeBusyTimeout)
    let configuration: AppConfiguration
    do {
      configuration = try AppConfiguration(
        invocation: invocation, repository: store, searchDebounce: searchDebounce,
        protectedPaths: store.files)
    } catch {
      StandardError.report(StoreFailureMessage.text(for: error))
      return .storeUnavailable
    }
    let terminal = TTYTerminal(colorEnabled: configuration.colorEnabled)
    let session = AppSession(configuration: configuration, size: terminal.size)
    if let link = invocation.openURL {
      if let error = await session.open(link: link) {
        StandardError.report(error)
        return .usage
      }
    } else {
      await session.restoreNavigation()
    }
    await session.previewSelection()
    session.updateEditingLine()
    if let damage = store.damage {  // said at once, and again by every edit it refuses
      session.status.post(
        TripStoreError.damagedReadOnly(path: store.path, reason: damage).description, isError: true)
    }
    let poller = Task { @MainActor in
      while !Task.isCancelled {
        try? await Task.sleep(for: storePollInterval)
        session.poll()  // other processes' changes, and saves that waited for a lock
        session.status.expire()  // a message lasts 5 s when no key is pressed
      }
    }
    defer { poller.cancel() }
    do {
      let loop = TerminalRunLoop(terminal: terminal, host: session.host)
      let status = try await loop.run { key in
        if let message = await session.handle(key) { session.status.post(message, isError: true) }
        return session.isQuitRequested ? .quit(status: 0) : .proceed
      }
      session.saveNavigation()
      return ExitStatus(rawValue: status)
    } catch {
      session.saveNavigation()
      StandardError.report(StoreFailureMessage.text(for: error))
      return .storeUnavailable
    }
  }
}
