/// A screen's pending work: every task a screen starts (a search, a look-up, closing itself), tracked
/// so that whoever drives the screen — the App after a key, a script's next line, a test — awaits the
/// work itself instead of guessing how long it takes.
///
/// A feature module's `build` makes one and gives it to its presenter (which starts its tasks with
/// ``run(_:_:)``) and to the ``Screen`` it returns (whose `settle` is ``idle(_:)``). Work started by
/// tracked work is tracked too: it is counted before the work that started it ends.
@MainActor
public final class ScreenWork {
  /// What a piece of work is for.
  public enum Kind: Sendable {
    /// Navigation the screen started (closing itself, opening another screen): the App awaits it
    /// after every key, so the next key goes to the screen this one led to.
    case navigation
    /// Anything else (a search, a look-up, a report): awaited by scripts and tests, never by a key.
    case background
  }

  /// Which work ``idle(_:)`` waits for.
  public enum Settle: Sendable {
    /// The ``Kind/navigation`` work only.
    case navigation
    /// All work.
    case all
  }

  /// The work a task started by ``run(_:_:)`` belongs to (for ``ask(_:)``).
  private struct Tracked: Sendable {
    let work: ObjectIdentifier
    let kind: Kind
  }

  @TaskLocal private static var tracked: Tracked?

  private var navigationCount = 0
  private var backgroundCount = 0
  /// Tracked work now waiting for the user's answer (counted as settled).
  private var askingNavigation = 0
  private var askingBackground = 0
  private var waiters: [(settle: Settle, continuation: CheckedContinuation<Void, Never>)] = []
  private var reportPending = false

  /// No work yet.
  public init() {}

  /// Whether no work of `settle`'s kinds is running.
  public func isIdle(_ settle: Settle = .all) -> Bool {
    let navigation = navigationCount <= askingNavigation
    return switch settle {
    case .navigation: navigation
    case .all: navigation && backgroundCount <= askingBackground
    }
  }

  /// Starts `body` in a main-actor task, tracked until it returns (cancelling the task ends the
  /// tracking once `body` returns).
  /// - Returns: the task, to cancel work another supersedes (a search made stale by typing).
  @discardableResult
  public func run(_ kind: Kind = .background, _ body: @escaping @MainActor () async -> Void) -> Task<
    Void, Never
  > {
    count(kind, by: 1)
    let tracked = Tracked(work: ObjectIdentifier(self), kind: kind)
    return Task {
      await Self.$tracked.withValue(tracked) { await body() }
      self.count(kind, by: -1)
    }
  }

  /// Asks the user something (such as "Discard changes? (y/n)") and returns the answer: `show` puts
  /// the question on screen and keeps `answer` for whatever takes the user's reply (only the first
  /// call counts). When asked from this screen's tracked work, that work counts as settled until
  /// `answer` is called: only a later key can answer, so whoever waits for the screen stops waiting;
  /// from the answer on, it is waited for again.
  public func ask<T: Sendable>(_ show: (_ answer: @escaping @MainActor (T) -> Void) -> Void) async -> T {
    let kind = Self.tracked.flatMap { $0.work == ObjectIdentifier(self) ? $0.kind : nil }
    if let kind { countAsking(kind, by: 1) }
    return await withCheckedContinuation { continuation in
      var isAnswered = false
      show { value in
        guard !isAnswered else { return }
        isAnswered = true
        if let kind { self.countAsking(kind, by: -1) }
        continuation.resume(returning: value)
      }
    }
  }

  /// Returns once no work of `settle`'s kinds is running, work started meanwhile included; at once
  /// when there is none.
  public func idle(_ settle: Settle = .all) async {
    while !isIdle(settle) {
      await withCheckedContinuation { waiters.append((settle, $0)) }
    }
  }

  /// Runs `deliver` as tracked work after the code running now (and so after a render in progress:
  /// changing what a render reads during the render is not allowed). While one delivery waits, more
  /// are dropped: a failure met by many rows of one render is reported once.
  public func report(afterRender deliver: @escaping @MainActor () -> Void) {
    guard !reportPending else { return }
    reportPending = true
    run {
      self.reportPending = false
      deliver()
    }
  }

  private func count(_ kind: Kind, by delta: Int) {
    switch kind {
    case .navigation: navigationCount += delta
    case .background: backgroundCount += delta
    }
    if delta < 0 { wakeIdleWaiters() }
  }

  private func countAsking(_ kind: Kind, by delta: Int) {
    switch kind {
    case .navigation: askingNavigation += delta
    case .background: askingBackground += delta
    }
    if delta > 0 { wakeIdleWaiters() }
  }

  private func wakeIdleWaiters() {
    let ready = waiters.filter { isIdle($0.settle) }
    guard !ready.isEmpty else { return }
    waiters.removeAll { isIdle($0.settle) }
    for waiter in ready { waiter.continuation.resume() }
  }
}
