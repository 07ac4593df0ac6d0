import Foundation
import Navigation

extension Navigator where Route == Routes.Route {
  /// Handles `.open(URL)` commands as RoadTrip deep links checked against `lookup`, opened on the
  /// main stack (see ``DeepLinkCodec/open(_:on:lookup:)``). A bad link throws ``DeepLinkError``.
  public func handleDeepLinks(with lookup: some RouteDataLookup) {
    urlHandler = { url, navigator in
      try await DeepLinkCodec.open(url.absoluteString, on: navigator.main, lookup: lookup)
    }
  }
}
