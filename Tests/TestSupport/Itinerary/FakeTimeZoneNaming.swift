import Geo
import Itinerary

/// A `TimeZoneNaming` that answers from a fixed list: the zone of the listed point nearest to the
/// coordinate asked about (nil with an empty list). Records how many questions it was asked.
public actor FakeTimeZoneNaming: TimeZoneNaming {
  private let points: [(coordinate: Coordinate, zone: String)]
  /// How many times ``zoneName(near:)`` was called.
  public private(set) var questions = 0

  /// A naming that gives each of `points`' zone around it.
  public init(_ points: [(coordinate: Coordinate, zone: String)]) {
    self.points = points
  }

  /// The zone of the listed point nearest to `coordinate`.
  public func zoneName(near coordinate: Coordinate) async -> String? {
    questions += 1
    return points.min {
      Bearing.sphericalDistance(from: $0.coordinate, to: coordinate)
        < Bearing.sphericalDistance(from: $1.coordinate, to: coordinate)
    }?.zone
  }
}

/// A `StayPlaceFinding` over a fixed list of places: the most populous within the radius.
public struct FakeStayPlaceFinder: StayPlaceFinding {
  /// The places it knows.
  public var places: [StayPlace]

  /// A finder over `places`.
  public init(_ places: [StayPlace]) {
    self.places = places
  }

  /// The most populous of the places within `radiusMeters` of `coordinate`.
  public func largestPlace(within radiusMeters: Double, of coordinate: Coordinate) async -> StayPlace? {
    places.filter { Bearing.sphericalDistance(from: $0.coordinate, to: coordinate) <= radiusMeters }
      .max { $0.population < $1.population }
  }
}
