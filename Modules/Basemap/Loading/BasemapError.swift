/// Why the basemap could not be read: one line that names the place and says what to do.
public enum BasemapError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data file is missing from the bundle.
  case missingResource(String)
  /// A line of the data is malformed.
  case badLine(line: Int, problem: String)

  /// The message.
  public var description: String {
    switch self {
    case .missingResource(let name):
      "the basemap data \(name) is missing from the app's resources — reinstall RoadTrip"
    case .badLine(let line, let problem):
      "basemap line \(line): \(problem) — expected: code, name, then lat,lon pairs separated by spaces"
    }
  }
}
