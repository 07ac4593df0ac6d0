import Geo

/// A trip's legs routed in runs as far as the router finds roads: one request per run of
/// consecutive legs, and a run the router finds no road for (``RoutingError/findsNoRoad``) asked
/// again in halves, so one stop off the roads — an island, a place outside the router's region —
/// fails only the legs that touch it, not the whole trip. The trip screen and `roadtrip route` both
/// route this way.
public enum RoadRuns {
  /// The most times one call halves a run the router found no road for: enough to find the one or
  /// two stops without a road in a long trip, while a trip wholly outside the router's region costs
  /// a few dozen quick answers, not one per leg.
  public static let noRoadSplits = 24

  /// Routes each of `runs` (ranges of leg indices: leg `i` joins `stops[i]` and `stops[i + 1]`)
  /// with `router`, in order, halving a run it finds no road for (at most ``noRoadSplits`` times a
  /// call); `answered` gets every run that ends, with one leg per leg of the run or the failure
  /// that ends it, as it ends. Stops, without calling `answered` again, when the task is cancelled.
  @MainActor
  public static func route(
    _ runs: [ClosedRange<Int>], of stops: [Coordinate], options: RoutingOptions, with router: any RoadRouting,
    answered: (ClosedRange<Int>, Result<[RoadLeg], RoutingError>) -> Void
  ) async {
    var splitsLeft = noRoadSplits
    var queue = runs.filter { $0.lowerBound >= 0 && $0.upperBound + 1 < stops.count }
    while !queue.isEmpty {
      let run = queue.removeFirst()
      var answer: Result<[RoadLeg], RoutingError>
      do {
        answer = .success(
          try await router.route(Array(stops[run.lowerBound...run.upperBound + 1]), options: options))
      } catch {
        answer = .failure(error)
      }
      guard !Task.isCancelled else { return }
      if case .success(let legs) = answer, legs.count != run.count {
        answer = .failure(
          .invalidResponse(url: router.routerURL, reason: "\(legs.count) legs for \(run.count + 1) stops"))
      }
      if case .failure(let error) = answer, error.findsNoRoad, run.count > 1, splitsLeft > 0 {
        splitsLeft -= 1
        let middle = run.lowerBound + run.count / 2
        queue.insert(contentsOf: [run.lowerBound...middle - 1, middle...run.upperBound], at: 0)
        continue
      }
      answered(run, answer)
    }
  }
}
