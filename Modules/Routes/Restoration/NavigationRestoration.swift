import Navigation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Saves the main stack as a versioned JSON string and restores it at the next launch, keeping the
/// longest prefix of the path whose data still exists. Restoring never traps: an unreadable or
/// unknown save starts at the trip list and says why.
public enum NavigationRestoration {
  /// The setting name under which the App keeps the saved main stack (`TripRepository.setSetting`).
  public static let settingKey = "navigation.main"

  /// The version written by ``encode(_:)`` (the ``NavigationState`` format version).
  public static var version: Int { NavigationState<Route>.formatVersion }

  /// The saved form of the main stack: its base stack (modals are not saved), ids and next id
  /// included so ids stay unique across launches.
  /// - Throws: `EncodingError` (not expected for RoadTrip's routes).
  public static func encode(_ state: NavigationState<Route>) throws -> String {
    let saved = try NavigationState(base: state.base, nextID: state.nextID)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(saved), as: UTF8.self)
  }

  /// The state to start with: the saved one cut to the longest prefix that still resolves in
  /// `lookup`, or the trip list (with the reason) when nothing usable was saved.
  @MainActor
  public static func restore(_ saved: String?, lookup: some RouteDataLookup) -> RestoredNavigation {
    let start = NavigationState<Route>(root: .trips)
    guard let saved, !saved.isEmpty else { return RestoredNavigation(state: start, issue: nil) }
    let decoded: NavigationState<Route>
    do {
      decoded = try decode(saved)
    } catch {
      return RestoredNavigation(state: start, issue: error)
    }
    guard decoded.root == .trips else {
      return RestoredNavigation(state: start, issue: .unexpectedRoot)
    }
    // A new stop's editor is not reopened: it stored nothing, and a screen restored at launch never
    // starts in a text field (the trip is shown, its stops to choose from).
    let restorable = decoded.path.prefix { !$0.route.isNewStop }
    let kept = restorable.prefix { lookup.resolves($0.route) && $0.route.isScreen }.count
    let dropped = decoded.path.count - kept
    guard dropped > 0 else { return RestoredNavigation(state: decoded, issue: nil) }
    var state = decoded
    do {
      try state.apply(.pop(count: dropped))
    } catch {
      return RestoredNavigation(state: start, issue: .unreadable(error.description))
    }
    let gone = restorable.count - kept
    return RestoredNavigation(state: state, issue: gone > 0 ? .screensGone(gone) : nil)
  }

  private static func decode(_ saved: String) throws(RestorationIssue) -> NavigationState<Route> {
    let data = Data(saved.utf8)
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw .unreadable("it is not a saved navigation stack")
    }
    guard header.version == version else { throw .unsupportedVersion(header.version) }
    do {
      return try JSONDecoder().decode(NavigationState<Route>.self, from: data)
    } catch let DecodingError.dataCorrupted(context) {
      throw .unreadable(context.debugDescription)
    } catch {
      throw .unreadable("its screens cannot be read")
    }
  }

  /// Just the version, read first so an unknown version is reported as such.
  private struct Header: Decodable {
    let version: Int
  }
}

/// A restored main stack and, when something could not be restored, why.
public struct RestoredNavigation: Equatable, Sendable {
  /// The state to start with.
  public let state: NavigationState<Route>
  /// Why the saved stack was not restored in full; nil when it was (or nothing was saved).
  public let issue: RestorationIssue?

  /// Creates a result.
  public init(state: NavigationState<Route>, issue: RestorationIssue?) {
    self.state = state
    self.issue = issue
  }
}

/// Why a saved stack was not restored in full.
public enum RestorationIssue: Error, Equatable, Sendable, CustomStringConvertible {
  /// The save is not readable (garbage, truncated, broken ids).
  case unreadable(String)
  /// The save has a version this build does not read.
  case unsupportedVersion(Int)
  /// The save does not start at the trip list.
  case unexpectedRoot
  /// This many screens at the top showed data that no longer exists and were dropped.
  case screensGone(Int)

  /// A one-line message for the status line.
  public var description: String {
    switch self {
    case .unreadable(let reason):
      "the saved screens could not be read (\(reason)) — starting at the trip list"
    case .unsupportedVersion(let version):
      "the saved screens are version \(version), this roadtrip reads version "
        + "\(NavigationRestoration.version) — starting at the trip list"
    case .unexpectedRoot: "the saved screens do not start at the trip list — starting there"
    case .screensGone(let count):
      count == 1
        ? "1 saved screen shows data that no longer exists — reopened the one below it"
        : "\(count) saved screens show data that no longer exists — reopened the last one that does"
    }
  }
}
