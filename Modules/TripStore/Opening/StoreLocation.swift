import Platform

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where the store file is, and whether it is the default store (seeded with sample trips when it
/// is first created, its folders made as needed) or one named with `--store` (starts empty, in a
/// folder that must exist: a mistyped folder is refused, not made).
public struct StoreLocation: Equatable, Sendable {
  /// The store file's path.
  public var path: String
  /// Whether this is the default store, seeded once with two sample trips.
  public var seedsSampleTrips: Bool
  /// Whether missing folders above `path` are made when the store is created (the default
  /// locations), or the store is refused (a path the person typed).
  public var createsMissingFolders: Bool

  /// Creates a location.
  public init(path: String, seedsSampleTrips: Bool, createsMissingFolders: Bool = true) {
    self.path = path
    self.seedsSampleTrips = seedsSampleTrips
    self.createsMissingFolders = createsMissingFolders
  }

  /// The store for `--store PATH` when given (in a folder that must exist), else the default
  /// location, its folders made when missing:
  /// `$ROADTRIP_STORE`, else `$XDG_DATA_HOME/roadtrip/roadtrip.sqlite`, else
  /// `~/.local/share/roadtrip/roadtrip.sqlite`.
  ///
  /// - Parameters:
  ///   - explicitPath: the `--store` argument, if any (`~/` is expanded).
  ///   - environment: the variables named above (injected for tests).
  ///   - homeDirectory: the user's home, asked for only when `HOME` is not set.
  public static func resolve(
    explicitPath: String?,
    environment: [String: String] = StoreLocation.environment(),
    homeDirectory: @autoclosure () -> String = FileManager.default.homeDirectoryForCurrentUser.path
  ) -> StoreLocation {
    let home = nonEmpty(environment["HOME"]) ?? homeDirectory()
    if let explicitPath = nonEmpty(explicitPath) {
      return StoreLocation(
        path: expand(explicitPath, home: home), seedsSampleTrips: false, createsMissingFolders: false)
    }
    if let store = nonEmpty(environment["ROADTRIP_STORE"]) {
      return StoreLocation(path: expand(store, home: home), seedsSampleTrips: true)
    }
    let dataHome = nonEmpty(environment["XDG_DATA_HOME"]).map { expand($0, home: home) }
    let base = dataHome ?? FilePath.joining(home, ".local/share")
    let path = FilePath.joining(base, "roadtrip/roadtrip.sqlite")
    return StoreLocation(path: path, seedsSampleTrips: true)
  }

  /// The variables ``resolve(explicitPath:environment:homeDirectory:)`` reads, from the process
  /// environment (read one by one: the whole environment as a dictionary costs a start-up more).
  public static func environment() -> [String: String] {
    var values: [String: String] = [:]
    for name in ["HOME", "ROADTRIP_STORE", "XDG_DATA_HOME"] {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }

  private static func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    return value
  }

  private static func expand(_ path: String, home: String) -> String {
    if path == "~" { return home }
    if path.hasPrefix("~/") { return FilePath.joining(home, String(path.dropFirst(2))) }
    return path
  }
}
