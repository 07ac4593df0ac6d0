import Foundation
import Routes
import TestSupport
import Testing

/// One link of the catalogue and what it must give: the main stack's path, or the error message.
struct LinkCase: Sendable, CustomTestStringConvertible {
  enum Expected: Sendable {
    case path([Route])
    case message(String)
  }

  let link: String
  let expected: Expected

  var testDescription: String { link.count > 60 ? String(link.prefix(57)) + "…" : link }

  static func valid(_ link: String, _ path: [Route]) -> LinkCase {
    LinkCase(link: link, expected: .path(path))
  }
  static func invalid(_ link: String, _ message: String) -> LinkCase {
    LinkCase(link: link, expected: .message(message))
  }
}

private let coast = RouteFixtures.coast
private let alps = RouteFixtures.alps
private let c1 = RouteFixtures.coastStops[0]
private let c2 = RouteFixtures.coastStops[1]
private let a2 = RouteFixtures.alpsStops[1]
private let a3 = RouteFixtures.alpsStops[2]
private let unknown = RouteFixtures.id(0x99, 0x99)
private let usage = "use roadtrip://trips[/<trip>[/waypoints/<stop>]][/export|/import|/units|/router]"

private let catalogue: [LinkCase] = [
  // MARK: Valid
  .valid("roadtrip://trips", []),
  .valid("roadtrip://trips/", []),
  .valid("ROADTRIP://Trips", []),
  .valid("roadtrip://trips/1", [.trip(coast)]),
  .valid("roadtrip://trips/3", [.trip(RouteFixtures.empty)]),
  .valid("roadtrip://trips/\(alps.uuidString.lowercased())", [.trip(alps)]),
  .valid("roadtrip://trips/\(alps.uuidString.uppercased())/", [.trip(alps)]),
  .valid("roadtrip://trips/2/waypoints/3", [.trip(alps), .waypoint(trip: alps, waypoint: a3)]),
  .valid(
    "roadtrip://trips/2/WAYPOINTS/\(a2.uuidString)", [.trip(alps), .waypoint(trip: alps, waypoint: a2)]),
  .valid(
    "roadtrip://trips/\(coast.uuidString)/waypoints/2", [.trip(coast), .waypoint(trip: coast, waypoint: c2)]),
  .valid(
    "roadtrip://trips/\(coast.uuidString)/waypoints/\(c1.uuidString)/",
    [.trip(coast), .waypoint(trip: coast, waypoint: c1)]),
  .valid("roadtrip://trips/1/waypoints/new", [.trip(coast), .newStop(trip: coast, after: nil)]),
  .valid("roadtrip://trips/2/waypoints/NEW/", [.trip(alps), .newStop(trip: alps, after: nil)]),
  .valid("roadtrip://trips/2/waypoints/new/after/2", [.trip(alps), .newStop(trip: alps, after: a2)]),
  .valid(
    "roadtrip://trips/\(coast.uuidString)/waypoints/new/after/\(c1.uuidString)",
    [.trip(coast), .newStop(trip: coast, after: c1)]),

  // MARK: Empty, huge, characters
  .invalid("", "the link is empty — \(usage)"),
  .invalid(
    "roadtrip://trips/" + String(repeating: "1", count: 5_000),
    "the link is 5017 characters long — links are at most 2048"),
  .invalid("roadtrip://trips/ 1", "character U+0020 at position 18 cannot appear in a link — \(usage)"),
  .invalid(
    "roadtrip://trips/1\u{1B}[2J", "character U+001B at position 19 cannot appear in a link — \(usage)"),
  .invalid("roadtrip://trips/１", "character “１” (U+FF11) at position 18 cannot appear in a link — \(usage)"),
  .invalid(
    "roadtrip://trips/1\u{200B}", "character U+200B at position 19 cannot appear in a link — \(usage)"),

  // MARK: Scheme and section
  .invalid("trips/1", "“trips/1” is not a link — links start with roadtrip://"),
  .invalid("roadtrip:trips/1", "“roadtrip:trips/1” is not a link — links start with roadtrip://"),
  .invalid("https://trips/1", "“https:” links are not supported — use roadtrip://trips…"),
  .invalid("roadtrip://", "the link has no section — use roadtrip://trips"),
  .invalid("roadtrip://trip/1", "“trip” is not a section — use roadtrip://trips"),
  .invalid("roadtrip:///trips", "the link has no section — use roadtrip://trips"),

  // MARK: Query, fragment, user, port
  .invalid("roadtrip://trips/1?x=1", "“?x=1” is not supported in a link — \(usage)"),
  .invalid("roadtrip://trips/1#top", "“#top” is not supported in a link — \(usage)"),
  .invalid("roadtrip://me@trips/1", "“@trips/1” is not supported in a link — \(usage)"),
  .invalid("roadtrip://trips:80/1", "“:80/1” is not supported in a link — \(usage)"),

  // MARK: Percent-encoding and dot tricks
  .invalid(
    "roadtrip://trips/%31", "“%31” is percent-encoded — links use plain ids and numbers, never %-escapes"),
  .invalid(
    "roadtrip://trips/1%2Fwaypoints%2F1",
    "“%2F” is percent-encoded — links use plain ids and numbers, never %-escapes"),
  .invalid(
    "roadtrip://trips/../trips/1", "“..” is not a trip id or number — use a UUID or a position from 1"),

  // MARK: Segments
  .invalid("roadtrip://trips//1", "the link has an empty part after “trips” — remove the extra “/”"),
  .invalid(
    "roadtrip://trips/1/waypoints", "“waypoints” must be followed by a stop id or number, or by “new”"),
  .invalid(
    "roadtrip://trips/1/waypoints/", "“waypoints” must be followed by a stop id or number, or by “new”"),
  .invalid("roadtrip://trips/1/stops/1", "unexpected “stops” after “trips/1” — \(usage)"),
  .invalid("roadtrip://trips/1/waypoints/1/edit", "unexpected “edit” after “waypoints/1” — \(usage)"),
  .invalid("roadtrip://trips/1/waypoints/new/after", "“after” must be followed by a stop id or number"),
  .invalid(
    "roadtrip://trips/1/waypoints/new/before/1", "unexpected “before” after “waypoints/new” — \(usage)"),
  .invalid("roadtrip://trips/1/waypoints/new/after/1/x", "unexpected “x” after “after/1” — \(usage)"),

  // MARK: References
  .invalid("roadtrip://trips/0", "“0” is not a trip id or number — use a UUID or a position from 1"),
  .invalid("roadtrip://trips/-1", "“-1” is not a trip id or number — use a UUID or a position from 1"),
  .invalid("roadtrip://trips/01", "“01” is not a trip id or number — use a UUID or a position from 1"),
  .invalid("roadtrip://trips/kyoto", "“kyoto” is not a trip id or number — use a UUID or a position from 1"),
  .invalid(
    "roadtrip://trips/99999999999999999999999",
    "“99999999999999999999999” is not a trip id or number — use a UUID or a position from 1"),
  .invalid(
    "roadtrip://trips/2/waypoints/0", "“0” is not a stop id or number — use a UUID or a position from 1"),

  // MARK: Checked against the data
  .invalid("roadtrip://trips/7", "trip 7 does not exist — there are 3 trips"),
  .invalid(
    "roadtrip://trips/\(unknown.uuidString)", "trip \(unknown.uuidString.lowercased()) does not exist"),
  .invalid("roadtrip://trips/1/waypoints/3", "stop 3 does not exist — trip 1 has 2 stops"),
  .invalid("roadtrip://trips/3/waypoints/1", "stop 1 does not exist — trip 3 has no stops"),
  .invalid(
    "roadtrip://trips/1/waypoints/\(a3.uuidString)",
    "stop \(a3.uuidString.lowercased()) belongs to trip 2, not to trip 1"),
  .invalid("roadtrip://trips/1/waypoints/new/after/3", "stop 3 does not exist — trip 1 has 2 stops"),
  .invalid("roadtrip://trips/9/waypoints/new", "trip 9 does not exist — there are 3 trips"),
  .invalid(
    "roadtrip://trips/1/waypoints/new/after/\(a3.uuidString)",
    "stop \(a3.uuidString.lowercased()) belongs to trip 2, not to trip 1"),
  .invalid(
    "roadtrip://trips/2/waypoints/\(unknown.uuidString)",
    "stop \(unknown.uuidString.lowercased()) does not exist in trip 2"),
]

@MainActor
@Suite("Deep-link catalogue")
struct DeepLinkCatalogueTests {
  @Test func theCatalogueCoversAtLeastThirtyLinks() {
    #expect(catalogue.count >= 30)
  }

  @Test(arguments: catalogue)
  func eachLinkGivesItsPathOrItsMessage(_ linkCase: LinkCase) throws {
    let lookup = RepositoryRouteLookup(try RouteFixtures.repository())
    switch linkCase.expected {
    case .path(let path):
      #expect(try DeepLinkCodec.routes(for: linkCase.link, in: lookup) == path)
    case .message(let message):
      #expect {
        try DeepLinkCodec.routes(for: linkCase.link, in: lookup)
      } throws: { error in
        (error as? DeepLinkError)?.description == message
      }
    }
  }

  @Test(arguments: catalogue)
  func messagesAreOneSafeLine(_ linkCase: LinkCase) throws {
    let lookup = RepositoryRouteLookup(try RouteFixtures.repository())
    do {
      _ = try DeepLinkCodec.routes(for: linkCase.link, in: lookup)
    } catch {
      let message = error.description
      #expect(message.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control })
      #expect(message.count <= 160)
    }
  }
}
