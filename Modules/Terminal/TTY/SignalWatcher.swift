import Dispatch
import Glibc

// MARK: - Signal watcher

/// Turns process signals into calls on the main actor, through `DispatchSource` signal sources: no
/// C signal handler and no global state of our own. The sources' handlers run on the main queue.
struct SignalWatcher {
  /// The signals the terminal reacts to.
  static let watched: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]

  private var sources: [any DispatchSourceSignal] = []

  /// Starts watching `signals`; `handler` runs on the main actor once per delivery (deliveries that
  /// arrive together may be coalesced into one call).
  @MainActor
  init(signals: [Int32] = Self.watched, handler: @escaping @MainActor (Int32) -> Void) {
    sources = signals.map { number in
      let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated { handler(number) }
      }
      source.resume()
      return source
    }
  }

  /// Stops watching. Safe to call more than once.
  mutating func cancel() {
    for source in sources { source.cancel() }
    sources = []
  }
}
