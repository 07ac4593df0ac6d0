import Routing
import TripModels

/// The road router the screens use: named with `--router`, `ROADTRIP_ROUTER` or the Router sheet;
/// the sheet's choice is remembered in the store (the settings `--router` falls back to), so the next
/// launch uses it too. No URL means no router: nothing is sent anywhere.
@MainActor
final class RouterPreference {
  /// The router's URL; nil when there is none.
  private(set) var url: String?
  /// What the routes avoid.
  private(set) var options: RoutingOptions
  /// The router in use; nil when there is none.
  private(set) var router: (any RoadRouting)?
  /// Called after the router or its options changed (the App rebuilds the trip screens).
  var onChange: (@MainActor () -> Void)?
  /// Builds the router of a URL (a Valhalla client in the app, a fake in tests).
  let makeRouter: @MainActor (String) -> any RoadRouting
  private let repository: any TripRepository

  /// The preference, starting at `router` with `options`, remembered in `repository`.
  init(
    router: (any RoadRouting)?, options: RoutingOptions, repository: any TripRepository,
    makeRouter: @escaping @MainActor (String) -> any RoadRouting
  ) {
    self.router = router
    self.url = router?.routerURL
    self.options = options
    self.repository = repository
    self.makeRouter = makeRouter
  }

  /// Remembers `url` (nil or empty: no router) and `options`, and routes with them from now on.
  /// - Throws: ``TripStoreError`` when the store cannot remember them; nothing changes then.
  func choose(url: String?, options: RoutingOptions) throws(TripStoreError) {
    let url = url.flatMap { $0.isEmpty ? nil : $0 }
    // One write: a store that fails keeps the URL and the options it had, never one of each.
    try repository.setSettings([
      RouterSetting.urlSetting: url ?? "", RouterSetting.optionsSetting: options.key,
    ])
    guard url != self.url || options != self.options else { return }
    if url != self.url { router = url.map(makeRouter) }
    self.url = url
    self.options = options
    onChange?()
  }
}
