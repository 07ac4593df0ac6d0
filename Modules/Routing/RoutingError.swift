import Geo

/// Why a road route could not be had. Every case's text is safe to print: text that came from the
/// server is reduced to printable ASCII and shortened before it is kept.
public enum RoutingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The HTTP library cannot be loaded on this machine (libcurl is missing).
  case clientUnavailable(String)
  /// The router could not be reached (refused, unknown host, TLS failure…), with the reason.
  case unreachable(url: String, reason: String)
  /// The router did not answer within the time limit, in seconds.
  case timedOut(url: String, seconds: Int)
  /// The router answered with an HTTP error status, with its message if it gave one.
  case httpStatus(url: String, status: Int, message: String)
  /// The router found no road between two stops (for example across the sea).
  case noRoute(url: String, message: String)
  /// The router's roads do not reach the stop at `stop`: the nearest it knows is `meters` away (a
  /// stop outside its map, or far from any road). A screen that knows the trip names the stop.
  case stopOffRoad(url: String, stop: Coordinate, meters: Double)
  /// The answer is not a route this client understands.
  case invalidResponse(url: String, reason: String)
  /// The answer was larger than the client accepts, in bytes.
  case responseTooLarge(url: String, limit: Int)
  /// The request was cancelled (the trip changed meanwhile).
  case cancelled

  /// A one-line description naming the router.
  public var description: String {
    switch self {
    case .clientUnavailable(let reason): "road routing is unavailable here: \(reason)"
    case .unreachable(let url, let reason): "the router at \(url) is unreachable: \(reason)"
    case .timedOut(let url, let seconds): "the router at \(url) did not answer within \(seconds) s"
    case .httpStatus(let url, let status, let message):
      "the router at \(url) refused the request (HTTP \(status))" + (message.isEmpty ? "" : ": \(message)")
    case .noRoute(let url, let message): "the router at \(url) found no road: \(message)"
    case .stopOffRoad(let url, let stop, let meters):
      "the router at \(url) found no road: "
        + Self.offRoad("the stop at \(stop.formatted())", distance: Self.kilometres(meters))
    case .invalidResponse(let url, let reason):
      "the router at \(url) gave an answer that is not a route: \(reason)"
    case .responseTooLarge(let url, let limit): "the router at \(url) sent more than \(limit) bytes"
    case .cancelled: "routing was cancelled"
    }
  }

  /// Whether the router answered that it has no road for the stops (``noRoute`` or
  /// ``stopOffRoad``): the trip's, not the router's, failure.
  public var findsNoRoad: Bool {
    switch self {
    case .noRoute, .stopOffRoad: true
    default: false
    }
  }

  /// "stop 3 is 2.4 km from the nearest road the router knows": why `stop` (as the reader knows
  /// it) has no road, `distance` (as the reader's unit writes it) from the nearest.
  public static func offRoad(_ stop: String, distance: String) -> String {
    "\(stop) is \(distance) from the nearest road the router knows"
  }

  /// "2.4 km": `meters` to a tenth of a kilometre (the router has no unit of its own to say it in).
  private static func kilometres(_ meters: Double) -> String {
    let tenths = Int((meters / 100).rounded())
    return "\(tenths / 10).\(tenths % 10) km"
  }

  /// `text` from outside reduced to printable ASCII (other characters become "?") and at most
  /// `limit` characters, so nothing a server sends can move the cursor or fill the screen.
  public static func sanitized(_ text: some StringProtocol, limit: Int = 160) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if result.count >= limit {
        result += "…"
        break
      }
      result.unicodeScalars.append((0x20..<0x7F).contains(scalar.value) ? scalar : "?")
    }
    return result
  }
}
