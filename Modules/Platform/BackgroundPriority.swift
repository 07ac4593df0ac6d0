import Dispatch
import Synchronization

/// Work a person does not wait on (routing's requests and answers), run so that it never takes a
/// core from the interface.
public enum BackgroundPriority {
  /// Runs `body` off the caller's thread at the lowest CPU priority the system has for it, and
  /// returns what it returns.
  ///
  /// On Linux that is one of a few threads kept for this work under `SCHED_IDLE`: the interface's
  /// thread, woken by a key, takes the core from it at once instead of waiting out its time slice
  /// (a nice level only shares the core more unevenly), and Linux's Dispatch does not lower a
  /// thread for a queue's QoS. A thread cannot raise itself out of `SCHED_IDLE` again without
  /// privilege, so these threads run nothing else, and are made when work comes and none is
  /// waiting. Elsewhere `body` runs on Dispatch's `utility` queue, which macOS schedules below the
  /// interface.
  ///
  /// The thread may be starved of a core while the machine is busy, never of the network: `body`
  /// must not wait on work of higher priority.
  public static func perform<Result: Sendable>(_ body: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
      start { continuation.resume(returning: body()) }
    }
  }

  // MARK: - Threads

  #if os(Linux)
    /// Linux's `SCHED_IDLE` (`<linux/sched.h>`: 5, part of the kernel's ABI since 2.6.23), which
    /// the C library declares only with `_GNU_SOURCE`, so Swift does not see it.
    private static let idlePolicy: Int32 = 5

    /// The threads that run the work, made as needed and kept (a thread made per piece of work
    /// costs the whole process a lock on its memory map, twice).
    private static let pool = IdleThreadPool()

    /// Runs `body` on one of the pool's `SCHED_IDLE` threads (on Dispatch's `utility` queue when
    /// no thread can be made).
    private static func start(_ body: @escaping @Sendable () -> Void) {
      pool.submit(body)
    }

    /// Threads under `SCHED_IDLE`, each running queued work in turn and waiting when there is none;
    /// one more is made when work comes and none is waiting.
    private final class IdleThreadPool: Sendable {
      private struct State {
        var queue: [@Sendable () -> Void] = []
        var next = 0
        /// Threads waiting for work, each to be woken by one signal.
        var waiting = 0
      }
      private let state = Mutex(State())
      private let wake = DispatchSemaphore(value: 0)

      /// Queues `body` for a waiting thread, or a new one.
      func submit(_ body: @escaping @Sendable () -> Void) {
        let needsThread = state.withLock { state in
          state.queue.append(body)
          guard state.waiting == 0 else {
            state.waiting -= 1
            return false
          }
          return true
        }
        if !needsThread {
          wake.signal()
        } else if !startThread() {
          // No thread could be made: Dispatch runs what is queued (a thread of the pool that
          // becomes free may take some of it first).
          DispatchQueue.global(qos: .utility).async { self.runQueued() }
        }
      }

      /// Runs queued work until none is left, without waiting for more.
      private func runQueued() {
        while let body = state.withLock({ state -> (@Sendable () -> Void)? in
          guard state.next < state.queue.count else { return nil }
          defer { state.next += 1 }
          return state.queue[state.next]
        }) {
          body()
        }
      }

      /// The next queued work, or nil after counting this thread as waiting.
      private func take() -> (@Sendable () -> Void)? {
        state.withLock { state in
          guard state.next < state.queue.count else {
            state.queue.removeAll(keepingCapacity: true)
            state.next = 0
            state.waiting += 1
            return nil
          }
          defer { state.next += 1 }
          return state.queue[state.next]
        }
      }

      /// Each thread's life: lower itself, then run work as it comes.
      fileprivate func serve() -> Never {
        var parameters = sched_param()
        _ = sched_setscheduler(0, BackgroundPriority.idlePolicy, &parameters)  // unlowered, work still runs
        while true {
          if let body = take() { body() } else { wake.wait() }
        }
      }

      private func startThread() -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let pool = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        let started = pthread_create(
          &thread, &attributes,
          { argument in
            // pthread_create passes the pool it was given; the thread keeps it for good.
            guard let argument else { return nil }
            Unmanaged<IdleThreadPool>.fromOpaque(argument).takeUnretainedValue().serve()
          }, pool)
        if started != 0 { Unmanaged<IdleThreadPool>.fromOpaque(pool).release() }
        return started == 0
      }
    }
  #else
    /// Runs `body` on Dispatch's `utility` queue.
    private static func start(_ body: @escaping @Sendable () -> Void) {
      DispatchQueue.global(qos: .utility).async(execute: body)
    }
  #endif
}
