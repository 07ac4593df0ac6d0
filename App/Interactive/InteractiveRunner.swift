import Foundation
import Routes
import Terminal
import TextUI
import TripStore

/// The full-screen app: takes the terminal over, draws frames only when something on screen
/// changed, routes keys to the session, polls the store for other processes' changes, and gives the
/// terminal back on every way out (quit, error, SIGINT, SIGTERM).
@MainActor
enum InteractiveRunner {
  /// How long the stop editor waits after a keystroke before searching.
  static let searchDebounce = Duration.milliseconds(150)
  /// How often the store is checked for other processes' changes.
  static let storePollInterval = Duration.milliseconds(500)

  /// Runs the app on the controlling terminal until the user quits.
  static func run(invocation: Invocation, store: SQLiteTripStore) async -> ExitStatus {
    let configuration: AppConfiguration
    do {
      configuration = try AppConfiguration(
        invocation: invocation, repository: store, searchDebounce: searchDebounce)
    } catch {
      StandardError.report("\(error)")
      return .storeUnavailable
    }
    let terminal = TTYTerminal(colorEnabled: configuration.colorEnabled)
    let size = terminal.size
    let session = AppSession(
      configuration: configuration, size: FrameSize(columns: size.columns, rows: size.rows))
    if let link = invocation.openURL {
      if let error = await session.open(link: link) {
        StandardError.report(error)
        return .usage
      }
    } else {
      await session.restoreNavigation()
    }
    do {
      let status = try await terminal.session { () async -> ExitStatus in
        await loop(session: session, terminal: terminal)
      }
      session.saveNavigation()
      return status
    } catch {
      terminal.leave()
      StandardError.report("\(error)")
      return .storeUnavailable
    }
  }

  private static func loop(session: AppSession, terminal: TTYTerminal) async -> ExitStatus {
    let presenter = FramePresenter(session: session, terminal: terminal)
    session.host.onInvalidate = { [weak presenter] in presenter?.schedule() }
    presenter.present()
    let poller = Task { @MainActor [weak presenter] in
      while !Task.isCancelled {
        try? await Task.sleep(for: storePollInterval)
        session.checkForExternalChanges()
        presenter?.present()
      }
    }
    defer { poller.cancel() }
    for await event in terminal.events {
      switch event {
      case .key(let key):
        if let message = await session.handle(key) { session.status.post(message) }
        if session.isQuitRequested { return .success }
      case .resize(let size):
        session.resize(to: FrameSize(columns: size.columns, rows: size.rows))
      case .quit(let reason):
        return ExitStatus(rawValue: reason.exitStatus)
      }
      presenter.present()
    }
    return .success
  }
}

/// Presents the session's frame on the terminal, at most once per batch of changes.
@MainActor
final class FramePresenter {
  private let session: AppSession
  private let terminal: any TerminalDevice
  private var isScheduled = false

  init(session: AppSession, terminal: any TerminalDevice) {
    self.session = session
    self.terminal = terminal
  }

  /// Presents on the next turn of the main actor (coalescing several changes into one frame).
  func schedule() {
    guard !isScheduled else { return }
    isScheduled = true
    Task { @MainActor [weak self] in self?.present() }
  }

  /// Presents now if the frame is out of date (the terminal writes nothing when nothing changed).
  func present() {
    isScheduled = false
    terminal.present(session.host.frame)
  }
}
