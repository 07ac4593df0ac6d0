import Foundation

/// A navigation request any code can send to a ``Navigator`` — the typed replacement for posting
/// notification names.
public enum NavigationCommand<Route: Hashable & Codable & Sendable>: Equatable, Sendable {
  /// Pushes a route on a stack.
  case push(Route, StackTag = .main)
  /// Pushes several routes on a stack in one step.
  case pushAll([Route], StackTag = .main)
  /// Goes back one screen on a stack (pops, or dismisses a modal at its root).
  case pop(StackTag = .main)
  /// Pops to a stack's root (running its after-back cleanup).
  case popToRoot(StackTag = .main)
  /// Replaces a stack's path.
  case replace([Route], StackTag = .main)
  /// Dismisses every modal of a stack and replaces its base path.
  case reset([Route], StackTag = .main)
  /// Presents a modal on a stack.
  case present(Route, StackTag = .main)
  /// Dismisses a stack's modal.
  case dismiss(StackTag = .main)
  /// Opens a deep link with the navigator's URL handler.
  case open(URL)
}
