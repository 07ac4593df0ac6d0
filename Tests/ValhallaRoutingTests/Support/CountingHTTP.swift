import Synchronization
import ValhallaRouting

/// The real HTTP client, counting what goes through it: requests made, the most in flight at once,
/// and the most locations one request carried.
final class CountingHTTP: HTTPPosting {
  private struct Counts {
    var requests = 0
    var inFlight = 0
    var mostInFlight = 0
    var bodies: [[UInt8]] = []
  }

  private let counts = Mutex(Counts())
  private let client = CurlHTTPClient()

  /// Requests made so far.
  var requests: Int { counts.withLock { $0.requests } }
  /// The most requests that were in flight at once.
  var mostInFlight: Int { counts.withLock { $0.mostInFlight } }
  /// The bodies sent, in the order they were sent.
  var bodies: [String] { counts.withLock { $0.bodies.map { String(decoding: $0, as: UTF8.self) } } }

  func post(url: String, body: [UInt8], timeout: Duration, maximumBytes: Int) async -> HTTPOutcome {
    counts.withLock {
      $0.requests += 1
      $0.inFlight += 1
      $0.mostInFlight = max($0.mostInFlight, $0.inFlight)
      $0.bodies.append(body)
    }
    let outcome = await client.post(url: url, body: body, timeout: timeout, maximumBytes: maximumBytes)
    counts.withLock { $0.inFlight -= 1 }
    return outcome
  }
}
