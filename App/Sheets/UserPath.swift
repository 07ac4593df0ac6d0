import Geo
import TripStore

/// File paths as a person types them in a sheet: `~` and `~/…` mean the home folder; anything else
/// is used as given (relative to the folder RoadTrip was started in).
struct UserPath {
  /// The home folder `~` stands for.
  let home: String

  /// The path to open or write for `typed`.
  func expanded(_ typed: String) -> String {
    if typed == "~" { return home }
    if typed.hasPrefix("~/") { return (home.hasSuffix("/") ? home : home + "/") + typed.dropFirst(2) }
    return typed
  }

  /// `~/NAME.EXTENSION` for a trip named `name`: slashes become `-`, control characters and
  /// leading dots are dropped, an empty result is `trip`.
  static func defaultFile(for name: String, extension fileExtension: String) -> String {
    var stem = String(
      name.map { $0 == "/" ? "-" : $0 }
        .filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } })
    stem = stem.drop { $0 == "." }.trimmingWhitespace()
    return "~/\(stem.isEmpty ? "trip" : stem).\(fileExtension)"
  }

  /// `path` with its extension swapped for `fileExtension` when it ends in the extension of an
  /// export format (`.json`, `.gpx`, `.kml`, `.geojson`, `.csv`, `.ics`, any case); other paths are
  /// left as typed.
  static func swappingExchangeExtension(of path: String, to fileExtension: String) -> String {
    guard ExportFormat(fileExtensionOf: path) != nil else { return path }
    let known = FilePath.pathExtension(of: path)
    return String(path.dropLast(known.count)) + fileExtension
  }
}
