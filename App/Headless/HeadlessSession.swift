import Terminal
import TextUI
import TripStore

/// The whole app in this process without a terminal: the store, configuration and `AppSession` a
/// `roadtrip` command line builds (as script mode builds them: no search debounce), driven by the
/// bytes a terminal sends and drawn to the bytes the full-screen app would write.
///
/// Each key is decoded by Terminal's `KeyInput` (the decoder the TTY runs), handled as the
/// full-screen run loop handles it, and the work it started (a navigation, a search, a screen's
/// refresh) awaited; then the frame is rendered if anything on it changed and diffed against the
/// last one by Terminal's `FrameEncoder`. `roadtrip-bench` measures key → frame through it.
@MainActor
public final class HeadlessSession {
  /// Why a session could not be started, or a script line or link failed; one line.
  public struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
  }

  private let session: AppSession
  private var input = KeyInput()
  private var encoder: FrameEncoder
  /// The host's render count when a frame was last encoded.
  private var encodedRender = -1

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
      encoder = FrameEncoder(colorEnabled: configuration.colorEnabled)
      session = AppSession(configuration: configuration, size: size)
    } catch let error as UsageError {
      throw Failure(description: error.description)
    } catch {
      throw Failure(description: StoreFailureMessage.text(for: error))
    }
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

  // MARK: - The frame

  /// The frame as plain text: one line per row, trailing spaces trimmed.
  public var plainFrame: String { session.plainFrame }

  /// The label of the element that has the keys (a field's, a button's), nil when none has.
  public var focusedLabel: String? { session.host.focusedElement(in: session.activeScope)?.label }

  /// Renders the frame if something on it changed and encodes it against the last one encoded;
  /// returns how many bytes a terminal would be sent.
  private func drawFrame() -> Int {
    let host = session.host
    let frame: RenderedFrame
    if let rendered = host.renderIfNeeded() {
      frame = rendered
    } else if host.renderCount != encodedRender {
      frame = host.frame  // rendered since, by a key's handling that read it
    } else {
      return 0
    }
    encodedRender = host.renderCount
    return encoder.encode(frame.canvas, cursor: CursorPlacement(frame.cursorPosition)).count
  }
}
