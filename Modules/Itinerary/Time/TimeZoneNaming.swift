import Geo

/// Names the IANA time zone at a coordinate ("America/Chicago"): the seam through which the
/// itinerary learns each stop's zone. The app gives the gazetteer's (the zone of the place nearest
/// to the coordinate); tests give a fake.
public protocol TimeZoneNaming: Sendable {
  /// The zone name at `coordinate`, or nil when none is known.
  func zoneName(near coordinate: Coordinate) async -> String?
}
