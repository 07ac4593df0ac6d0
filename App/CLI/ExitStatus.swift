/// The exit status of `roadtrip`, plus 128 + N after signal N.
public struct ExitStatus: Equatable, Sendable {
  /// The number the process exits with.
  public let rawValue: Int32

  /// Everything went fine.
  static let success = ExitStatus(rawValue: 0)
  /// A script line failed (the script went on).
  static let scriptLineFailed = ExitStatus(rawValue: 1)
  /// The command line was wrong.
  static let usage = ExitStatus(rawValue: 2)
  /// The store could not be opened.
  static let storeUnavailable = ExitStatus(rawValue: 3)
  /// Standard output or the export file could not be written (a full disk, a closed stream).
  static let outputFailed = ExitStatus(rawValue: 4)
  /// `roadtrip route`: a leg could not be routed (the router was unreachable, refused, or found no
  /// road); the legs of that request were not kept.
  static let routingFailed = ExitStatus(rawValue: 5)
}
