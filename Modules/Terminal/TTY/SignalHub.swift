import Dispatch
import Platform

// MARK: - Signal hub

/// Turns process signals into calls on the main actor, through `DispatchSource` signal sources: no C
/// signal handler and no unsafe global state (the hub is main-actor isolated).
///
/// Sources are created once per signal and kept for the life of the process, because libdispatch
/// keeps catching a signal after its source is cancelled, and does not catch it again for a new
/// source once its disposition was reset. So the hub stays, and when no terminal is subscribed it
/// does what the signal's default action would: the ``endingSignals`` end the process, SIGTSTP
/// stops it, SIGWINCH and SIGCONT do nothing. Ctrl-C in a shell after the app left full screen still
/// works.
@MainActor
final class SignalHub {
  /// The signals that end the process by default and that a terminal catches to restore itself
  /// first (SIGKILL and SIGSTOP cannot be caught; crashes such as SIGSEGV are not handled here).
  static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM]

  /// The signals a terminal reacts to.
  static let terminalSignals: [Int32] = endingSignals + [SIGTSTP, SIGCONT, SIGWINCH]

  /// The process's hub.
  static let shared = SignalHub()

  /// A subscriber's handle, to cancel it.
  struct Subscription: Hashable {
    fileprivate let id: Int
  }

  private struct Subscriber {
    let signals: Set<Int32>
    let handler: @MainActor (Int32) -> Void
  }

  private var sources: [Int32: any DispatchSourceSignal] = [:]
  private var subscribers: [Int: Subscriber] = [:]
  private var nextID = 0

  private init() {}

  // MARK: - Subscribing

  /// Calls `handler` on the main actor for each delivery of one of `signals` (deliveries that come
  /// together may be coalesced into one call) until the subscription is cancelled.
  func subscribe(to signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) -> Subscription {
    for signal in signals where sources[signal] == nil { install(signal) }
    nextID += 1
    subscribers[nextID] = Subscriber(signals: Set(signals), handler: handler)
    return Subscription(id: nextID)
  }

  /// Stops calling the subscription's handler.
  func cancel(_ subscription: Subscription) {
    subscribers[subscription.id] = nil
  }

  // MARK: - Delivering

  private func install(_ signal: Int32) {
    let source = DispatchSource.makeSignalSource(signal: signal, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated { self?.deliver(signal) }
    }
    source.resume()
    sources[signal] = source
  }

  private func deliver(_ signal: Int32) {
    let interested = subscribers.keys.sorted().compactMap { subscribers[$0] }
      .filter { $0.signals.contains(signal) }
    guard !interested.isEmpty else { return actAsDefault(signal) }
    for subscriber in interested { subscriber.handler(signal) }
  }

  /// What the signal would have done had nobody caught it.
  private func actAsDefault(_ number: Int32) {
    switch number {
    case _ where Self.endingSignals.contains(number):
      // libdispatch's threads block the signal: restore the default action, unblock it, raise it.
      signal(number, SIG_DFL)
      var set = sigset_t()
      sigemptyset(&set)
      sigaddset(&set, number)
      pthread_sigmask(SIG_UNBLOCK, &set, nil)
      raise(number)
    case SIGTSTP:
      kill(getpid(), SIGSTOP)
    default:
      break
    }
  }
}
