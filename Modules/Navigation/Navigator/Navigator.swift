import Foundation
import Observation

/// The registry of named navigation stacks, addressable from anywhere with typed commands.
///
/// The main stack is always registered as ``StackTag/main``. Commands go through ``send(_:)``;
/// `.open(URL)` is handed to the ``urlHandler`` (the app installs one that parses and validates
/// deep links, then replaces the main stack's path).
@MainActor
@Observable
public final class Navigator<Route: Hashable & Codable & Sendable> {
  /// Handles an `.open(URL)` command; throws a message-carrying error for a bad link.
  public typealias URLHandler = @MainActor (URL, Navigator<Route>) async throws -> NavigationResult<Route>

  /// The main stack.
  public let main: NavigationStack<Route>
  /// Registered tags in registration order (`.main` first).
  public private(set) var tags: [StackTag] = [.main]
  @ObservationIgnored private var stacks: [StackTag: NavigationStack<Route>]
  /// Handles `.open(URL)` commands.
  @ObservationIgnored public var urlHandler: URLHandler?

  /// A navigator around an existing main stack.
  public init(main: NavigationStack<Route>) {
    self.main = main
    self.stacks = [.main: main]
  }

  /// A navigator whose main stack shows `root`.
  public convenience init(root: Route) {
    self.init(main: NavigationStack(root: root))
  }

  // MARK: - Registry

  /// The stack registered under `tag`, if any.
  public func stack(_ tag: StackTag) -> NavigationStack<Route>? {
    stacks[tag]
  }

  /// Registers `stack` under `tag`.
  /// - Throws: ``NavigatorError/duplicateStack(_:)`` when the tag is taken.
  public func register(_ stack: NavigationStack<Route>, as tag: StackTag) throws(NavigatorError) {
    guard stacks[tag] == nil else { throw .duplicateStack(tag) }
    stacks[tag] = stack
    tags.append(tag)
  }

  /// Creates, registers and returns a stack showing `root` under `tag`.
  /// - Throws: ``NavigatorError/duplicateStack(_:)`` when the tag is taken.
  @discardableResult
  public func makeStack(_ tag: StackTag, root: Route) throws(NavigatorError) -> NavigationStack<Route> {
    let stack = NavigationStack(root: root)
    try register(stack, as: tag)
    return stack
  }

  /// Removes the stack registered under `tag` (never `.main`).
  public func unregister(_ tag: StackTag) throws(NavigatorError) {
    guard tag != .main else { throw .cannotUnregisterMain }
    guard stacks.removeValue(forKey: tag) != nil else { throw .unknownStack(tag) }
    tags.removeAll { $0 == tag }
  }

  /// Sets the cleanup that runs after every pop to root of the stack under `tag`.
  public func setAfterBackCleanup(
    for tag: StackTag, _ cleanup: (@MainActor () -> Void)?
  ) throws(NavigatorError) {
    try requireStack(tag).afterBackCleanup = cleanup
  }

  // MARK: - Commands

  /// Carries out `command` and returns what it did.
  /// - Throws: ``NavigatorError`` for an unknown tag or a missing URL handler, or whatever the URL
  ///   handler throws for a bad link (the stacks are then unchanged).
  @discardableResult
  public func send(_ command: NavigationCommand<Route>) async throws -> NavigationResult<Route> {
    switch command {
    case .push(let route, let tag): return try requireStack(tag).push(route)
    case .pushAll(let routes, let tag): return try requireStack(tag).push(contentsOf: routes)
    case .pop(let tag): return try await requireStack(tag).back()
    case .popToRoot(let tag): return try await requireStack(tag).popToRoot()
    case .replace(let routes, let tag): return try await requireStack(tag).replace(path: routes)
    case .reset(let routes, let tag): return try await requireStack(tag).reset(path: routes)
    case .present(let route, let tag): return try requireStack(tag).present(route)
    case .dismiss(let tag): return try await requireStack(tag).dismiss()
    case .open(let url):
      guard let urlHandler else { throw NavigatorError.noURLHandler }
      return try await urlHandler(url, self)
    }
  }

  private func requireStack(_ tag: StackTag) throws(NavigatorError) -> NavigationStack<Route> {
    guard let stack = stacks[tag] else { throw .unknownStack(tag) }
    return stack
  }
}
