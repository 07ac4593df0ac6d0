import Geo
import Routing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading a Valhalla `/route` answer into legs, checking everything it relies on.
enum ValhallaAnswer {
  /// The legs of an answer with HTTP `status` and `body`, which should hold `expected` legs.
  static func legs(status: Int, body: [UInt8], expected: Int, url: String) -> Result<[RoadLeg], RoutingError>
  {
    let data = Data(body)
    guard status == 200 else {
      let answer = try? JSONDecoder().decode(ValhallaErrorResponse.self, from: data)
      let message = RoutingError.sanitized(answer?.error ?? "")
      if let code = answer?.code, ValhallaErrorResponse.noRouteCodes.contains(code) {
        // Valhalla says "No suitable edges near location" when a stop is nowhere near its map: say
        // what that means for the trip.
        let reason =
          code == ValhallaErrorResponse.noRoadNearStop ? ValhallaErrorResponse.noRoadNearStopReason : message
        return .failure(.noRoute(url: url, message: reason))
      }
      return .failure(.httpStatus(url: url, status: status, message: message))
    }
    let response: ValhallaResponse
    do {
      response = try JSONDecoder().decode(ValhallaResponse.self, from: data)
    } catch {
      return .failure(.invalidResponse(url: url, reason: "not the JSON of a route"))
    }
    guard response.trip.legs.count == expected else {
      return .failure(
        .invalidResponse(url: url, reason: "\(response.trip.legs.count) legs for \(expected + 1) stops"))
    }
    var legs: [RoadLeg] = []
    legs.reserveCapacity(expected)
    for leg in response.trip.legs {
      let summary = leg.summary
      guard summary.length.isFinite, summary.length >= 0, summary.time.isFinite, summary.time >= 0 else {
        return .failure(
          .invalidResponse(url: url, reason: "a leg's length or time is not a distance or a time"))
      }
      guard let shape = try? EncodedPolyline.decode(leg.shape, precision: 6) else {
        return .failure(.invalidResponse(url: url, reason: "a leg's shape is not an encoded polyline"))
      }
      legs.append(RoadLeg(meters: summary.length * 1000, seconds: summary.time, shape: shape))
    }
    return .success(legs)
  }
}
