// MARK: - Serializing requests

extension NavigationStack {
  /// A request waiting for the one in progress to finish.
  enum QueuedRequest {
    /// An async request suspended in ``serialized(_:)``; resuming it hands it the stack.
    case resume(CheckedContinuation<Void, Never>)
    /// A synchronous request (push, present, prune) to run when its turn comes.
    case run(@MainActor () -> Void)
  }

  /// The number of requests waiting behind the one in progress.
  var pendingRequestCount: Int { waiters.count }

  /// Whether no request is in progress or waiting.
  var isSettled: Bool { !isBusy && waiters.isEmpty }

  /// Returns once every request is applied, or once the only thing left to do is wait for a guard
  /// (a question to the user) to answer.
  public func settle() async {
    while !isSettled && !isAwaitingGuard {
      await withCheckedContinuation { settleWaiters.append($0) }
    }
  }

  /// Runs an async request when its turn comes, holding the stack until it returns.
  func serialized<Value>(_ body: () async -> Value) async -> Value {
    await acquire()
    defer { release() }
    return await body()
  }

  /// Runs a throwing async request when its turn comes, holding the stack until it returns.
  func serializedThrowing<Value>(
    _ body: () async throws(NavigationError) -> Value
  ) async throws(NavigationError) -> Value {
    await acquire()
    defer { release() }
    return try await body()
  }

  /// Runs a synchronous request now, or queues it (returning `.queued`) while another is in progress.
  func runNow(_ body: @escaping @MainActor () -> NavigationResult<Route>) -> NavigationResult<Route> {
    guard !isBusy else {
      waiters.append(.run { _ = body() })
      wakeQueueWatchers()
      return NavigationResult(.queued)
    }
    isBusy = true
    let result = body()
    release()
    return result
  }

  private func acquire() async {
    guard isBusy else {
      isBusy = true
      return
    }
    await withCheckedContinuation {
      waiters.append(.resume($0))
      wakeQueueWatchers()
    }
  }

  /// Returns once at least `count` requests wait behind the one in progress: a caller that queues
  /// requests from tasks waits for them to be queued, never for a number of scheduler turns.
  func untilQueued(_ count: Int) async {
    while waiters.count < count {
      await withCheckedContinuation { queueWatchers.append($0) }
    }
  }

  /// Returns once a guard is being asked (a "Discard changes?" question waits for its answer): a
  /// caller that starts a guarded request from a task waits for the question itself.
  package func untilAwaitingGuard() async {
    while !isAwaitingGuard {
      await withCheckedContinuation { queueWatchers.append($0) }
    }
  }

  func wakeQueueWatchers() {
    let watching = queueWatchers
    queueWatchers = []
    for continuation in watching { continuation.resume() }
  }

  /// Hands the stack to the next waiting request, running synchronous ones in place.
  private func release() {
    while !waiters.isEmpty {
      switch waiters.removeFirst() {
      case .resume(let continuation):
        continuation.resume()
        return
      case .run(let request):
        request()
      }
    }
    isBusy = false
    wakeSettleWaiters()
  }

  func wakeSettleWaiters() {
    let waiting = settleWaiters
    settleWaiters = []
    for continuation in waiting { continuation.resume() }
  }
}
