import Navigation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// RoadTrip's deep links, both ways: `roadtrip://trips[/<trip>[/waypoints/<stop>]][/<sheet>]` and
/// `roadtrip://trips/<trip>/waypoints/new[/after/<stop>]` (a new stop's editor), where `<trip>` and
/// `<stop>` are a UUID or a 1-based position and `<sheet>` is `export` (with a trip), `import`,
/// `units` or `router`, and the canonical link (UUIDs) of a route or state.
public enum DeepLinkCodec {
  /// The URL scheme.
  public static let scheme = "roadtrip"
  /// The shape of a link, for messages.
  public static let pattern = "roadtrip://trips[/<trip>[/waypoints/<stop>]][/export|/import|/units|/router]"
  /// The longest link accepted, in characters.
  public static let maximumLength = 2048

  // MARK: - Reading

  /// Parses `text` (syntax only).
  /// - Throws: ``DeepLinkError`` naming the bad part.
  public static func parse(_ text: String) throws(DeepLinkError) -> DeepLink {
    try DeepLinkParser().parse(text)
  }

  /// The main stack's path for `link`, checked against `lookup`: `[]` for the trip list,
  /// `[.trip]` for a trip, `[.trip, .waypoint]` for a stop, `[.trip, .newStop]` for a new stop (a
  /// sheet the link names is left out; see ``destination(for:in:)``).
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

  /// The main stack's path and the sheet over it for `link`, checked against `lookup`.
  /// - Throws: ``DeepLinkError`` like ``routes(for:in:)``.
  @MainActor
  public static func destination(
    for link: DeepLink, in lookup: some RouteDataLookup
  ) throws(DeepLinkError) -> DeepLinkDestination {
    try DeepLinkResolver(lookup: lookup).destination(for: link)
  }

  /// Opens `text` on the main stack: parses, checks, then dismisses any modal and replaces the path
  /// in one step (guards of the screens that leave are asked; a veto leaves everything as it was),
  /// and presents the sheet the link names over it.
  /// - Throws: ``DeepLinkError``; the stack is then unchanged.
  @MainActor
  @discardableResult
  public static func open(
    _ text: String, on stack: NavigationStack<Route>, lookup: some RouteDataLookup
  ) async throws(DeepLinkError) -> NavigationResult<Route> {
    let destination = try destination(for: parse(text), in: lookup)
    let result = await stack.reset(path: destination.path)
    if case .vetoed = result.outcome { return result }
    guard let sheet = destination.sheet else { return result }
    return stack.present(.sheet(sheet))
  }

  // MARK: - Writing

  /// The canonical link of `route` (UUIDs, lowercase). A sheet's link names what it opens over:
  /// the export sheet its trip, the others the trip list. A route without a deep link of its own (a
  /// feature screen that has not been given one yet) links to the trip list.
  public static func link(for route: Route) -> String {
    deepLink(for: route).string
  }

  /// The canonical link of what `state` shows: the top of the base stack, and the sheet over it.
  /// The export sheet of a trip other than the one below it links to that trip.
  public static func link(for state: NavigationState<Route>) -> String {
    let below = deepLink(for: state.top)
    guard case .sheet(let sheet) = state.modal?.rootEntry.route else { return below.string }
    if case .export(let trip) = sheet, below.trip != .id(trip.uuid) {
      return deepLink(for: .sheet(sheet)).string
    }
    return DeepLink(trip: below.trip, stop: below.stop, sheet: sheet.linkName).string
  }

  private static func deepLink(for route: Route) -> DeepLink {
    switch route {
    case .trips: DeepLink.trips
    case .trip(let trip): DeepLink(trip: .id(trip.uuid))
    case .waypoint(let trip, let stop): DeepLink(trip: .id(trip.uuid), stop: .id(stop.uuid))
    case .newStop(let trip, let after):
      DeepLink.newStop(trip: .id(trip.uuid), after: after.map { .id($0.uuid) })
    case .sheet(.export(let trip)): DeepLink(trip: .id(trip.uuid), sheet: .export)
    case .sheet(let sheet): DeepLink(trip: nil, sheet: sheet.linkName)
    // new-feature: routes without a deep link of their own (scripts/new-feature inserts above this line)
    }
  }

  /// The canonical link of `route` as a `URL`.
  public static func url(for route: Route) -> URL? {
    URL(string: link(for: route))
  }
}
