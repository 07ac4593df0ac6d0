import Platform
import TextUI

// MARK: - The real terminal

/// A TTY as a `TerminalDevice`: raw mode through termios, the alternate screen, bracketed paste,
/// keys decoded on a reader thread, and frames written as diffs in one `write` each.
///
/// The terminal is restored on every way out: `leave()`, deinit, `session`'s thrown errors, and the
/// signals that end a process (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM: it
/// restores itself, then sends `.quit`). Ctrl-Z and SIGTSTP
/// restore it and stop the process; SIGCONT (`fg`) takes it over again and sends `.resize` so the
/// app redraws. SIGWINCH sends `.resize` with the new size.
@MainActor
public final class TTYTerminal: TerminalDevice {
  /// Where the terminal is in its life.
  private enum State {
    case idle
    case active(saved: termios)
    case suspended(saved: termios)
  }

  /// See `TerminalDevice.events`.
  public let events: AsyncStream<TerminalEvent>
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let input: Int32
  private let output: Int32
  private let watchedSignals: [Int32]
  private let stopProcess: @MainActor () -> Void
  private var state = State.idle
  private var encoder: FrameEncoder
  private var reader: InputReader?
  private var signals: SignalHub.Subscription?

  /// A terminal reading keys from `input` and drawing on `output` (standard input and output by
  /// default). With `colorEnabled` false no colour is ever sent (`NO_COLOR`, `--no-color`).
  public convenience init(
    input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, colorEnabled: Bool = true
  ) {
    self.init(
      input: input, output: output, colorEnabled: colorEnabled, watchedSignals: SignalHub.terminalSignals
    ) {
      kill(getpid(), SIGSTOP)
    }
  }

  /// For tests: signals are process-wide, so a test watches only the harmless ones and delivers the
  /// rest through `handle(signal:)`, with stopping the process replaced by something observable.
  init(
    input: Int32, output: Int32, colorEnabled: Bool = true, watchedSignals: [Int32],
    stopProcess: @escaping @MainActor () -> Void
  ) {
    self.input = input
    self.output = output
    encoder = FrameEncoder(colorEnabled: colorEnabled)
    self.watchedSignals = watchedSignals
    self.stopProcess = stopProcess
    (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  isolated deinit {
    leave()
    continuation.finish()
  }

  // MARK: - TerminalDevice

  /// The output's window size (or the input's), else 80×24.
  public var size: Size {
    TerminalAttributes.windowSize(output) ?? TerminalAttributes.windowSize(input) ?? .standardTerminal
  }

  /// See `TerminalDevice.enter()`.
  public func enter() throws(TerminalError) {
    guard case .idle = state else { return }
    guard isatty(output) == 1 else { throw .notATerminal(fileDescriptor: output) }
    let saved = try TerminalAttributes.read(input)
    // Signals are watched before anything changes, so that none finds a half-entered terminal.
    if !watchedSignals.isEmpty {
      signals = SignalHub.shared.subscribe(to: watchedSignals) { [weak self] signal in
        self?.handle(signal: signal)
      }
    }
    do {
      try TerminalAttributes.apply(TerminalAttributes.raw(from: saved), to: input)
      reader = try makeReader()
    } catch {
      try? TerminalAttributes.apply(saved, to: input)
      stopWatchingSignals()
      throw error
    }
    state = .active(saved: saved)
    write(ControlSequence.enterFullScreen)
    encoder.invalidate()
  }

  /// See `TerminalDevice.leave()`.
  public func leave() {
    stopWatchingSignals()
    reader?.stop()
    reader = nil
    switch state {
    case .idle: return
    case .active(let saved): restore(saved)
    case .suspended: break  // Restored when it was suspended.
    }
    state = .idle
  }

  /// See `TerminalDevice.present(_:cursor:)`. Frames presented while suspended are dropped; the
  /// `.resize` sent on resuming asks for a new one.
  public func present(_ frame: Canvas, cursor: CursorPlacement) {
    guard case .active = state else { return }
    let bytes = encoder.encode(frame, cursor: cursor)
    if !bytes.isEmpty { write(bytes) }
  }

  /// See `TerminalDevice.forgetScreen()`.
  public func forgetScreen() {
    encoder.invalidate()
  }

  // MARK: - Signals and job control

  /// Reacts to a signal the way `SignalWatcher` delivers it.
  func handle(signal: Int32) {
    switch signal {
    case SIGWINCH:
      guard case .active = state else { return }
      encoder.invalidate()  // Terminals reflow or clear on resize: redraw everything.
      continuation.yield(.resize(size))
    case SIGTSTP:
      suspend()
    case SIGCONT:
      resume()
    case SIGINT:
      quit(.interrupt)
    case SIGTERM:
      quit(.terminate)
    case SIGHUP:
      quit(.hangup)
    case _ where SignalHub.endingSignals.contains(signal):
      quit(.signal(signal))
    default:
      break
    }
  }

  /// Ctrl-Z or SIGTSTP: give the terminal back, then stop the process until SIGCONT.
  func suspend() {
    guard case .active(let saved) = state else { return }
    restore(saved)
    state = .suspended(saved: saved)
    stopProcess()
  }

  /// SIGCONT: take the terminal over again and ask for a full redraw.
  func resume() {
    guard case .suspended(let saved) = state else { return }
    do {
      try TerminalAttributes.apply(TerminalAttributes.raw(from: saved), to: input)
    } catch {
      return  // Still in the background or gone; a later SIGCONT tries again.
    }
    state = .active(saved: saved)
    write(ControlSequence.enterFullScreen)
    encoder.invalidate()
    continuation.yield(.resize(size))
  }

  private func stopWatchingSignals() {
    if let signals { SignalHub.shared.cancel(signals) }
    signals = nil
  }

  private func quit(_ reason: QuitReason) {
    leave()
    continuation.yield(.quit(reason))
    continuation.finish()
  }

  // MARK: - Input

  private func makeReader() throws(TerminalError) -> InputReader {
    let continuation = continuation
    return try InputReader(
      fileDescriptor: input,
      deliver: { [weak self] keys in
        for key in keys {
          if key == .suspend {
            Task { @MainActor in self?.suspend() }
          } else {
            continuation.yield(.key(key))
          }
        }
      },
      ended: { [weak self] in
        Task { @MainActor in self?.quit(.hangup) }
      })
  }

  // MARK: - Output

  private func restore(_ saved: termios) {
    write(ControlSequence.leaveFullScreen)
    try? TerminalAttributes.apply(saved, to: input)
  }

  /// Writes all of `bytes` with one `write` call (more only if the kernel takes part of it).
  private func write(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = Platform.write(output, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else if written < 0 && errno == EAGAIN {
          var descriptor = pollfd(fd: output, events: Int16(POLLOUT), revents: 0)
          _ = poll(&descriptor, 1, 100)
        } else {
          return  // The terminal is gone; nothing more can be shown.
        }
      }
    }
  }
}
