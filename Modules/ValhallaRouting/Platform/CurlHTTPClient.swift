import CCurl
import Synchronization

/// ``HTTPPosting`` through libcurl, opened the first time a request is made (not at start-up, and
/// never when no router is configured). Each request runs on a thread made for it, below the
/// priority of the thread drawing frames, and its answer is read there too (never on the main
/// thread or the cooperative pool's); cancelling the task aborts the transfer.
public struct CurlHTTPClient: HTTPPosting {
  private static let lastID = Atomic<UInt64>(0)

  /// A client; nothing is loaded until the first request.
  public init() {}

  /// See ``HTTPPosting/post(url:body:timeout:maximumBytes:)``.
  public func post(url: String, body: [UInt8], timeout: Duration, maximumBytes: Int) async -> HTTPOutcome {
    await post(url: url, body: body, timeout: timeout, maximumBytes: maximumBytes) { $0 }
  }

  /// See ``HTTPPosting/post(url:body:timeout:maximumBytes:reading:)``: the answer is read on the
  /// request's own low-priority thread.
  public func post<Value: Sendable>(
    url: String, body: [UInt8], timeout: Duration, maximumBytes: Int,
    reading read: @escaping @Sendable (HTTPOutcome) -> Value
  ) async -> Value {
    let id = Self.lastID.add(1, ordering: .relaxed).newValue
    let milliseconds = Int(
      timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let completion = Completion { response in
          continuation.resume(returning: read(Self.outcome(of: response)))
        }
        let context = Unmanaged.passRetained(completion).toOpaque()
        let started = body.withUnsafeBufferPointer { bytes in
          bytes.withMemoryRebound(to: CChar.self) { text in
            roadtrip_http_post_on_own_thread(
              url, text.baseAddress, text.count, milliseconds, maximumBytes, id, context
            ) { context, response in
              // On the request's thread: hand the response to the completion made for it, once.
              guard let context, let response else { return }
              Unmanaged<Completion>.fromOpaque(context).takeRetainedValue().run(response)
            }
          }
        }
        if started != 0 {
          Unmanaged<Completion>.fromOpaque(context).release()
          continuation.resume(
            returning: read(.unreachable(reason: "no thread could be started for the request")))
        }
      }
    } onCancel: {
      roadtrip_http_cancel(id)
    }
  }

  // MARK: - Platform

  /// What to do with a request's response, on the thread that made it.
  private final class Completion: Sendable {
    private let body: @Sendable (UnsafeMutablePointer<roadtrip_http_response>) -> Void

    init(_ body: @escaping @Sendable (UnsafeMutablePointer<roadtrip_http_response>) -> Void) {
      self.body = body
    }

    func run(_ response: UnsafeMutablePointer<roadtrip_http_response>) { body(response) }
  }

  /// The outcome libcurl's `response` says, its body freed.
  private static func outcome(of response: UnsafeMutablePointer<roadtrip_http_response>) -> HTTPOutcome {
    defer { roadtrip_http_response_free(response) }
    let reason = withUnsafeBytes(of: response.pointee.reason) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    switch response.pointee.failure {
    case 0:
      let bytes =
        response.pointee.body.map { Array(UnsafeBufferPointer(start: $0, count: response.pointee.length)) }
        ?? []
      return .answered(status: Int(response.pointee.status), body: bytes)
    case ROADTRIP_HTTP_NO_LIBRARY: return .clientUnavailable(reason: reason)
    case ROADTRIP_HTTP_TIMED_OUT: return .timedOut
    case ROADTRIP_HTTP_TOO_LARGE: return .tooLarge
    case ROADTRIP_HTTP_CANCELLED: return .cancelled
    default: return .unreachable(reason: reason)
    }
  }
}
