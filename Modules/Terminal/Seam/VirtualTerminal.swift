import TextUI

// MARK: - An in-memory terminal

/// A `TerminalDevice` with no TTY behind it: it keeps the last frame and cursor, counts what a real
/// terminal would have been sent (through the same `FrameEncoder`), and lets the caller send keys,
/// resizes and quit requests. For run-loop tests, and for anything that wants the loop without a TTY.
@MainActor
public final class VirtualTerminal: TerminalDevice {
  /// See `TerminalDevice.size`; change it with `resize(to:)`.
  public private(set) var size: Size
  /// See `TerminalDevice.events`.
  public let events: AsyncStream<TerminalEvent>
  /// Whether the terminal is entered (between `enter()` and `leave()`).
  public private(set) var isEntered = false
  /// How many times `enter()` took the terminal over.
  public private(set) var enterCount = 0
  /// The last frame presented while entered, if any.
  public private(set) var frame: Canvas?
  /// The cursor placement that came with `frame`.
  public private(set) var cursor = CursorPlacement.hidden
  /// How many presents wrote something (a TTY would have had one `write` each).
  public private(set) var writeCount = 0
  /// How many bytes a TTY would have been sent for the frames so far.
  public private(set) var byteCount = 0

  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private var encoder: FrameEncoder
  private var writeWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// A terminal of `size` (80×24 by default), sent colours unless `colorEnabled` is false (as
  /// `TTYTerminal` is under `NO_COLOR`).
  public init(size: Size = .standardTerminal, colorEnabled: Bool = true) {
    self.size = size
    encoder = FrameEncoder(colorEnabled: colorEnabled)
    (events, continuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
  }

  // MARK: - TerminalDevice

  /// See `TerminalDevice.enter()`.
  public func enter() throws(TerminalError) {
    guard !isEntered else { return }
    isEntered = true
    enterCount += 1
    encoder.invalidate()
  }

  /// See `TerminalDevice.leave()`.
  public func leave() {
    isEntered = false
  }

  /// See `TerminalDevice.present(_:cursor:)`. Ignored unless entered, as on a TTY.
  public func present(_ frame: Canvas, cursor: CursorPlacement) {
    guard isEntered else { return }
    self.frame = frame
    self.cursor = cursor
    let bytes = encoder.encode(frame, cursor: cursor).count
    if bytes > 0 {
      writeCount += 1
      byteCount += bytes
      let reached = writeWaiters.filter { $0.count <= writeCount }
      writeWaiters.removeAll { $0.count <= writeCount }
      for waiter in reached { waiter.continuation.resume() }
    }
  }

  /// Returns once `count` frames have been written in all (at once when they already have): a
  /// caller waits for the loop's work itself, never for a number of scheduler turns.
  public func untilWrites(_ count: Int) async {
    guard writeCount < count else { return }
    await withCheckedContinuation { writeWaiters.append((count, $0)) }
  }

  // MARK: - Driving it

  /// Sends a key press.
  public func send(_ key: Key) {
    continuation.yield(.key(key))
  }

  /// Changes the size and sends `.resize`.
  public func resize(to newSize: Size) {
    size = newSize
    encoder.invalidate()
    continuation.yield(.resize(newSize))
  }

  /// Sends `.quit(reason)` and ends the event stream, as a TTY does on a signal.
  public func requestQuit(_ reason: QuitReason) {
    leave()
    continuation.yield(.quit(reason))
    continuation.finish()
  }

  /// Ends the event stream (no more input).
  public func finish() {
    continuation.finish()
  }
}
