/// Why a file could not be imported; nothing of it was imported.
public struct ImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where in the file the first problem is.
  public enum Location: Equatable, Sendable {
    /// The file as a whole (size, encoding, format).
    case file
    /// A line of the file (1-based): JSON syntax and GPX problems.
    case line(Int)
    /// A JSON path such as `trips[0].waypoints[2].location.latitude`.
    case path(String)
  }

  /// The file's name as the user gave it.
  public var fileName: String
  /// Where the problem is.
  public var location: Location
  /// What is wrong, in a few words.
  public var problem: String

  /// Creates an import error.
  public init(fileName: String, location: Location, problem: String) {
    self.fileName = fileName
    self.location = location
    self.problem = problem
  }

  /// One line: file, place, problem and what to do.
  public var description: String {
    let place =
      switch location {
      case .file: ""
      case .line(let line): " line \(line)"
      case .path(let path): " at \(path)"
      }
    return "cannot import \(fileName)\(place): \(problem) — nothing was imported; fix the file and try again"
  }
}
