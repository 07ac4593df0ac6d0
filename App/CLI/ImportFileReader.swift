import Platform
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reads an import file into memory, never holding more than the import limit: a regular file
/// larger than the limit is refused from its size before a byte is read, and is otherwise read into
/// one buffer of its exact size; a pipe or device (`/dev/stdin`, `/dev/zero`) is read in chunks and
/// refused as soon as it passes the limit. So the memory a refused file costs is at most the limit,
/// and an accepted file is held once.
enum ImportFileReader {
  /// The bytes of the file at `path`, at most `limit` of them.
  /// - Throws: ``FileDescriptorIO/Failure`` with code 0 when the file is larger than `limit`, with
  ///   the C library's code when it cannot be opened or read.
  static func read(_ path: String, limit: Int) throws(FileDescriptorIO.Failure) -> Data {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw failure(errno) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
    var data = Data()
    if status.st_mode & S_IFMT == S_IFREG {
      let size = Int(status.st_size)
      guard size <= limit else { throw tooLarge(limit, size: size) }
      data = Data(count: size)
      var filled = 0
      while filled < size {
        let count = data.withUnsafeMutableBytes { buffer -> Int in
          guard let base = buffer.baseAddress else { return 0 }
          return Platform.read(descriptor, base + filled, size - filled)
        }
        if count == 0 { break }  // The file shrank while it was read.
        if count < 0 {
          if errno == EINTR { continue }
          throw failure(errno)
        }
        filled += count
      }
      if filled < size { data.removeSubrange(filled..<size) }
    }
    // What a regular file gained while it was read, or all of a pipe or device.
    try appendRest(of: descriptor, to: &data, limit: limit)
    return data
  }

  /// Reads `descriptor` to its end in chunks, appending to `data` and refusing more than `limit`
  /// bytes in all as soon as they are passed.
  private static func appendRest(
    of descriptor: Int32, to data: inout Data, limit: Int
  ) throws(FileDescriptorIO.Failure) {
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        Platform.read(descriptor, buffer.baseAddress, buffer.count)
      }
      if count == 0 { return }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(errno)
      }
      guard data.count + count <= limit else { throw tooLarge(limit, size: nil) }
      data.append(contentsOf: chunk[0..<count])
    }
  }

  static func failure(_ code: Int32) -> FileDescriptorIO.Failure {
    FileDescriptorIO.Failure(code: code, description: FileDescriptorIO.message(code))
  }

  static func tooLarge(_ limit: Int, size: Int?) -> FileDescriptorIO.Failure {
    let megabytes = limit >> 20
    let description =
      if let size {
        "it is \(size >> 20) MB, more than the \(megabytes) MB an import may be"
      } else {
        "it is larger than the \(megabytes) MB an import may be"
      }
    return FileDescriptorIO.Failure(code: 0, description: description)
  }
}

/// An import file open to be read a chunk at a time (a JSON export is imported as it is read, see
/// ``ImportReport``), refused as ``ImportFileReader`` refuses it: a regular file larger than the
/// limit from its size before a byte is read, and any file as soon as what was read passes it.
///
/// Reads come from the import's reading thread, one at a time; the count is atomic so that the
/// stream may be handed to it.
final class ImportFileStream: Sendable {
  private let descriptor: Int32
  private let limit: Int
  private let bytesRead = Atomic<Int>(0)
  /// Whether the file is a regular file (which can be read again from its start); a pipe or a
  /// device is read whole by ``ImportFileReader`` instead.
  let isRegularFile: Bool

  /// Opens the file at `path`.
  /// - Throws: ``FileDescriptorIO/Failure`` as ``ImportFileReader/read(_:limit:)`` does.
  init(_ path: String, limit: Int) throws(FileDescriptorIO.Failure) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw ImportFileReader.failure(errno) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let code = errno
      close(descriptor)
      throw ImportFileReader.failure(code)
    }
    isRegularFile = status.st_mode & S_IFMT == S_IFREG
    if isRegularFile, Int(status.st_size) > limit {
      close(descriptor)
      throw ImportFileReader.tooLarge(limit, size: Int(status.st_size))
    }
    self.descriptor = descriptor
    self.limit = limit
  }

  deinit {
    close(descriptor)
  }

  /// Reads the file's next bytes into `buffer`: how many, 0 at its end.
  /// - Throws: ``FileDescriptorIO/Failure``, with code 0 once the bytes read pass the limit.
  func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileDescriptorIO.Failure) -> Int {
    while true {
      let count = Platform.read(descriptor, buffer.baseAddress, buffer.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw ImportFileReader.failure(errno)
      }
      let total = bytesRead.add(count, ordering: .relaxed).newValue
      guard total <= limit else { throw ImportFileReader.tooLarge(limit, size: nil) }
      return count
    }
  }
}
