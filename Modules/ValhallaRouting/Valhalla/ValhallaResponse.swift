/// The parts of a Valhalla `/route` answer that RoadTrip reads.
struct ValhallaResponse: Decodable {
  struct Summary: Decodable {
    /// Kilometres (the request asks for kilometres).
    var length: Double
    /// Seconds.
    var time: Double
  }

  struct Leg: Decodable {
    var summary: Summary
    /// The encoded polyline, six decimals.
    var shape: String
  }

  struct Trip: Decodable {
    var legs: [Leg]
  }

  var trip: Trip
}

/// Valhalla's error answer (`{"error_code": 442, "error": "No path could be found for input"}`).
struct ValhallaErrorResponse: Decodable {
  var code: Int?
  var error: String?

  enum CodingKeys: String, CodingKey {
    case error
    case code = "error_code"
  }

  /// The error codes that mean there is no road to be had between the stops (no path; a stop too
  /// far from any road).
  static let noRouteCodes: Set<Int> = [171, 442, 443]
  /// The code of "No suitable edges near location": no road the router knows is near a stop.
  static let noRoadNearStop = 171
  /// What that means for the trip, after "the router at … found no road: ".
  static let noRoadNearStopReason = "none near a stop — its map may not cover this trip"
}
