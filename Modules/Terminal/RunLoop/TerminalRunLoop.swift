import TextUI

// MARK: - The full-screen run loop

/// What the app's key handler wants the loop to do next.
public enum LoopAction: Hashable, Sendable {
  /// Keep running.
  case proceed
  /// Leave full screen and return `status` from `run`.
  case quit(status: Int32)
}

/// Runs a `ScreenHost` on a `TerminalDevice`: the loop the App's interactive mode needs.
///
/// - Enters the terminal, and leaves it on every way out (`quit`, a thrown error, a quit signal).
/// - Presents a frame whenever the host's frame is out of date — after a key, after a resize, and
///   after model changes that come from elsewhere (a search finishing), which the host reports
///   through `onInvalidate`. Several changes before the next frame give one frame.
/// - On `.resize` the host gets the new size and the whole screen is redrawn (also after a resume
///   from Ctrl-Z, when the size may be unchanged but the screen is not).
@MainActor
public final class TerminalRunLoop {
  /// The terminal frames are shown on.
  public let terminal: any TerminalDevice
  /// The view host that renders them.
  public let host: ScreenHost

  /// A loop showing `host` on `terminal`.
  public init(terminal: any TerminalDevice, host: ScreenHost) {
    self.terminal = terminal
    self.host = host
  }

  /// Runs until `onKey` returns `.quit`, a quit signal arrives (its conventional status is returned),
  /// or the input ends (status 0). Ctrl-L repaints the whole screen; `onKey` gets every other key; it usually routes it with
  /// `host.send(_:)` first and gives unused keys their global meaning. An error thrown by `onKey`
  /// ends the loop (the terminal is restored) and is rethrown: catch the ones that should only be
  /// shown in a status line.
  public func run(onKey: @MainActor (Key) async throws -> LoopAction) async throws -> Int32 {
    try await terminal.session {
      host.onInvalidate = { [weak self] in
        Task { @MainActor in self?.presentIfNeeded() }
      }
      defer { host.onInvalidate = nil }
      redraw(at: terminal.size)
      for await event in terminal.events {
        switch event {
        case .key(.ctrl("l")):
          terminal.forgetScreen()  // Ctrl-L repaints the whole screen, whatever has focus
          redraw(at: terminal.size)
        case .key(let key):
          if case .quit(let status) = try await onKey(key) { return status }
          presentIfNeeded()
        case .resize(let size):
          redraw(at: size)
        case .quit(let reason):
          return reason.exitStatus
        }
      }
      return 0
    }
  }

  /// Renders and presents the host's frame if the terminal does not show the latest one: out of
  /// date, or rendered since the last present by someone else who only read it (the App reads the
  /// frame while a key is handled — an answered question's box must not stay on the terminal).
  public func presentIfNeeded() {
    if let frame = host.renderIfNeeded() {
      present(frame)
    } else if host.renderCount != presentedRender {
      present(host.frame)
    }
  }

  /// The host's render count when a frame was last presented.
  private var presentedRender = -1

  private func present(_ frame: RenderedFrame) {
    presentedRender = host.renderCount
    terminal.present(frame)
  }

  private func redraw(at size: Size) {
    host.size = size
    present(host.frame)
  }
}
