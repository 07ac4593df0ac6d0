import Routing
import TripModels
import TripStore
import ValhallaRouting

/// Where the road router comes from: `--router URL`, else `ROADTRIP_ROUTER`, else the URL
/// remembered in the store; with none of them there is no router and nothing is sent anywhere.
/// The avoid options are remembered in the store.
@MainActor
enum RouterSetting {
  /// The settings key of the remembered router URL.
  static let urlSetting = "router"
  /// The settings key of the remembered avoid options (``RoutingOptions/key``).
  static let optionsSetting = "router-avoid"
  /// The environment variable naming a router.
  nonisolated static let environmentVariable = "ROADTRIP_ROUTER"
  /// The environment variable giving how long one request to the router may take, in whole
  /// seconds (``timeoutRange``); ``defaultTimeout`` when unset or empty.
  nonisolated static let timeoutVariable = "ROADTRIP_ROUTER_TIMEOUT"
  /// How long one request may take when `ROADTRIP_ROUTER_TIMEOUT` does not say.
  nonisolated static let defaultTimeout = Duration.seconds(10)
  /// The seconds `ROADTRIP_ROUTER_TIMEOUT` may give.
  nonisolated static let timeoutRange = 1...600

  /// The router URL this run uses, if any: `flag`, else `environment`'s, else the remembered one.
  static func url(
    flag: String?, environment: [String: String], repository: any TripRepository
  ) throws -> String? {
    if let flag { return flag }
    if let named = environment[environmentVariable], !named.isEmpty { return named }
    return try repository.setting(urlSetting).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The remembered avoid options (none avoided when nothing is remembered).
  static func options(repository: any TripRepository) throws -> RoutingOptions {
    let parts = Set((try repository.setting(optionsSetting) ?? "").split(separator: ","))
    return RoutingOptions(
      avoidsTolls: parts.contains("tolls"), avoidsHighways: parts.contains("highways"),
      avoidsFerries: parts.contains("ferries"))
  }

  /// The kept road legs an export writes for a trip: those routed with the remembered avoid
  /// options, by any router (none when the store keeps no legs or cannot be read).
  static func exportRoads(repository: any TripRepository) -> @MainActor (Trip) -> TripRoadLegs {
    let store = repository as? any RoadLegStore
    let options = (try? options(repository: repository)) ?? RoutingOptions()
    return { trip in TripRoadLegs.kept(of: trip, in: store, options: options) }
  }

  /// `text` if it can name a router: an `http://` or `https://` URL of printable ASCII without
  /// spaces; nil otherwise.
  nonisolated static func validated(_ text: String) -> String? {
    let lower = text.lowercased()
    guard lower.hasPrefix("http://") || lower.hasPrefix("https://") else { return nil }
    guard text.unicodeScalars.allSatisfy({ (0x21..<0x7F).contains($0.value) }) else { return nil }
    return text
  }

  /// The router at `url` (built now; its HTTP library is loaded only on its first request).
  static func router(at url: String?) -> (any RoadRouting)? {
    url.map(router(at:))
  }

  /// The router at `url` (built now; its HTTP library is loaded only on its first request), with
  /// the time limit `ROADTRIP_ROUTER_TIMEOUT` gives (the command refused a bad value before
  /// anything ran, see ``timeout(environment:)``).
  static func router(at url: String) -> any RoadRouting {
    let environment = AppConfiguration.processEnvironment()
    return ValhallaRouter(url: url, timeout: (try? timeout(environment: environment)) ?? defaultTimeout)
  }

  /// How long one request may take: `ROADTRIP_ROUTER_TIMEOUT` seconds, else ``defaultTimeout``.
  /// - Throws: ``UsageError`` when the variable holds anything but a whole number in
  ///   ``timeoutRange``.
  nonisolated static func timeout(environment: [String: String]) throws(UsageError) -> Duration {
    guard let text = environment[timeoutVariable], !text.isEmpty else { return defaultTimeout }
    guard text.utf8.count <= 3, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let seconds = Int(text), timeoutRange.contains(seconds)
    else {
      throw UsageError(
        "\(timeoutVariable) must be a whole number of seconds from \(timeoutRange.lowerBound) to "
          + "\(timeoutRange.upperBound) — it is \"\(text.prefix(20))\"; unset it for "
          + "\(defaultTimeout.components.seconds) s")
    }
    return .seconds(seconds)
  }
}
