/// Why a ``Navigator`` could not carry out a command.
public enum NavigatorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No stack is registered under this tag.
  case unknownStack(StackTag)
  /// A stack is already registered under this tag.
  case duplicateStack(StackTag)
  /// The main stack cannot be unregistered.
  case cannotUnregisterMain
  /// An `.open(URL)` command arrived but no URL handler is set.
  case noURLHandler

  /// A one-line message saying what was wrong.
  public var description: String {
    switch self {
    case .unknownStack(let tag): "there is no navigation stack named “\(tag)”"
    case .duplicateStack(let tag): "a navigation stack named “\(tag)” is already registered"
    case .cannotUnregisterMain: "the main navigation stack cannot be removed"
    case .noURLHandler: "links cannot be opened here — no link handler is set up"
    }
  }
}
