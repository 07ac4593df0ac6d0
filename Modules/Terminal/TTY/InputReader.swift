import Dispatch
import Platform
import TextUI

// MARK: - Input reader

/// Reads a TTY on a thread of its own, decodes the bytes and hands over the keys.
///
/// All decoder state lives on that thread; nothing mutable is shared. The thread waits in `poll` on
/// the TTY and on a self-pipe: `stop()` closes the pipe's write end, which wakes the thread and ends
/// it. While an Esc is pending the wait is `KeyDecoder.escapeTimeoutMilliseconds`, after which the
/// Esc counts as the Esc key.
struct InputReader {
  private var wakeWriteEnd: Int32?

  /// Starts reading `fileDescriptor`. `deliver` gets each batch of keys on the reader thread;
  /// `ended` is called once if the input closes (hang-up) or fails.
  init(
    fileDescriptor: Int32,
    deliver: @escaping @Sendable ([Key]) -> Void,
    ended: @escaping @Sendable () -> Void
  ) throws(TerminalError) {
    var ends: [Int32] = [0, 0]
    guard pipe(&ends) == 0 else { throw .inputReader(errno: errno) }
    let wakeReadEnd = ends[0]
    wakeWriteEnd = ends[1]
    // A queue of its own: the loop blocks in `poll` for the whole session, so it keeps one of
    // Dispatch's threads (never the main thread or the cooperative pool's).
    DispatchQueue(label: "roadtrip.terminal-input", qos: .userInteractive).async {
      let endedByInput = Self.run(
        fileDescriptor: fileDescriptor, wakeReadEnd: wakeReadEnd, deliver: deliver)
      close(wakeReadEnd)
      if endedByInput { ended() }
    }
  }

  /// Stops the reader thread (it finishes on its own shortly after). Safe to call more than once.
  mutating func stop() {
    guard let end = wakeWriteEnd else { return }
    close(end)
    wakeWriteEnd = nil
  }

  // MARK: - The reading loop

  /// Returns true when the input ended (EOF or error), false when stopped through the pipe.
  private static func run(
    fileDescriptor: Int32, wakeReadEnd: Int32, deliver: @Sendable ([Key]) -> Void
  ) -> Bool {
    var decoder = KeyDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let timeout = KeyDecoder.escapeTimeoutMilliseconds
    while true {
      var descriptors = [
        pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeReadEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&descriptors, 2, decoder.isWaitingForEscapeSequence ? timeout : -1)
      if ready < 0 {
        if errno == EINTR { continue }
        return true
      }
      if ready == 0 {
        let keys = decoder.flushAfterTimeout()
        if !keys.isEmpty { deliver(keys) }
        continue
      }
      if descriptors[1].revents != 0 { return false }
      guard descriptors[0].revents != 0 else { continue }
      let count = buffer.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        let keys = decoder.decode(buffer[0..<count])
        if !keys.isEmpty { deliver(keys) }
      } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
        return true
      }
    }
  }
}
