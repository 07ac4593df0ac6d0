import Platform

/// Reading and writing whole buffers through file descriptors, where every failure is a value:
/// no trap on a full disk, a closed stream or a directory where a file was expected.
enum FileDescriptorIO {
  /// A failed read or write, with the C library's reason.
  struct Failure: Error, Equatable, CustomStringConvertible {
    /// `errno` of the failure (0 when the limit was reached).
    var code: Int32
    /// What went wrong, in words.
    var description: String
  }

  /// Writes all of `bytes` to `descriptor`, retrying after interruptions and partial writes.
  static func write(_ bytes: some Collection<UInt8>, to descriptor: Int32) throws(Failure) {
    let result: Int32? = Array(bytes).withUnsafeBytes { buffer -> Int32? in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let written = Platform.write(descriptor, base + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else if written < 0, errno == EAGAIN {
          var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&waiting, 1, 1000)
        } else {
          return written < 0 ? errno : EIO
        }
      }
      return nil
    }
    if let code = result { throw Failure(code: code, description: message(code)) }
  }

  /// Everything `descriptor` gives until its end, refusing more than `limit` bytes as soon as the
  /// limit is passed (never reading further).
  static func readAll(from descriptor: Int32, limit: Int) throws(Failure) -> [UInt8] {
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        Platform.read(descriptor, buffer.baseAddress, buffer.count)
      }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        let code = errno
        throw Failure(code: code, description: message(code))
      }
      guard data.count + count <= limit else {
        throw Failure(code: 0, description: "it is larger than \(limit >> 20) MB")
      }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  /// Reads the file at `path` (a regular file, FIFO or device), at most `limit` bytes.
  static func readFile(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw Failure(code: code, description: message(code))
    }
    defer { close(descriptor) }
    return try readAll(from: descriptor, limit: limit)
  }

  /// The C library's message for `code`, in lower case as it appears mid-sentence.
  static func message(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
