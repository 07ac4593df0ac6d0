/// A navigation stack as a value: a root route, a path of entries above it, and any modals presented
/// on top (each a stack of its own).
///
/// Routers never edit it directly: ``NavigationStack`` changes it one ``NavigationChange`` at a time,
/// each applied whole or not at all. Copies are cheap (arrays are copy-on-write), two states compare
/// with `==`, and the value is `Codable` with a format version (see ``formatVersion``).
public struct NavigationState<Route: Hashable & Codable & Sendable>: Equatable, Sendable {
  /// The version written by ``encode(to:)``; decoding any other version fails.
  public static var formatVersion: Int { 1 }

  /// The stack itself.
  public internal(set) var base: NavigationLevel<Route>
  /// Presented modals, innermost last. Operations apply to the innermost one while any is presented.
  public internal(set) var modals: [NavigationLevel<Route>]
  /// The id the next new entry gets.
  public internal(set) var nextID: EntryID

  // MARK: - Creating

  /// A stack showing `root`, with `path` pushed on it (ids 1, 2, … in order).
  public init(root: Route, path: [Route] = []) {
    var next = EntryID.root.next
    var entries: [NavigationEntry<Route>] = []
    entries.reserveCapacity(path.count)
    for route in path {
      entries.append(NavigationEntry(id: next, route: route))
      next = next.next
    }
    self.base = NavigationLevel(rootEntry: NavigationEntry(id: .root, route: root), path: entries)
    self.modals = []
    self.nextID = next
  }

  /// A state from its parts, checked: ids must be unique and below `nextID`.
  /// - Throws: ``NavigationError/invalidState(_:)`` naming the problem.
  public init(
    base: NavigationLevel<Route>, modals: [NavigationLevel<Route>] = [], nextID: EntryID
  ) throws(NavigationError) {
    self.base = base
    self.modals = modals
    self.nextID = nextID
    if let problem = invariantViolation { throw .invalidState(problem) }
  }

  // MARK: - The base stack

  /// The base stack's root route.
  public var root: Route { base.root }
  /// The base stack's root entry id.
  var rootID: EntryID { base.rootEntry.id }
  /// The base stack's root entry.
  public var rootEntry: NavigationEntry<Route> { base.rootEntry }
  /// The entries pushed on the base stack, bottom first.
  public var path: [NavigationEntry<Route>] { base.path }
  /// The base stack's top route (the root when the path is empty).
  public var top: Route { base.topEntry.route }
  /// The base stack's top entry id.
  public var topEntryID: EntryID { base.topEntry.id }
  /// The base stack's top entry.
  public var topEntry: NavigationEntry<Route> { base.topEntry }

  // MARK: - Modals and what is on screen

  /// The innermost presented modal, if any.
  public var modal: NavigationLevel<Route>? { modals.last }
  /// Whether a modal is presented (pops then apply to it, never to the stack below).
  var isPresentingModal: Bool { !modals.isEmpty }
  /// The level operations apply to: the innermost modal, else the base stack.
  var activeLevel: NavigationLevel<Route> { modals.last ?? base }
  /// The entry on screen: the top of the innermost modal, else the top of the base stack.
  var visibleEntry: NavigationEntry<Route> {
    guard let modal = modals.last else { return base.path.last ?? base.rootEntry }
    return modal.path.last ?? modal.rootEntry
  }

  // MARK: - Looking up

  /// Every level, base first.
  public var levels: [NavigationLevel<Route>] { [base] + modals }
  /// Every entry of every level, base root first.
  public var allEntries: [NavigationEntry<Route>] { levels.flatMap(\.entries) }

  /// The entry with this id, on any level.
  public func entry(_ id: EntryID) -> NavigationEntry<Route>? {
    allEntries.first { $0.id == id }
  }

  /// Whether an entry with this id is on any level.
  public func contains(_ id: EntryID) -> Bool { entry(id) != nil }

  /// A description of the first broken rule (duplicate id, id not below ``nextID``), nil when valid.
  package var invariantViolation: String? {
    var seen = Set<EntryID>()
    for entry in allEntries {
      guard entry.id >= .root, entry.id < nextID else {
        return "entry id \(entry.id) is not below the next id \(nextID)"
      }
      guard seen.insert(entry.id).inserted else { return "entry id \(entry.id) is used twice" }
    }
    return nil
  }
}
