import Navigation
import Routes
import TextUI

/// The modules of the entries on the stack, built lazily the first time their entry is visible and
/// released as soon as the entry leaves the stack (the NavigationLink pre-build pitfall avoided).
@MainActor
final class ScreenCache {
  private let factory: ScreenFactory
  private var screens: [EntryID: (route: Route, screen: Screen)] = [:]
  /// What released screens carry to the screens built in their place (``rebuild(where:)``).
  private var carried: [EntryID: any Sendable] = [:]

  init(factory: ScreenFactory) {
    self.factory = factory
  }

  /// The screen of `entry`, built now if it has not been.
  func screen(for entry: NavigationEntry<Route>) -> Screen {
    if let cached = screens[entry.id], cached.route == entry.route { return cached.screen }
    let carriedState = carried.removeValue(forKey: entry.id)
    let screen = factory.makeScreen(for: entry, carrying: carriedState)
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
    for id in carried.keys where !live.contains(id) {
      carried[id] = nil
    }
  }

  /// Releases the modules of the entries whose route matches `shouldRebuild`: they are built again,
  /// from the store, when next shown (after the units or the router changed), each handed what its
  /// old screen carried (``Screen/carriedState``), so it opens as it was being looked at.
  func rebuild(where shouldRebuild: (Route) -> Bool) {
    for (id, cached) in screens where shouldRebuild(cached.route) {
      if let state = cached.screen.carriedState() { carried[id] = state }
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
