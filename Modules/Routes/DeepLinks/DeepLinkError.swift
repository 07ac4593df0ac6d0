import TripModels

/// Why a deep link was rejected. The message names the bad part and says what a good link looks like.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The link is empty.
  case empty
  /// The link has this many characters, more than ``DeepLinkCodec/maximumLength``.
  case tooLong(Int)
  /// A character that cannot appear in a link (space, control, non-ASCII), and where it is.
  case invalidCharacter(String, offset: Int)
  /// A percent-encoded sequence (`%2F`): links never need one, so they are refused.
  case percentEncoding(String)
  /// There is no `scheme://` at the start.
  case missingScheme(String)
  /// The scheme is not `roadtrip`.
  case wrongScheme(String)
  /// A query (`?…`), fragment (`#…`), user (`…@`) or port (`:…`) part.
  case unsupportedPart(String)
  /// The first segment is not `trips`.
  case unknownSection(String)
  /// An empty segment (`//`) after this text.
  case emptySegment(after: String)
  /// A segment where the link should have ended or said `waypoints`.
  case unexpectedSegment(String, after: String)
  /// `waypoints` without a stop after it.
  case missingStop
  /// A sheet that acts on a trip (`export`) named without one.
  case sheetNeedsTrip(String)
  /// `after` (in a new stop's link) without a stop after it.
  case missingAfterStop
  /// A trip or stop reference that is neither a UUID nor a positive number.
  case invalidReference(String, kind: Kind)
  /// No trip has this id.
  case unknownTrip(TripID)
  /// A trip position outside `1...count`.
  case tripPositionOutOfRange(Int, count: Int)
  /// No stop has this id; `trip` is the 1-based position of the trip the link named.
  case unknownStop(StopID, trip: Int)
  /// The stop belongs to the trip at position `owner`, not to the one the link named.
  case stopOfAnotherTrip(StopID, trip: Int, owner: Int)
  /// A stop position outside `1...count` of the trip at position `trip`.
  case stopPositionOutOfRange(Int, count: Int, trip: Int)
  /// The store could not be read to check the link (the store's own message).
  case storeUnreadable(String)

  /// Which part of a link a reference was for.
  public enum Kind: String, Hashable, Sendable {
    /// The `<trip>` part.
    case trip
    /// The `<stop>` part.
    case stop
  }

  /// A one-line message that names the bad part and what to do.
  public var description: String {
    switch self {
    case .empty: "the link is empty — use \(DeepLinkCodec.pattern)"
    case .tooLong(let count):
      "the link is \(count) characters long — links are at most \(DeepLinkCodec.maximumLength)"
    case .invalidCharacter(let character, let offset):
      "character \(character) at position \(offset + 1) cannot appear in a link — use \(DeepLinkCodec.pattern)"
    case .percentEncoding(let sequence):
      "“\(sequence)” is percent-encoded — links use plain ids and numbers, never %-escapes"
    case .missingScheme(let text):
      "“\(text)” is not a link — links start with \(DeepLinkCodec.scheme)://"
    case .wrongScheme(let scheme):
      "“\(scheme):” links are not supported — use \(DeepLinkCodec.scheme)://trips…"
    case .unsupportedPart(let part):
      "“\(part)” is not supported in a link — use \(DeepLinkCodec.pattern)"
    case .unknownSection(let section):
      section.isEmpty
        ? "the link has no section — use \(DeepLinkCodec.scheme)://trips"
        : "“\(section)” is not a section — use \(DeepLinkCodec.scheme)://trips"
    case .emptySegment(let after): "the link has an empty part after “\(after)” — remove the extra “/”"
    case .unexpectedSegment(let segment, let after):
      "unexpected “\(segment)” after “\(after)” — use \(DeepLinkCodec.pattern)"
    case .missingStop: "“waypoints” must be followed by a stop id or number, or by “new”"
    case .sheetNeedsTrip(let sheet):
      "“\(sheet)” needs a trip — use \(DeepLinkCodec.scheme)://trips/<trip>/\(sheet)"
    case .missingAfterStop: "“after” must be followed by a stop id or number"
    case .invalidReference(let text, let kind):
      "“\(text)” is not a \(kind.rawValue) id or number — use a UUID or a position from 1"
    case .unknownTrip(let id): "trip \(id.uuidString.lowercased()) does not exist"
    case .tripPositionOutOfRange(let position, let count):
      "trip \(position) does not exist — \(Self.count(count, "trip"))"
    case .unknownStop(let id, let trip):
      "stop \(id.uuidString.lowercased()) does not exist in trip \(trip)"
    case .stopOfAnotherTrip(let id, let trip, let owner):
      "stop \(id.uuidString.lowercased()) belongs to trip \(owner), not to trip \(trip)"
    case .stopPositionOutOfRange(let position, let count, let trip):
      "stop \(position) does not exist — trip \(trip) has \(Self.count(count, "stop", bare: true))"
    case .storeUnreadable(let reason): "the link could not be checked: \(reason)"
    }
  }

  /// "there are 3 trips" / "there is 1 trip" / "there are no trips", or "3 stops" when `bare`.
  private static func count(_ count: Int, _ noun: String, bare: Bool = false) -> String {
    let phrase =
      switch count {
      case 0: "no \(noun)s"
      case 1: "1 \(noun)"
      default: "\(count) \(noun)s"
      }
    if bare { return phrase }
    return count == 1 ? "there is \(phrase)" : "there are \(phrase)"
  }
}
