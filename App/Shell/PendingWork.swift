import Observation

/// Work a key or script command started in its own task (a navigation request), tracked so the
/// caller can await it — or stop waiting when the work itself now waits for the user — instead of
/// letting the scheduler run a guessed number of turns.
@MainActor
final class PendingWork {
  private(set) var isFinished = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  /// Starts `body` in a main-actor task; `wait` returns when it has finished.
  func start(_ body: @escaping @MainActor () async -> Void) {
    Task {
      await body()
      self.finish()
    }
  }

  /// Returns when the work has finished, or as soon as `condition` holds. `observe` reads the
  /// observable state `condition` depends on: a change to it wakes the wait to check again.
  func wait(
    orUntil condition: @escaping @MainActor () -> Bool, observing observe: @escaping @MainActor () -> Void
  )
    async
  {
    while !isFinished && !condition() {
      await withCheckedContinuation { continuation in
        waiters.append(continuation)
        withObservationTracking(observe) { [weak self] in
          Task { @MainActor in self?.wake() }
        }
      }
    }
  }

  private func finish() {
    isFinished = true
    wake()
  }

  private func wake() {
    let waiting = waiters
    waiters = []
    for waiter in waiting { waiter.resume() }
  }
}
