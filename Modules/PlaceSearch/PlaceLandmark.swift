import Geo

/// A larger place near a place, to tell apart places of one name in one region:
/// "8 km NW of Sunderland" for Washington, Sunderland's neighbour.
public struct PlaceLandmark: Hashable, Sendable {
  /// The larger place's name ("Sunderland").
  public var name: String
  /// Distance from the larger place to the place, in metres.
  public var distance: Double
  /// Initial bearing from the larger place to the place, degrees clockwise from north.
  public var bearing: Double

  /// Creates a value.
  public init(name: String, distance: Double, bearing: Double) {
    self.name = name
    self.distance = distance
    self.bearing = bearing
  }

  /// "near Sunderland" within ``NearbyPlace/nearRadius``, else "8 km NW of Sunderland", as
  /// ``NearbyPlace/phrase(units:)`` words a spot.
  public func phrase(units: DistanceUnit = .kilometers) -> String {
    NearbyPlace.phrase(name: name, distance: distance, bearing: bearing, units: units)
  }
}
