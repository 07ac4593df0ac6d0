/// What one HTTP POST produced.
public enum HTTPOutcome: Sendable, Equatable {
  /// An answer arrived: its status and bytes.
  case answered(status: Int, body: [UInt8])
  /// The HTTP client cannot run here (libcurl is not installed).
  case clientUnavailable(reason: String)
  /// The server could not be reached, or the connection broke.
  case unreachable(reason: String)
  /// No complete answer within the time limit.
  case timedOut
  /// The answer grew beyond the size limit.
  case tooLarge
  /// The request was cancelled.
  case cancelled
}

/// Sends one JSON POST and waits for the whole answer, without blocking the caller's thread.
public protocol HTTPPosting: Sendable {
  /// POSTs `body` to `url`; gives up after `timeout` or beyond `maximumBytes` of answer. Cancelling
  /// the calling task ends the request with ``HTTPOutcome/cancelled``.
  func post(url: String, body: [UInt8], timeout: Duration, maximumBytes: Int) async -> HTTPOutcome
}
