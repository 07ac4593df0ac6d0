import Geo
import TripModels

/// A stop as the schedule sees it: where, in which zone, and how long the trip stays.
public struct ItineraryStop: Hashable, Sendable {
  /// The stop's identity (calendar UIDs of stays are made from it).
  public var id: StopID
  /// The stop's name.
  public var name: String
  /// Where it is.
  public var coordinate: Coordinate
  /// Its time zone (UTC when none is known).
  public var zone: TimeZoneRules
  /// Nights and visit minutes.
  public var stay: StopStay

  /// A stop in `zone`.
  public init(id: StopID, name: String, coordinate: Coordinate, zone: TimeZoneRules, stay: StopStay) {
    self.id = id
    self.name = name
    self.coordinate = coordinate
    self.zone = zone
    self.stay = stay
  }

  /// `stop` in `zone`.
  public init(_ stop: Stop, zone: TimeZoneRules) {
    self.init(id: stop.id, name: stop.name, coordinate: stop.coordinate, zone: zone, stay: stop.stay)
  }
}

/// A leg between two stops as the schedule sees it: its straight-line length and, when routed, the
/// road's time, length and shape.
public struct ItineraryLeg: Hashable, Sendable {
  /// The straight-line (geodesic) length in metres.
  public var straightMeters: Double
  /// The road, when the leg is routed.
  public var road: Road?

  /// A routed leg's figures.
  public struct Road: Hashable, Sendable {
    /// Drive time in seconds.
    public var seconds: Double
    /// Road length in metres.
    public var meters: Double
    /// The road's shape points (may be empty: the geodesic is used instead).
    public var shape: [Coordinate]

    /// A road of `meters` taking `seconds` along `shape`.
    public init(seconds: Double, meters: Double, shape: [Coordinate]) {
      self.seconds = seconds
      self.meters = meters
      self.shape = shape
    }
  }

  /// A leg `straightMeters` long on the straight line, routed when `road` is given.
  public init(straightMeters: Double, road: Road? = nil) {
    self.straightMeters = straightMeters
    self.road = road
  }
}
