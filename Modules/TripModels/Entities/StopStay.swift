/// How long a trip stays at a stop (docs/itinerary.md): nights, or minutes of a visit.
public struct StopStay: Hashable, Sendable {
  /// Nights spent at the stop; a stop with at least one ends its travel day. 0…365.
  public var nights: Int { Int(storedNights) }
  /// Minutes spent at a stop the trip passes through without sleeping. 0…1440.
  public var visitMinutes: Int { Int(storedVisitMinutes) }

  // Both ranges fit 16 bits: a stay is 4 bytes, and a 100,000-stop trip's stays 400 kB, not 1.6 MB.
  private let storedNights: UInt16
  private let storedVisitMinutes: UInt16

  /// No nights and no visit: the trip drives straight on.
  public static let passingThrough = StopStay(uncheckedNights: 0, visitMinutes: 0)

  /// The valid night counts.
  public static let nightsRange = 0...365
  /// The valid visit lengths, in minutes.
  public static let visitMinutesRange = 0...1440

  /// Creates a stay, or nil when a value is outside its range.
  public init?(nights: Int, visitMinutes: Int) {
    guard Self.nightsRange.contains(nights), Self.visitMinutesRange.contains(visitMinutes) else {
      return nil
    }
    self.init(uncheckedNights: nights, visitMinutes: visitMinutes)
  }

  private init(uncheckedNights nights: Int, visitMinutes: Int) {
    storedNights = UInt16(nights)
    storedVisitMinutes = UInt16(visitMinutes)
  }
}
