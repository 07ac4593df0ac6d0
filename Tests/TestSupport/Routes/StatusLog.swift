import Routes

/// Collects the status messages a screen reports (its `report` closure), for tests.
@MainActor
public final class StatusLog {
  /// Every message reported, in order.
  public private(set) var messages: [StatusMessage] = []

  /// An empty log.
  public init() {}

  /// Records `message`; pass `{ log.report($0) }` as a module's `report`.
  public func report(_ message: StatusMessage) {
    messages.append(message)
  }

  /// The words of every message reported, in order.
  public var texts: [String] { messages.map(\.text) }
}
