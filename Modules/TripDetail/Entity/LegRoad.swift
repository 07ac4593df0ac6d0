import Routing

/// Where a leg's road figures stand.
enum LegRoad: Equatable {
  /// No router is configured and none were kept: the leg is measured as a straight line.
  case none
  /// The router is being asked.
  case pending
  /// The router's road distance (metres) and drive time (seconds).
  case routed(meters: Double, seconds: Double)
  /// The router could not route it, and why (every case's text is printable).
  case failed(RoutingError)
  /// The leg changed (a stop moved, was added or removed), so its old figures no longer apply;
  /// it is measured as a straight line until the router answers again.
  case stale

  /// The road figures, when routed.
  var figures: (meters: Double, seconds: Double)? {
    if case .routed(let meters, let seconds) = self { (meters, seconds) } else { nil }
  }
}
