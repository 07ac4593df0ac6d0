import TripModels

/// Stops read from a file that may number them (a `position` column or property): the order a trip
/// gets them in.
enum PositionedStops {
  /// `stops` ordered by their position; stops without one keep their place in the file, after the
  /// numbered ones, and equal positions keep the file's order.
  static func ordered(_ stops: [(position: Double?, stop: Stop)]) -> [Stop] {
    stops.enumerated().sorted { left, right in
      let (a, b) = (left.element.position ?? .infinity, right.element.position ?? .infinity)
      return a == b ? left.offset < right.offset : a < b
    }.map(\.element.stop)
  }
}
