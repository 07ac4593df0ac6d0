/// How long a trip stays at a stop (docs/itinerary.md): nights, or minutes of a visit.
public struct StopStay: Hashable, Sendable {
  /// Nights spent at the stop; a stop with at least one ends its travel day. 0…365.
  public let nights: Int
  /// Minutes spent at a stop the trip passes through without sleeping. 0…1440.
  public let visitMinutes: Int

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
    self.nights = nights
    self.visitMinutes = visitMinutes
  }
}
