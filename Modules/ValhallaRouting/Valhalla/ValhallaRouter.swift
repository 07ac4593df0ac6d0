import Geo
import Platform
import Routing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// ``RoadRouting`` by a Valhalla server's `/route` API.
///
/// A trip is routed in requests of at most ``maximumLocations`` stops (Valhalla's default limit),
/// at most two in flight at a time; a leg's figures are Valhalla's own (`summary.length` in
/// kilometres, as metres; `summary.time` in seconds) and its shape is the decoded `shape`. A trip
/// whose roads do not reach a stop (``RoadReach``) is answered as no road.
public struct ValhallaRouter: RoadRouting {
  /// The most stops one request carries.
  public static let maximumLocations = 20
  /// The most requests in flight at once for one trip.
  public static let maximumInFlight = 2

  /// See ``RoadRouting/routerURL``.
  public let routerURL: String
  private let endpoint: String
  private let timeout: Duration
  private let maximumBytes: Int
  private let http: any HTTPPosting

  /// A router at `url` (its base, such as `http://localhost:8002`; `/route` is added). Each request
  /// gives up after `timeout` and beyond `maximumBytes` of answer.
  public init(
    url: String, timeout: Duration = .seconds(10), maximumBytes: Int = 8 << 20,
    http: any HTTPPosting = CurlHTTPClient()
  ) {
    routerURL = url
    var base = Substring(url)
    while base.hasSuffix("/") { base = base.dropLast() }
    endpoint = base.hasSuffix("/route") ? String(base) : base + "/route"
    self.timeout = timeout
    self.maximumBytes = maximumBytes
    self.http = http
  }

  /// See ``RoadRouting/route(_:options:)``.
  public func route(_ stops: [Coordinate], options: RoutingOptions) async throws(RoutingError) -> [RoadLeg] {
    let ranges = RouteChunks.ranges(stopCount: stops.count, limit: Self.maximumLocations)
    let results = await withTaskGroup(of: (Int, Result<[RoadLeg], RoutingError>).self) { group in
      var results: [Int: Result<[RoadLeg], RoutingError>] = [:]
      var next = 0
      func addNext() {
        guard next < ranges.count else { return }
        let index = next
        let chunk = Array(stops[ranges[index]])
        group.addTask { (index, await self.request(chunk, options: options)) }
        next += 1
      }
      for _ in 0..<Self.maximumInFlight { addNext() }
      while let (index, result) = await group.next() {
        results[index] = result
        if case .failure = result {
          group.cancelAll()
          break
        }
        addNext()
      }
      return results
    }
    // The failure that ended the trip, whichever request it came from: a request still in flight
    // then was cancelled because of it, and is not the reason.
    let failure = results.values.lazy.compactMap { result -> RoutingError? in
      if case .failure(let error) = result { error } else { nil }
    }.first
    if let failure { throw failure }
    var legs: [RoadLeg] = []
    for index in ranges.indices {
      guard case .success(let chunk) = results[index] else { throw .cancelled }
      legs += chunk
    }
    try Task.checkCancellation(or: .cancelled)
    if let unreached = RoadReach.firstUnreached(legs, stops: stops) {
      throw .stopOffRoad(url: routerURL, stop: stops[unreached.stop], meters: unreached.meters)
    }
    return legs
  }

  // MARK: - One request

  /// Routes one run of at most ``maximumLocations`` stops.
  func request(_ stops: [Coordinate], options: RoutingOptions) async -> Result<[RoadLeg], RoutingError> {
    let body: [UInt8]
    do {
      body = Array(try JSONEncoder().encode(ValhallaRequest(stops: stops, options: options)))
    } catch {
      return .failure(.invalidResponse(url: routerURL, reason: "the request could not be written"))
    }
    switch await http.post(url: endpoint, body: body, timeout: timeout, maximumBytes: maximumBytes) {
    case .answered(let status, let bytes):
      // Decoding an answer (its shapes) is the client's longest run of CPU: it too stays below the
      // interface.
      let (expected, url) = (stops.count - 1, routerURL)
      return await BackgroundPriority.perform {
        ValhallaAnswer.legs(status: status, body: bytes, expected: expected, url: url)
      }
    case .clientUnavailable(let reason): return .failure(.clientUnavailable(RoutingError.sanitized(reason)))
    case .unreachable(let reason):
      return .failure(.unreachable(url: routerURL, reason: RoutingError.sanitized(reason)))
    case .timedOut:
      return .failure(.timedOut(url: routerURL, seconds: Int(timeout.components.seconds)))
    case .tooLarge: return .failure(.responseTooLarge(url: routerURL, limit: maximumBytes))
    case .cancelled: return .failure(.cancelled)
    }
  }
}

extension Task where Success == Never, Failure == Never {
  /// Throws `error` when the current task is cancelled.
  fileprivate static func checkCancellation(or error: RoutingError) throws(RoutingError) {
    if Task.isCancelled { throw error }
  }
}
