import Terminal
import TextUI
import TripStore

/// The whole app in this process without a terminal: the store, configuration and `AppSession` a
/// `roadtrip` command line builds (as script mode builds them: no search debounce), driven by the
/// bytes a terminal sends and drawn to the bytes the full-screen app would write.
///
/// Each key is decoded by Terminal's `KeyInput` (the decoder the TTY runs), handled as the
/// full-screen run loop handles it, and the work it started (a navigation, a search, a screen's
/// refresh) awaited; then the run loop's own `presentIfNeeded` renders the frame if anything on it
/// changed, onto a `VirtualTerminal` that diffs it with Terminal's `FrameEncoder` as a TTY would.
/// `roadtrip-bench` measures key → frame through it.
@MainActor
public final class HeadlessSession {
  /// Why a session could not be started, or a script line or link failed; one line.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  private let session: AppSession
  private var input = KeyInput()
  /// Where frames go: no TTY, the bytes counted.
  private let terminal: VirtualTerminal
  private let loop: TerminalRunLoop
  /// Draws each frame when set (``presentChanges(_:)``).
  private var presenting: (@MainActor (_ draw: () -> Int) -> Void)?

  /// Starts the app as `roadtrip ARGUMENTS` would (`--store PATH`, `--units`, `--router`…) with
  /// the variables of `environment` (`ROADTRIP_ROUTER`, `NO_COLOR`, `HOME`; the process's by
  /// default), at a frame of `size`, on the trip list; its first frame is encoded.
  public init(
    arguments: [String], environment: [String: String]? = nil, size: Size
  ) throws(Failure) {
    do {
      let invocation = try ArgumentParser.parse(arguments)
      let store = try SQLiteTripStore(location: StoreLocation.resolve(explicitPath: invocation.storePath))
      let configuration = try AppConfiguration(
        invocation: invocation, repository: store,
        environment: environment ?? AppConfiguration.processEnvironment(), protectedPaths: store.files)
      session = AppSession(configuration: configuration, size: size)
      terminal = VirtualTerminal(size: size, colorEnabled: configuration.colorEnabled)
      try terminal.enter()
    } catch let error as UsageError {
      throw Failure(description: error.description)
    } catch {
      throw Failure(description: StoreFailureMessage.text(for: error))
    }
    loop = TerminalRunLoop(terminal: terminal, host: session.host)
    _ = drawFrame()
  }

  // MARK: - Driving

  /// Opens a `roadtrip://` link, as `roadtrip goto` does, and encodes the frame.
  public func open(link: String) async throws(Failure) {
    if let error = await session.open(link: link) { throw Failure(description: error) }
    await session.waitForPendingWork()
    _ = drawFrame()
  }

  /// Runs one script line (README.md, "Script mode": `select 3`, `press Delete`…) and encodes the
  /// frame. What `print` would write is dropped.
  public func run(_ line: String) async throws(Failure) {
    let command: ScriptCommand?
    do {
      command = try ScriptCommand.parse(line)
    } catch {
      throw Failure(description: error.description)
    }
    guard let command else { return }
    if let message = await session.perform(command, output: { _ in }) { throw Failure(description: message) }
    _ = drawFrame()
  }

  /// Sends `bytes` as a terminal would (one key, a typed character, a paste): each key decoded from
  /// them is handled and its work awaited; a lone Esc counts as pressed (the terminal's pause).
  /// Returns the bytes of the frame the terminal is then sent (0 when nothing on it changed).
  @discardableResult
  public func send(_ bytes: [UInt8]) async -> Int {
    var keys = input.keys(from: bytes)
    if input.isWaitingForEscapeSequence { keys += input.keysAfterTimeout() }
    for key in keys where !session.isQuitRequested {
      if let message = await session.handle(key) { session.status.post(message, isError: true) }
      await session.waitForPendingWork()
    }
    return drawFrame()
  }

  /// Presents a frame each time work that finishes later changes the screen (a route's answer, a
  /// search's results), as the full-screen run loop does between keys; every frame this session
  /// presents from then on, these and the ones after a key or a link, is drawn by handing `present`
  /// the drawing (it returns the bytes the terminal was sent), so a caller can time each. `nil`
  /// stops it: such changes then wait for the next key or `open`'s end, as in script mode.
  public func presentChanges(_ present: (@MainActor (_ draw: () -> Int) -> Void)?) {
    presenting = present
    guard present != nil else {
      session.host.onInvalidate = nil
      return
    }
    session.host.onInvalidate = { [weak self] in
      Task { @MainActor in _ = self?.drawFrame() }
    }
  }

  // MARK: - The frame

  /// The frame as plain text: one line per row, trailing spaces trimmed.
  public var plainFrame: String { session.plainFrame }

  /// The label of the element that has the keys (a field's, a button's), nil when none has.
  public var focusedLabel: String? { session.host.focusedElement(in: session.activeScope)?.label }

  /// Presents the frame as the run loop does after a key (rendered if something on it changed);
  /// returns how many bytes a terminal was sent for it.
  private func drawFrame() -> Int {
    let draw = { [terminal, loop] in
      let before = terminal.byteCount
      loop.presentIfNeeded()
      return terminal.byteCount - before
    }
    guard let presenting else { return draw() }
    var bytes = 0
    presenting {
      bytes = draw()
      return bytes
    }
    return bytes
  }
}
