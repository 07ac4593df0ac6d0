import Synchronization
import ValhallaRouting

/// A router's transport where the request carrying `heldMarker` waits until it is cancelled and
/// every other request fails at once as unreachable: one chunk of a trip fails while another is
/// still in flight.
final class OneRequestFails: HTTPPosting {
  private enum Held {
    case idle
    case waiting(CheckedContinuation<Void, Never>)
    case cancelled
  }

  private let heldMarker: String
  private let held = Mutex(Held.idle)

  init(holding marker: String) {
    heldMarker = marker
  }

  func post(url: String, body: [UInt8], timeout: Duration, maximumBytes: Int) async -> HTTPOutcome {
    guard String(decoding: body, as: UTF8.self).contains(heldMarker) else {
      return .unreachable(reason: "Connection reset by peer")
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let resumeNow = held.withLock { state -> Bool in
          if case .cancelled = state { return true }
          state = .waiting(continuation)
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let waiting = held.withLock { state -> CheckedContinuation<Void, Never>? in
        defer { state = .cancelled }
        if case .waiting(let continuation) = state { return continuation }
        return nil
      }
      waiting?.resume()
    }
    return .cancelled
  }
}
