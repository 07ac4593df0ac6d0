/// Where a checked deep link leads: the main stack's path and the sheet presented over it.
public struct DeepLinkDestination: Hashable, Sendable {
  /// The main stack's path: `[]` for the trip list, `[.trip]` for a trip, `[.trip, .waypoint]`
  /// for a stop.
  public let path: [Route]
  /// The sheet presented over the top of that path, if the link names one.
  public let sheet: Sheet?

  /// Creates a destination.
  public init(path: [Route], sheet: Sheet? = nil) {
    self.path = path
    self.sheet = sheet
  }
}
