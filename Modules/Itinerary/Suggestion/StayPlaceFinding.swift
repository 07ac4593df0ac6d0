import Geo

/// Finds the place to offer as a night's stay near a point: the largest gazetteer place within a
/// radius (``StaySuggester/searchRadiusMeters``, 30 km). The app provides it (the itinerary has no
/// place data); tests give a fake.
public protocol StayPlaceFinding: Sendable {
  /// The most populous place within `radiusMeters` of `coordinate`, or nil when there is none.
  func largestPlace(within radiusMeters: Double, of coordinate: Coordinate) async -> StayPlace?
}

/// A place offered for a night.
public struct StayPlace: Hashable, Sendable {
  /// Its name, as a stop would take it.
  public var name: String
  /// Where it is.
  public var coordinate: Coordinate
  /// How many people live there.
  public var population: Int

  /// A place called `name` at `coordinate`.
  public init(name: String, coordinate: Coordinate, population: Int) {
    self.name = name
    self.coordinate = coordinate
    self.population = population
  }
}

/// A suggested night's stay on a flagged day.
public struct StaySuggestion: Hashable, Sendable {
  /// The place offered.
  public var place: StayPlace
  /// Where the daily limit runs out, on the route.
  public var limitPoint: LimitPoint
  /// The place's distance from the day's route near the limit, in metres.
  public var distanceFromRoute: Double
  /// The trip's stop the place is, when it is one of the limit leg's two stops (within
  /// ``StaySuggester/sameStopMeters``): a night there ends the day without a new stop. Nil when the
  /// place is not a stop of the leg.
  public var stopIndex: Int?

  /// The position in the trip where the place goes (after the stop the limit's leg leaves from),
  /// with one night.
  public var insertionIndex: Int { limitPoint.legIndex + 1 }
}

/// The point on a day's route where its driving limit runs out.
public struct LimitPoint: Hashable, Sendable {
  /// Where it is.
  public var coordinate: Coordinate
  /// The leg it lies on (`legs[legIndex]` runs from stop `legIndex` to the next).
  public var legIndex: Int
  /// How far along that leg, 0…1 of its length.
  public var fraction: Double
}
