import TripModels

/// The trips read from an import file, validated, and which of them came from recorded tracks.
public struct TripFileContents: Equatable, Sendable {
  /// The trips, in file order (a GPX file's loose waypoints last).
  public var trips: [Trip]
  /// The ids of the trips made from GPX tracks (`<trk>`), simplified to their shape; the others
  /// hold a file's routes, waypoints or JSON trips stop for stop.
  public var tripsFromTracks: Set<TripID>
  /// Whether the trips' ids were made from their content (the file carried none).
  public var idsFromContent = false

  /// Contents with `trips`, those in `tripsFromTracks` made from tracks.
  public init(trips: [Trip], tripsFromTracks: Set<TripID> = []) {
    self.trips = trips
    self.tripsFromTracks = tripsFromTracks
  }

  /// Whether `trip` was made from a GPX track.
  public func isFromTrack(_ trip: Trip) -> Bool { tripsFromTracks.contains(trip.id) }
}
