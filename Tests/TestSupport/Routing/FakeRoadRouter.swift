import Geo
import Routing
import Synchronization

/// A router that answers only when a test says so, so a test sees each state a screen passes through
/// (pending while a request is held, routed or failed once it is answered) without waiting for time.
///
/// Each request is held until ``answerNext(with:)`` answers it; ``nextRequest()`` waits until one
/// arrives. A held request that is cancelled ends with ``RoutingError/cancelled``.
public final class FakeRoadRouter: RoadRouting {
  /// A request the fake has received and not yet answered.
  public struct Request: Sendable, Equatable {
    /// The stops it asked to route.
    public var stops: [Coordinate]
    /// The options it was sent with.
    public var options: RoutingOptions
  }

  private struct Held {
    var id: Int
    var request: Request
    var continuation: CheckedContinuation<Result<[RoadLeg], RoutingError>, Never>
  }

  private struct State {
    var nextID = 0
    var held: [Held] = []
    var waiters: [CheckedContinuation<Request, Never>] = []
    var received: [Request] = []
  }

  private let state = Mutex(State())

  /// See ``RoadRouting/routerURL``.
  public let routerURL: String

  /// A fake router named `routerURL` in messages.
  public init(routerURL: String = "http://router.test") {
    self.routerURL = routerURL
  }

  /// Every request received so far, answered or not, in order.
  public var received: [Request] { state.withLock { $0.received } }

  /// See ``RoadRouting/route(_:options:)``.
  public func route(_ stops: [Coordinate], options: RoutingOptions) async throws(RoutingError) -> [RoadLeg] {
    let request = Request(stops: stops, options: options)
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let waiter = state.withLock { state -> CheckedContinuation<Request, Never>? in
          state.received.append(request)
          state.held.append(Held(id: id, request: request, continuation: continuation))
          return state.waiters.isEmpty ? nil : state.waiters.removeFirst()
        }
        waiter?.resume(returning: request)
      }
    } onCancel: {
      let held = state.withLock { state -> Held? in
        guard let index = state.held.firstIndex(where: { $0.id == id }) else { return nil }
        return state.held.remove(at: index)
      }
      held?.continuation.resume(returning: .failure(.cancelled))
    }
    return try result.get()
  }

  /// The oldest request held and not yet answered, waiting until one arrives.
  public func nextRequest() async -> Request {
    await withCheckedContinuation { continuation in
      let ready = state.withLock { state -> Request? in
        if let first = state.held.first { return first.request }
        state.waiters.append(continuation)
        return nil
      }
      if let ready { continuation.resume(returning: ready) }
    }
  }

  /// Answers the oldest held request with `result`; returns false when none is held.
  @discardableResult
  public func answerNext(with result: Result<[RoadLeg], RoutingError>) -> Bool {
    let held = state.withLock { state -> Held? in state.held.isEmpty ? nil : state.held.removeFirst() }
    held?.continuation.resume(returning: result)
    return held != nil
  }

  /// Answers the next `count` requests with `result`, each as it arrives; returns the stops of each.
  @discardableResult
  public func answer(next count: Int, with result: Result<[RoadLeg], RoutingError>) async -> [[Coordinate]] {
    var asked: [[Coordinate]] = []
    for _ in 0..<count {
      asked.append(await nextRequest().stops)
      answerNext(with: result)
    }
    return asked
  }

  /// Answers the oldest held request with legs computed from its stops: each leg `detour` times the
  /// geodesic distance, driven at `speed` metres per second, along the straight segment.
  @discardableResult
  public func answerNextAlongStraightLines(detour: Double = 1.25, speed: Double = 20) -> Bool {
    let held = state.withLock { state -> Held? in state.held.isEmpty ? nil : state.held.removeFirst() }
    guard let held else { return false }
    held.continuation.resume(
      returning: .success(Self.straightLegs(held.request.stops, detour: detour, speed: speed)))
    return true
  }

  /// The legs ``answerNextAlongStraightLines(detour:speed:)`` answers for `stops`.
  public static func straightLegs(_ stops: [Coordinate], detour: Double = 1.25, speed: Double = 20)
    -> [RoadLeg]
  {
    zip(stops, stops.dropFirst()).map { start, end in
      let meters = (Geodesic.distance(from: start, to: end) * detour).rounded()
      return RoadLeg(meters: meters, seconds: (meters / speed).rounded(), shape: [start, end])
    }
  }
}
