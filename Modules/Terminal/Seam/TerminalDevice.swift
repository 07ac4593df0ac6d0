import TextUI

// MARK: - The terminal seam

/// What the App's run loop needs from a terminal: its size, its events, a way to take it over and
/// give it back, and a way to show frames. `TTYTerminal` is the real one; `VirtualTerminal` is an
/// in-memory one for tests and for running without a TTY.
@MainActor
public protocol TerminalDevice: AnyObject {
  /// The terminal's size now.
  var size: Size { get }

  /// Keys, resizes and quit requests, in order. One stream for the terminal's whole life: iterate it
  /// from one place (the run loop).
  var events: AsyncStream<TerminalEvent> { get }

  /// Takes the terminal over: raw mode, alternate screen, hidden cursor, bracketed paste, signal
  /// handling. If it throws, the terminal was left as it was. Does nothing when already entered.
  func enter() throws(TerminalError)

  /// Gives the terminal back exactly as `enter()` found it. Safe to call more than once, and when
  /// the terminal was never entered.
  func leave()

  /// Shows `frame` with the cursor at `cursor`: writes only what differs from the screen, in one
  /// write wrapped in synchronized output, or nothing at all when nothing changed.
  func present(_ frame: Canvas, cursor: CursorPlacement)

  /// Forgets what the screen shows, so the next `present` repaints every cell (Ctrl-L, after
  /// something else wrote to the terminal).
  func forgetScreen()
}

// MARK: - Run-loop helpers

extension TerminalDevice {
  /// Terminals that always repaint everything have nothing to forget.
  public func forgetScreen() {}

  /// Shows `frame` with the cursor hidden.
  public func present(_ frame: Canvas) {
    present(frame, cursor: .hidden)
  }

  /// Shows a rendered view: its canvas, with the cursor at the focused field's insertion point (or
  /// hidden when no field is being edited).
  public func present(_ frame: RenderedFrame) {
    present(frame.canvas, cursor: CursorPlacement(frame.cursorPosition))
  }

  /// Enters the terminal, runs `body`, and leaves the terminal on every way out of it — a return or
  /// a thrown error. (Signals are handled by the terminal itself: it restores the screen and sends
  /// `.quit`.)
  ///
  /// ```swift
  /// let terminal = TTYTerminal()
  /// try await terminal.session {
  ///   terminal.present(render(at: terminal.size))  // a RenderedFrame from ViewRenderer
  ///   for await event in terminal.events {
  ///     switch event {
  ///     case .key(let key): handle(key)  // then present the new frame
  ///     case .resize(let size): terminal.present(render(at: size))
  ///     case .quit(let reason): return reason.exitStatus
  ///     }
  ///   }
  /// }
  /// ```
  public func session<Result>(_ body: @MainActor () async throws -> Result) async throws -> Result {
    try enter()
    defer { leave() }
    return try await body()
  }
}
