#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed, not yet validated deep link:
/// `roadtrip://trips[/<trip>[/waypoints/<stop>]][/export|/import|/units|/router]`, or
/// `roadtrip://trips/<trip>/waypoints/new[/after/<stop>]` for a new stop's editor.
public struct DeepLink: Hashable, Sendable {
  /// A trip or stop named in a link: by id, or by 1-based position.
  public enum Reference: Hashable, Sendable, CustomStringConvertible {
    /// A UUID.
    case id(UUID)
    /// A 1-based position in list order.
    case position(Int)

    /// The reference as it appears in a canonical link (UUIDs lowercased).
    public var description: String {
      switch self {
      case .id(let id): id.uuidString.lowercased()
      case .position(let position): String(position)
      }
    }
  }

  /// A sheet opened over the screen the rest of the link names (its last segment).
  public enum SheetName: String, Hashable, Sendable, CaseIterable {
    /// The export sheet of the link's trip (`…/<trip>/export`); needs a trip.
    case export
    /// The import sheet (`…/import`).
    case importFile = "import"
    /// The units sheet (`…/units`).
    case units
    /// The road router sheet (`…/router`).
    case router
  }

  /// The trip, nil for the trip list.
  public let trip: Reference?
  /// The stop, only with a trip (nil for a new stop).
  public let stop: Reference?
  /// The sheet shown over that screen, if any.
  public let sheet: SheetName?
  /// Whether the link opens the editor of a new stop of ``trip`` (stored once a place is applied).
  public let isNewStop: Bool
  /// For a new stop, the stop it goes after (nil: at the end).
  public let after: Reference?

  /// The trip list.
  public static let trips = DeepLink(trip: nil, stop: nil)

  /// A link to a trip, or to one of its stops, optionally with a sheet over it.
  public init(trip: Reference?, stop: Reference? = nil, sheet: SheetName? = nil) {
    self.trip = trip
    self.stop = trip == nil ? nil : stop
    self.sheet = sheet
    self.isNewStop = false
    self.after = nil
  }

  /// A link to the editor of a new stop of `trip`, inserted after the stop `after` (at the end when
  /// nil) once a place is applied.
  public static func newStop(trip: Reference, after: Reference? = nil) -> DeepLink {
    DeepLink(newStopOf: trip, after: after)
  }

  private init(newStopOf trip: Reference, after: Reference?) {
    self.trip = trip
    self.stop = nil
    self.sheet = nil
    self.isNewStop = true
    self.after = after
  }

  /// The link as text.
  public var string: String {
    var text = "\(DeepLinkCodec.scheme)://trips"
    if let trip { text += "/\(trip)" }
    if let stop { text += "/waypoints/\(stop)" }
    if isNewStop { text += "/waypoints/new" }
    if let after { text += "/after/\(after)" }
    if let sheet { text += "/\(sheet.rawValue)" }
    return text
  }
}
