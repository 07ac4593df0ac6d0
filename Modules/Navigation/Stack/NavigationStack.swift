import Observation

/// A navigation stack driven by routers: the one place a ``NavigationState`` changes.
///
/// Every request is applied as one ``NavigationChange``: the state is committed in one transaction,
/// then the lifecycle events are delivered (to ``onEvents`` and in the returned result). Requests
/// that would remove entries first ask those entries' guards (``setGuard(for:_:)``); while a guard is
/// pending, later requests are queued and applied in order, never interleaved. While a modal is
/// presented, every request applies to the modal's own stack, so the stack below cannot be popped.
@MainActor
@Observable
public final class NavigationStack<Route: Hashable & Codable & Sendable> {
  // MARK: - State

  @ObservationIgnored var storage: NavigationState<Route>
  /// `\.state`, built once: forming a key path in generic code on every access is costly.
  @ObservationIgnored private let stateKeyPath: KeyPath<NavigationStack<Route>, NavigationState<Route>>

  /// The current state. Reading it is tracked by Observation; only the stack's operations change it.
  public var state: NavigationState<Route> {
    access(keyPath: stateKeyPath)
    return storage
  }

  /// Whether a guard is being asked (for example, a "Discard changes?" question waits for the user).
  /// Tracked by Observation through a key path built once, as ``state`` is (the session reads it
  /// whenever it waits for a screen's work).
  public internal(set) var isAwaitingGuard: Bool {
    get {
      access(keyPath: awaitingGuardKeyPath)
      return awaitingGuard
    }
    set {
      guard newValue != awaitingGuard else { return }
      withMutation(keyPath: awaitingGuardKeyPath) { awaitingGuard = newValue }
    }
  }
  @ObservationIgnored private var awaitingGuard = false
  @ObservationIgnored private let awaitingGuardKeyPath: KeyPath<NavigationStack<Route>, Bool>

  /// Receives the events of one applied change.
  public typealias EventHandler = @MainActor ([NavigationEvent<Route>]) -> Void

  /// Called with the events of every applied change, right after the state is committed.
  @ObservationIgnored public var onEvents: EventHandler?

  /// The events of the last applied change (empty before the first). A screen built when its entry
  /// is revealed reads here what was removed above it.
  @ObservationIgnored public private(set) var lastEvents: [NavigationEvent<Route>] = []

  /// Observers added with ``addEventObserver(_:_:)``, each alive while its owner is.
  @ObservationIgnored private var observers: [(owner: Weak, handler: EventHandler)] = []

  /// A weak reference to an observer's owner.
  private struct Weak {
    weak var object: AnyObject?
  }

  /// Calls `handler` with the events of every change applied from now on, after ``onEvents``, for
  /// as long as `owner` is alive (a screen's router observes while its screen is on the stack).
  public func addEventObserver(_ owner: AnyObject, _ handler: @escaping EventHandler) {
    observers.append((Weak(object: owner), handler))
  }

  // MARK: - Request queue and guards (see NavigationStack+Queue.swift)

  @ObservationIgnored var guards: [EntryID: @MainActor () async -> Bool] = [:]
  @ObservationIgnored var isBusy = false
  @ObservationIgnored var waiters: [QueuedRequest] = []
  @ObservationIgnored var settleWaiters: [CheckedContinuation<Void, Never>] = []
  @ObservationIgnored var queueWatchers: [CheckedContinuation<Void, Never>] = []

  // MARK: - Creating

  /// A stack showing `root` with `path` pushed on it.
  public convenience init(root: Route, path: [Route] = []) {
    self.init(state: NavigationState(root: root, path: path))
  }

  /// A stack starting from `state` (for example, a restored one).
  public init(state: NavigationState<Route>) {
    self.storage = state
    self.stateKeyPath = \.state
    self.awaitingGuardKeyPath = \.isAwaitingGuard
  }

  // MARK: - Committing

  /// Applies `change` in one transaction, records it, drops the guards of removed entries and
  /// delivers the events.
  func commit(_ change: NavigationChange<Route>) -> NavigationResult<Route> {
    let before = storage.visibleEntry
    let outcome: Result<[NavigationEntry<Route>], NavigationError> = withMutation(keyPath: stateKeyPath) {
      do throws(NavigationError) {
        return .success(try storage.apply(change))
      } catch {
        return .failure(error)
      }
    }
    guard case .success(let removed) = outcome else { return NavigationResult(.unchanged) }
    for entry in removed { guards[entry.id] = nil }
    let events = NavigationEvent.transition(from: before, to: storage.visibleEntry, removed: removed)
    lastEvents = events
    observers.removeAll { $0.owner.object == nil }
    let current = observers
    if !events.isEmpty {
      onEvents?(events)
      for observer in current where observer.owner.object != nil { observer.handler(events) }
    }
    return NavigationResult(.applied, change: change, events: events)
  }

  /// New entries for `routes`, with the next ids.
  func freshEntries(_ routes: [Route]) -> [NavigationEntry<Route>] {
    storage.newEntries(routes)
  }
}
