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
  /// nothing is sent anywhere). A trip's legs are kept only when the router answered every one of
  /// them; a failed request keeps nothing.
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
      if keys.isEmpty {
        lines.append("  fewer than two stops: no legs to route")
      } else if stops.count > stopLimit {
        lines += legLines(trip, straight: "not routed: more than \(stopLimit) stops", units: units)
        StandardError.report("\(trip.name): more than \(stopLimit) stops are not routed")
        status = .routingFailed
      } else {
        do throws(RoutingError) {
          let legs = try await router.route(stops, options: options)
          guard legs.count == keys.count else {
            throw RoutingError.invalidResponse(url: url, reason: "\(legs.count) legs for \(keys.count)")
          }
          let total = TripRoadTotal(
            meters: legs.reduce(0) { $0 + $1.meters }, seconds: legs.reduce(0) { $0 + $1.seconds })
          do {
            try store.keepRoadLegs(Dictionary(zip(keys, legs)) { _, last in last }, router: url)
            try store.keepRoadTotal(total, of: trip.id, through: stops)
          } catch {
            StandardError.report(StoreFailureMessage.text(for: error))
            return .storeUnavailable
          }
          lines += zip(legNames(trip), legs).map { names, leg in
            "  \(names)  \(units.format(meters: leg.meters)) · \(DriveTime.text(seconds: leg.seconds))"
          }
          lines.append(
            "  in all  \(units.format(meters: total.meters)) · \(DriveTime.text(seconds: total.seconds)) by road"
          )
        } catch {
          failure = error
          lines += legLines(trip, straight: "not routed: \(error.description)", units: units)
        }
      }
      do {
        try StandardOutput.write(lines.joined(separator: "\n") + "\n")
      } catch {
        StandardError.report("cannot write to standard output: \(error.description)")
        return .outputFailed
      }
      if let failure {
        StandardError.report("\(trip.name): \(failure.description) — its legs stay straight lines")
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
