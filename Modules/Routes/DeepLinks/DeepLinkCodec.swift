import Foundation
import Navigation

/// RoadTrip's deep links, both ways: `roadtrip://trips[/<trip>[/waypoints/<stop>]]` where `<trip>`
/// and `<stop>` are a UUID or a 1-based position, and the canonical link (UUIDs) of a route or state.
public enum DeepLinkCodec {
  /// The URL scheme.
  public static let scheme = "roadtrip"
  /// The shape of a link, for messages.
  public static let pattern = "roadtrip://trips[/<trip>[/waypoints/<stop>]]"
  /// The longest link accepted, in characters.
  public static let maximumLength = 2048

  // MARK: - Reading

  /// Parses `text` (syntax only).
  /// - Throws: ``DeepLinkError`` naming the bad part.
  public static func parse(_ text: String) throws(DeepLinkError) -> DeepLink {
    try DeepLinkParser().parse(text)
  }

  /// The main stack's path for `link`, checked against `lookup`: `[]` for the trip list,
  /// `[.trip]` for a trip, `[.trip, .waypoint]` for a stop.
  /// - Throws: ``DeepLinkError`` for an unknown trip or stop, a position out of range, a stop of
  ///   another trip.
  @MainActor
  public static func routes(for link: DeepLink, in lookup: some RouteDataLookup) throws(DeepLinkError)
    -> [Route]
  {
    try DeepLinkResolver(lookup: lookup).routes(for: link)
  }

  /// Parses and checks `text` (see ``parse(_:)`` and ``routes(for:in:)``).
  @MainActor
  public static func routes(for text: String, in lookup: some RouteDataLookup) throws(DeepLinkError)
    -> [Route]
  {
    try routes(for: parse(text), in: lookup)
  }

  /// Opens `text` on the main stack: parses, checks, then dismisses any modal and replaces the path
  /// in one step (guards of the screens that leave are asked; a veto leaves everything as it was).
  /// - Throws: ``DeepLinkError``; the stack is then unchanged.
  @MainActor
  @discardableResult
  public static func open(
    _ text: String, on stack: NavigationStack<Route>, lookup: some RouteDataLookup
  ) async throws(DeepLinkError) -> NavigationResult<Route> {
    let path = try routes(for: text, in: lookup)
    return await stack.reset(path: path)
  }

  // MARK: - Writing

  /// The canonical link of `route` (UUIDs, lowercase). A route without a deep link of its own (a
  /// feature screen that has not been given one yet) links to the trip list.
  public static func link(for route: Route) -> String {
    let link =
      switch route {
      case .trips: DeepLink.trips
      case .trip(let trip): DeepLink(trip: .id(trip.uuid))
      case .waypoint(let trip, let stop): DeepLink(trip: .id(trip.uuid), stop: .id(stop.uuid))
      // new-feature: routes without a deep link of their own (scripts/new-feature inserts above this line)
      }
    return link.string
  }

  /// The canonical link of the screen on top of the base stack of `state`.
  public static func link(for state: NavigationState<Route>) -> String {
    link(for: state.top)
  }

  /// The canonical link of `route` as a `URL`.
  public static func url(for route: Route) -> URL? {
    URL(string: link(for: route))
  }
}
