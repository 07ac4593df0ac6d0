import Platform
import TripModels

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks made on an existing store file with plain reads, before SQLite is asked to open it.
enum StoreFileCheck {
  /// What is at a path.
  enum Kind: Equatable {
    case missing
    case regularFile(size: Int)
  }

  /// Looks at `path` without changing anything.
  /// - Throws: ``TripStoreError/cannotOpen(path:reason:)`` for a folder, device or unreachable path.
  static func kind(of path: String) throws(TripStoreError) -> Kind {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let code = errno
      if code == ENOENT {
        var link = stat()
        guard lstat(path, &link) == 0 else { return .missing }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        throw .cannotOpen(
          path: path,
          reason:
            "it is a symbolic link to \(target), which does not exist (restore that file or remove the link)")
      }
      throw .cannotOpen(path: path, reason: "it cannot be reached (\(systemMessage(code)))")
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile(size: Int(info.st_size))
    case S_IFDIR: throw .cannotOpen(path: path, reason: "it is a folder, not a store file")
    default: throw .cannotOpen(path: path, reason: "it is not a regular file")
    }
  }

  /// Reads the 100-byte SQLite header and rejects empty, foreign and truncated files.
  static func checkHeader(of path: String, size: Int) throws(TripStoreError) {
    guard size > 0 else { throw .notAStore(path: path, reason: "the file is empty") }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw .cannotOpen(path: path, reason: "it cannot be read (\(systemMessage(errno)))")
    }
    defer { close(descriptor) }
    var header = [UInt8](repeating: 0, count: 100)
    let count = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, 100) }
    guard count >= 0 else {
      throw .cannotOpen(path: path, reason: "it cannot be read (\(systemMessage(errno)))")
    }
    let magic = Array("SQLite format 3\0".utf8)
    guard count == 100, Array(header[0..<16]) == magic else {
      throw .notAStore(path: path, reason: "it is not an SQLite database")
    }
    let rawPageSize = Int(header[16]) << 8 | Int(header[17])
    let pageSize = rawPageSize == 1 ? 65_536 : rawPageSize
    guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
      throw .corrupt(path: path, reason: "its header has an invalid page size \(rawPageSize)")
    }
    guard size % pageSize == 0 else {
      throw .corrupt(
        path: path, reason: "it is truncated: \(size) bytes is not a whole number of \(pageSize)-byte pages")
    }
    let pages = bigEndian(header, at: 28)
    let headerValid = pages > 0 && bigEndian(header, at: 24) == bigEndian(header, at: 92)
    if headerValid, size < pages * pageSize, !hasWriteAheadLog(path) {
      throw .corrupt(
        path: path, reason: "it is truncated: \(size) of \(pages * pageSize) bytes are present")
    }
  }

  /// Creates an empty file at `path` readable and writable by its owner only (0600), failing if
  /// anything is there; returns the open descriptor or -1 (errno set).
  static func createPrivateFile(_ path: String) -> Int32 {
    open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
  }

  // MARK: - Helpers

  private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
  }

  /// Whether a non-empty `-wal` file sits next to the store (pages may still be there).
  private static func hasWriteAheadLog(_ path: String) -> Bool {
    var info = stat()
    return stat(path + "-wal", &info) == 0 && info.st_size > 0
  }

  /// The C library's message for `code`.
  static func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
