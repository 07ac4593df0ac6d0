import Navigation
import Routes
import TextUI

/// The modules of the entries on the stack, built lazily the first time their entry is visible and
/// released as soon as the entry leaves the stack (the NavigationLink pre-build pitfall avoided).
@MainActor
final class ScreenCache {
  private let factory: ScreenFactory
  private var screens: [EntryID: (route: Route, screen: Screen)] = [:]

  init(factory: ScreenFactory) {
    self.factory = factory
  }

  /// The screen of `entry`, built now if it has not been.
  func screen(for entry: NavigationEntry<Route>) -> Screen {
    if let cached = screens[entry.id], cached.route == entry.route { return cached.screen }
    let screen = factory.makeScreen(for: entry)
    screens[entry.id] = (entry.route, screen)
    return screen
  }

  /// The screen of `id` if it has been built.
  func builtScreen(for id: EntryID) -> Screen? { screens[id]?.screen }

  /// Releases the modules of entries no longer in `state`.
  func release(entriesNotIn state: NavigationState<Route>) {
    let live = Set(state.allEntries.map(\.id))
    for id in screens.keys where !live.contains(id) {
      screens[id] = nil
    }
  }

  /// Releases the modules of the entries whose route matches `shouldRelease` (they are built again,
  /// from the store, when next shown: after the unit changed).
  func release(where shouldRelease: (Route) -> Bool) {
    for (id, cached) in screens where shouldRelease(cached.route) {
      screens[id] = nil
    }
  }

  /// Every built screen: saves again what waited for another program's lock (``Screen/retrySaves``).
  func retrySaves() {
    for cached in screens.values { cached.screen.retrySaves() }
  }

  /// The ids of the entries whose modules are alive (for tests of laziness and release).
  var builtEntryIDs: Set<EntryID> { Set(screens.keys) }
}
