import CCurl
import Platform
import Synchronization

/// ``HTTPPosting`` through libcurl, opened the first time a request is made (not at start-up, and
/// never when no router is configured). Each request blocks a thread of its own below the
/// interface's priority (``BackgroundPriority``: an answer a person sees but does not wait on), never
/// the main thread or the cooperative pool's, and cancelling the task aborts the transfer.
public struct CurlHTTPClient: HTTPPosting {
  private static let lastID = Atomic<UInt64>(0)

  /// A client; nothing is loaded until the first request.
  public init() {}

  /// See ``HTTPPosting/post(url:body:timeout:maximumBytes:)``.
  public func post(url: String, body: [UInt8], timeout: Duration, maximumBytes: Int) async -> HTTPOutcome {
    let id = Self.lastID.add(1, ordering: .relaxed).newValue
    let milliseconds = Int(
      timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
    return await withTaskCancellationHandler {
      await BackgroundPriority.perform { Self.perform(url, body, milliseconds, maximumBytes, id) }
    } onCancel: {
      roadtrip_http_cancel(id)
    }
  }

  // MARK: - Platform

  private static func perform(
    _ url: String, _ body: [UInt8], _ milliseconds: Int, _ maximum: Int, _ id: UInt64
  )
    -> HTTPOutcome
  {
    var response = roadtrip_http_response()
    body.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { text in
        roadtrip_http_post(url, text.baseAddress, text.count, milliseconds, maximum, id, &response)
      }
    }
    defer { roadtrip_http_response_free(&response) }
    let reason = withUnsafeBytes(of: response.reason) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    switch response.failure {
    case 0:
      let bytes = response.body.map { Array(UnsafeBufferPointer(start: $0, count: response.length)) } ?? []
      return .answered(status: Int(response.status), body: bytes)
    case ROADTRIP_HTTP_NO_LIBRARY: return .clientUnavailable(reason: reason)
    case ROADTRIP_HTTP_TIMED_OUT: return .timedOut
    case ROADTRIP_HTTP_TOO_LARGE: return .tooLarge
    case ROADTRIP_HTTP_CANCELLED: return .cancelled
    default: return .unreachable(reason: reason)
    }
  }
}
