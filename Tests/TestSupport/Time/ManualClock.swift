import Synchronization

/// A clock that moves only when a test says so: code that sleeps on it (a search debounce) wakes
/// exactly when ``advance(by:)`` passes its deadline, so tests never wait for real time.
public final class ManualClock: Clock, Sendable {
  /// A point on the manual clock: the time advanced since it was created.
  public struct Instant: InstantProtocol {
    /// Time since the clock was created.
    public var offset: Duration

    /// See `InstantProtocol`.
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }

    /// See `InstantProtocol`.
    public func duration(to other: Instant) -> Duration { other.offset - offset }

    /// See `Comparable`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private struct Sleeper {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant(offset: .zero)
    var nextID = 0
    var sleepers: [Sleeper] = []
  }

  private let state = Mutex(State())

  /// A clock at zero.
  public init() {}

  /// See `Clock`.
  public var now: Instant { state.withLock { $0.now } }

  /// See `Clock`.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the clock reaches `deadline` (at once when it has), or throws
  /// `CancellationError` when the sleeping task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state -> Int in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // Cancellation is checked under the lock: a task cancelled before its sleeper is
        // registered must not wait for the deadline (the handler below found nothing to cancel).
        let outcome = state.withLock { state -> Result<Bool, CancellationError> in
          if Task.isCancelled { return .failure(CancellationError()) }
          guard deadline > state.now else { return .success(true) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .success(false)
        }
        switch outcome {
        case .failure(let error): continuation.resume(throwing: error)
        case .success(true): continuation.resume()
        case .success(false): break
        }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
    try Task.checkCancellation()
  }

  /// Moves the clock forward, waking every sleeper whose deadline is reached.
  public func advance(by duration: Duration) {
    let due = state.withLock { state -> [Sleeper] in
      state.now = state.now.advanced(by: duration)
      let due = state.sleepers.filter { $0.deadline <= state.now }
      state.sleepers.removeAll { $0.deadline <= state.now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
  }
}
