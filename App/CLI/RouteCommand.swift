import Geo
import Routing
import TripModels
import TripStore

/// `roadtrip route [--trip ID|POSITION]`: routes one trip (every trip without `--trip`) through the
/// configured router, prints each leg's road distance and drive time, and keeps the routed legs in
/// the store as the trip screen does, so the app then shows them at once and offline.
@MainActor
enum RouteCommand {
  /// The most stops a trip may have to be routed (the trip screen's limit too).
  static let stopLimit = 1_000

  /// Routes `trip` (every trip when nil) with the router at `url` (nil: none configured, and then
  /// nothing is sent anywhere), as the trip screen does: a run the router finds no road for is
  /// asked again in halves, so one stop off the roads leaves only its legs straight lines. The
  /// legs it routed are kept, with the trip's total; a trip none of whose legs was routed keeps
  /// nothing.
  static func run(
    trip: String?, url: String?, units: DistanceUnit, store: SQLiteTripStore,
    makeRouter: @MainActor (String) -> any RoadRouting = RouterSetting.router(at:)
  ) async -> ExitStatus {
    let trips: [Trip]
    let options: RoutingOptions
    do {
      trips = try trip.map { [try ExchangeCommands.select($0, from: store)] } ?? store.allTrips()
      options = try RouterSetting.options(repository: store)
    } catch let error as UsageError {
      StandardError.report(error.description)
      return .usage
    } catch {
      StandardError.report(StoreFailureMessage.text(for: error))
      return .storeUnavailable
    }
    guard let url else {
      StandardError.report(
        "no router is configured — name a Valhalla server with --router URL or ROADTRIP_ROUTER, or "
          + "remember one in the app's Router sheet (r); nothing was sent")
      return .usage
    }
    let router = makeRouter(url)
    var status = ExitStatus.success
    for trip in trips {
      let stops = trip.stops.map(\.coordinate)
      let keys = RoadLegKey.legs(of: stops, options: options)
      var lines = [MessageText.clean(trip.name)]
      var failure: RoutingError?
      var failedLegs = "its legs"
      if keys.isEmpty {
        lines.append("  fewer than two stops: no legs to route")
      } else if stops.count > stopLimit {
        lines += legLines(trip, straight: "not routed: more than \(stopLimit) stops", units: units)
        StandardError.report("\(trip.name): more than \(stopLimit) stops are not routed")
        status = .routingFailed
      } else {
        let routed = await routeLegs(of: stops, options: options, with: router)
        let straight = routed.legs.count { $0 == nil }
        if straight < keys.count {
          let total = TripRoadTotal(
            meters: zip(routed.legs, trip.legMeters).reduce(0) { $0 + ($1.0?.meters ?? $1.1) },
            seconds: routed.legs.reduce(0) { $0 + ($1?.seconds ?? 0) }, straightLegs: straight)
          do {
            let kept = zip(keys, routed.legs).compactMap { key, leg in leg.map { (key, $0) } }
            try store.keepRoadLegs(Dictionary(kept) { _, last in last }, router: url)
            try store.keepRoadTotal(total, of: trip.id, through: stops)
          } catch {
            StandardError.report(StoreFailureMessage.text(for: error))
            return .storeUnavailable
          }
          lines += legLines(trip, routed: routed, units: units)
          lines.append(
            "  in all  \(units.format(meters: total.meters)) · \(DriveTime.text(seconds: total.seconds)) by road"
              + (straight > 0 ? "; \(straight) \(straight == 1 ? "leg" : "legs") straight line" : ""))
        } else {
          lines += legLines(trip, routed: routed, units: units)
        }
        failure = routed.failures.lazy.compactMap { $0 }.first
        if failure != nil, straight < keys.count { failedLegs = "\(straight) of \(keys.count) legs" }
      }
      do {
        try StandardOutput.write(lines.joined(separator: "\n") + "\n")
      } catch {
        StandardError.report("cannot write to standard output: \(error.description)")
        return .outputFailed
      }
      if let failure {
        StandardError.report("\(trip.name): \(failure.description) — \(failedLegs) stay straight lines")
        status = .routingFailed
        if failure.endsTheRun { return status }
      }
    }
    return status
  }

  /// "A → B" for each leg of `trip`, names cleaned for the terminal.
  private static func legNames(_ trip: Trip) -> [String] {
    zip(trip.stops, trip.stops.dropFirst()).map {
      "\(MessageText.clean($0.name)) → \(MessageText.clean($1.name))"
    }
  }

  /// Each leg of `trip` as its straight-line distance, marked with `reason`.
  private static func legLines(_ trip: Trip, straight reason: String, units: DistanceUnit) -> [String] {
    zip(legNames(trip), trip.legMeters).map { names, meters in
      MessageText.clean("  \(names)  \(units.format(meters: meters)) straight line, \(reason)")
    }
  }

  /// Each leg of `trip`: its road figures where it was routed, else its straight-line distance
  /// and why it was not routed.
  private static func legLines(
    _ trip: Trip, routed: (legs: [RoadLeg?], failures: [RoutingError?]), units: DistanceUnit
  ) -> [String] {
    zip(legNames(trip), trip.legMeters).enumerated().map { index, leg in
      guard let road = routed.legs[index] else {
        let reason = routed.failures[index]?.description ?? "not asked"
        return MessageText.clean(
          "  \(leg.0)  \(units.format(meters: leg.1)) straight line, not routed: \(reason)")
      }
      return "  \(leg.0)  \(units.format(meters: road.meters)) · \(DriveTime.text(seconds: road.seconds))"
    }
  }

  /// Every leg of a trip through `stops` routed as the trip screen routes it (``RoadRuns``: a run
  /// without a road asked again in halves, so one stop off the roads fails only its legs): each
  /// leg's road, nil where it failed, with why.
  private static func routeLegs(
    of stops: [Coordinate], options: RoutingOptions, with router: any RoadRouting
  ) async -> (legs: [RoadLeg?], failures: [RoutingError?]) {
    var legs = [RoadLeg?](repeating: nil, count: stops.count - 1)
    var failures = [RoutingError?](repeating: nil, count: stops.count - 1)
    await RoadRuns.route([0...stops.count - 2], of: stops, options: options, with: router) { run, answer in
      switch answer {
      case .success(let routed): for (index, leg) in zip(run, routed) { legs[index] = leg }
      case .failure(let error): for index in run { failures[index] = error }
      }
    }
    return (legs, failures)
  }
}

extension RoutingError {
  /// Whether the failure is the router's rather than one trip's, so routing other trips is pointless.
  fileprivate var endsTheRun: Bool {
    switch self {
    case .clientUnavailable, .unreachable, .timedOut, .cancelled: true
    case .httpStatus, .noRoute, .stopOffRoad, .invalidResponse, .responseTooLarge: false
    }
  }
}
