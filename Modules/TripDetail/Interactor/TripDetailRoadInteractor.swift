import Geo
import Routing

import class TextUI.ScreenWork

/// Where the trip detail gets road figures: the router the user configured (nil: none, and then
/// nothing is sent anywhere), the figures kept from earlier runs, and the avoid options.
public struct TripDetailRoadSource {
  /// The router, nil when none is configured.
  public var router: (any RoadRouting)?
  /// Where routed legs are kept between runs, if anywhere.
  public var store: (any RoadLegStore)?
  /// What the routes avoid.
  public var options: RoutingOptions

  /// A source asking `router`, keeping figures in `store`, routing with `options`.
  public init(
    router: (any RoadRouting)?, store: (any RoadLegStore)?, options: RoutingOptions = RoutingOptions()
  ) {
    self.router = router
    self.store = store
    self.options = options
  }
}

/// The rules of a trip's road figures: which legs show kept figures at once, which are asked for
/// (only the legs without figures, in runs of consecutive legs), which became stale in an edit, and
/// that a change to the trip cancels the requests it made stale.
@MainActor
final class TripDetailRoadInteractor {
  /// The most stops a trip may have to be routed (a longer one shows straight lines).
  static let stopLimit = 1_000

  private let source: TripDetailRoadSource
  /// Where the requests run (the screen's work).
  private let work: ScreenWork
  /// The requests of the last call, cancelled by the next.
  private var requests: Task<Void, Never>?

  /// What the routes avoid.
  var options: RoutingOptions { source.options }

  /// Road figures from `source`, asked for as `work`.
  init(source: TripDetailRoadSource, work: ScreenWork) {
    self.source = source
    self.work = work
  }

  /// The roads of a trip through `stops` as far as known now (kept figures; the rest pending, or
  /// stale where `previous` had figures for a leg that changed), and starts asking the router for
  /// the legs without figures; `update` gets each answer's roads. Cancels the work of the last call.
  func roads(
    through stops: [Coordinate], previous: TripRoads?, update: @escaping @MainActor (TripRoads) -> Void
  ) -> TripRoads {
    requests?.cancel()
    requests = nil
    let keys = RoadLegKey.legs(of: stops, options: source.options)
    let router = stops.count <= Self.stopLimit ? source.router : nil
    let kept = (try? source.store?.keptRoadLegs(keys, router: router?.routerURL)) ?? [:]
    let legs = keys.enumerated().map { index, key -> LegRoad in
      if let leg = kept[key] { return .routed(meters: leg.meters, seconds: leg.seconds) }
      if let previous, previous.legs.indices.contains(index), previous.keys[index] != key,
        previous.legs[index] != .none
      {
        return .stale  // this leg had figures (or was being routed) before the edit changed it
      }
      return router == nil ? .none : .pending
    }
    let roads = TripRoads(
      keys: keys, legs: legs, hasRouter: router != nil, shapes: keys.map { kept[$0]?.shape })
    if let router, roads.legs.contains(where: { $0.figures == nil }) {
      requests = work.run { [source] in
        await Self.ask(router, for: roads, stops: stops, store: source.store, update: update)
      }
    }
    return roads
  }

  /// Asks `router` for each run of consecutive legs of `roads` without figures, in order
  /// (``RoadRuns``: a run without a road is asked again in halves, so one stop off the roads fails
  /// only the legs that touch it); keeps and reports each run's figures as they arrive, or marks
  /// its legs failed. Stops when cancelled.
  private static func ask(
    _ router: any RoadRouting, for roads: TripRoads, stops: [Coordinate], store: (any RoadLegStore)?,
    update: @escaping @MainActor (TripRoads) -> Void
  ) async {
    guard let options = roads.keys.first?.options else { return }
    var legs = roads.legs
    var shapes = roads.shapes
    await RoadRuns.route(runs(without: roads.legs), of: stops, options: options, with: router) {
      run, answer in
      switch answer {
      case .success(let routed):
        var keep: [RoadLegKey: RoadLeg] = [:]
        for (index, leg) in zip(run, routed) {
          legs[index] = .routed(meters: leg.meters, seconds: leg.seconds)
          shapes[index] = leg.shape
          keep[roads.keys[index]] = leg
        }
        try? store?.keepRoadLegs(keep, router: router.routerURL)
      case .failure(let error):
        for index in run { legs[index] = .failed(error) }
      }
      update(TripRoads(keys: roads.keys, legs: legs, hasRouter: true, shapes: shapes))
    }
  }

  /// The runs of consecutive leg indices without figures.
  static func runs(without legs: [LegRoad]) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var start: Int?
    for (index, leg) in legs.enumerated() {
      if leg.figures == nil {
        if start == nil { start = index }
      } else if let first = start {
        runs.append(first...index - 1)
        start = nil
      }
    }
    if let first = start { runs.append(first...legs.count - 1) }
    return runs
  }
}
