import Platform
import TripStore

/// Where `export -o PATH` may write, and the write itself: only regular files, never the store's
/// own files, an existing file replaced only when the user agrees (a question on a terminal, else
/// `--force`) and keeping its permissions, and the new content put in place whole or not at all.
struct OutputTarget {
  /// Why the target was refused (exit status 2) or could not be written (exit status 4).
  struct Refusal: Error, CustomStringConvertible {
    var description: String
    var isWriteFailure = false
  }

  /// The path the user gave.
  let path: String
  /// Files that must never be overwritten (the store and its `-wal`/`-shm`/`-journal` files).
  let protectedPaths: [String]

  /// Checks the target and writes `document` there.
  /// - Parameters:
  ///   - force: replace an existing file without asking.
  ///   - confirm: asks the user whether to replace an existing file; nil when nobody can be asked.
  func write(_ document: String, force: Bool, confirm: ((String) -> Bool)?) throws(Refusal) {
    do {
      try write(force: force, confirm: confirm) { sink in try sink(document) }
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      // `document` cannot fail to be produced; a failure here is the file's.
      throw Refusal(
        description: "cannot write '\(path)': \(error) — nothing was exported", isWriteFailure: true)
    }
  }

  /// Checks the target, then writes what `content` produces there a piece at a time, so the whole
  /// document is never held in memory; the target is replaced only once every piece is written.
  ///
  /// - Parameters:
  ///   - force: replace an existing file without asking.
  ///   - confirm: asks the user whether to replace an existing file; nil when nobody can be asked.
  ///   - content: calls its sink with each piece of the document, in order.
  /// - Throws: ``Refusal`` for the target and for a failed write (`isWriteFailure`); any error
  ///   `content` throws, as it is, after removing the partial file.
  func write(
    force: Bool, confirm: ((String) -> Bool)?,
    content: (_ sink: (String) throws -> Void) throws -> Void
  ) throws {
    var info = stat()
    var keptMode: mode_t = 0o644
    var keptOwner: (uid_t, gid_t)?
    if lstat(path, &info) == 0 {
      try checkExisting(info)
      if !force {
        guard let confirm else {
          throw Refusal(description: "'\(path)' already exists — add --force to replace it")
        }
        guard confirm("'\(path)' already exists — replace it? (y/n) ") else {
          throw Refusal(description: "'\(path)' was left as it was — nothing was exported")
        }
      }
      keptMode = info.st_mode & 0o7777
      keptOwner = (info.st_uid, info.st_gid)
    } else if errno != ENOENT {
      throw Refusal(
        description: "cannot write '\(path)': \(FileDescriptorIO.message(errno)) — check the path")
    } else {
      // A new file gets the usual permissions for new files (the umask applies).
      let mask = umask(0)
      umask(mask)
      keptMode = 0o666 & ~mask
    }
    try replace(mode: keptMode, owner: keptOwner, mustNotExist: keptOwner == nil, content: content)
  }

  /// Whether a file is at the path already (so writing would replace it), checking it may be
  /// replaced at all: a regular file, not the store's.
  /// - Throws: ``Refusal`` for a folder, link, device or the store, or a path that cannot be checked.
  func existingFile() throws(Refusal) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      guard errno == ENOENT else {
        throw Refusal(
          description: "cannot write '\(path)': \(FileDescriptorIO.message(errno)) — check the path")
      }
      return false
    }
    try checkExisting(info)
    return true
  }

  // MARK: - Checks

  private func checkExisting(_ info: stat) throws(Refusal) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFLNK:
      throw Refusal(
        description: "'\(path)' is a symbolic link — give the path of the file itself (or a new name)")
    case S_IFDIR: throw Refusal(description: "'\(path)' is a folder — give a file name")
    default:
      throw Refusal(
        description: "'\(path)' is not a regular file (a device, FIFO or socket) — "
          + "export -o writes files only; use standard output (> or |) for anything else")
    }
    for protected in protectedPaths {
      var other = stat()
      if stat(protected, &other) == 0, other.st_dev == info.st_dev, other.st_ino == info.st_ino {
        throw Refusal(description: "'\(path)' is RoadTrip's store — choose another file name")
      }
    }
  }

  // MARK: - Writing

  /// Writes a temporary file beside the target, then renames it over the target (or links it into
  /// place when the target must not exist yet), so the target is either the old file or the whole
  /// new one.
  private func replace(
    mode: mode_t, owner: (uid_t, gid_t)?, mustNotExist: Bool,
    content: (_ sink: (String) throws -> Void) throws -> Void
  ) throws {
    let folder = FilePath.folder(of: path)
    let name = FilePath.lastComponent(of: path)
    let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).\(getpid()).export"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Refusal(
        description: "cannot write '\(path)': \(FileDescriptorIO.message(errno)) — check the path")
    }
    var placed = false
    defer { if !placed { unlink(temporary) } }
    do {
      defer { close(descriptor) }
      var buffer = WriteBuffer(descriptor: descriptor)
      try content { try buffer.append($0) }
      try buffer.flush()
      if let owner { _ = fchown(descriptor, owner.0, owner.1) }
      guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else {
        throw FileDescriptorIO.Failure(code: errno, description: FileDescriptorIO.message(errno))
      }
    } catch let failure as FileDescriptorIO.Failure {
      throw Refusal(
        description: "cannot write '\(path)': \(failure.description) — nothing was exported",
        isWriteFailure: true)
    }
    if mustNotExist {
      guard link(temporary, path) == 0 else {
        let reason = errno == EEXIST ? "a file appeared there meanwhile" : FileDescriptorIO.message(errno)
        throw Refusal(description: "cannot write '\(path)': \(reason) — nothing was exported")
      }
    } else {
      guard rename(temporary, path) == 0 else {
        throw Refusal(description: "cannot write '\(path)': \(FileDescriptorIO.message(errno))")
      }
      placed = true
    }
  }
}

/// Bytes on their way to a file, written in blocks of 256 KiB so a document of any size costs one
/// block of memory and few system calls.
private struct WriteBuffer {
  let descriptor: Int32
  private var pending: [UInt8] = []
  private static let blockSize = 256 * 1024

  init(descriptor: Int32) {
    self.descriptor = descriptor
    pending.reserveCapacity(Self.blockSize)
  }

  mutating func append(_ text: String) throws(FileDescriptorIO.Failure) {
    pending.append(contentsOf: text.utf8)
    if pending.count >= Self.blockSize { try flush() }
  }

  mutating func flush() throws(FileDescriptorIO.Failure) {
    guard !pending.isEmpty else { return }
    try FileDescriptorIO.write(pending, to: descriptor)
    pending.removeAll(keepingCapacity: true)
  }
}
