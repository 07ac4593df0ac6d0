/// The bytes of an import file read a chunk at a time: the part of the file a reader still needs
/// (from the start of the value it is reading) and the chunk read after it, never the whole file.
///
/// Each chunk is checked as UTF-8 as it arrives (a character cut off at a chunk's end is checked
/// with the next chunk), and only checked bytes are handed on; the window stops at the first
/// malformed character, at a read that fails and past ``TripExchange/maximumImportBytes``, and
/// says so (``endedCleanly``). Its memory is the longest value a reader keeps plus one chunk.
final class ImportByteWindow {
  /// Reads the file's next bytes into the buffer and returns how many (0 at its end).
  typealias Read = (UnsafeMutableRawBufferPointer) throws -> Int

  private let read: Read
  /// How many bytes are asked of `read` at a time.
  let chunkBytes: Int
  private var storage: UnsafeMutableRawBufferPointer
  /// Checked bytes at the start of `storage`.
  private var checked = 0
  /// Bytes after them read but not yet checked: the start of a character cut off by a chunk.
  private var unchecked = 0
  /// Bytes of the file read so far.
  private(set) var bytesRead = 0
  /// Whether the file has no more bytes to give (its end, or a problem).
  private(set) var isFinished = false
  /// Whether it ended at the file's end with every byte UTF-8 and within the import limit.
  private(set) var endedCleanly = false

  /// A window over the file `read` reads, `chunkBytes` (at least 1) at a time.
  init(chunkBytes: Int, read: @escaping Read) {
    self.read = read
    self.chunkBytes = max(1, chunkBytes)
    storage = .allocate(byteCount: 2 * self.chunkBytes, alignment: 8)
  }

  deinit {
    storage.deallocate()
  }

  /// The checked bytes held now.
  var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: storage.baseAddress?.assumingMemoryBound(to: UInt8.self), count: checked)
  }

  /// Lets go of the first `dropped` bytes held (``bytes`` then starts at what was byte `dropped`)
  /// and reads until at least one more checked byte is held.
  /// - Returns: false when the file has no more (then only the bytes were let go).
  func advance(dropping dropped: Int) -> Bool {
    let kept = checked + unchecked - dropped
    if dropped > 0, let base = storage.baseAddress {
      (base).copyMemory(from: base + dropped, byteCount: kept)
    }
    checked -= dropped
    guard !isFinished else { return false }
    let before = checked
    while checked == before {
      if storage.count - checked - unchecked < chunkBytes { grow(toHold: checked + unchecked + chunkBytes) }
      let free = UnsafeMutableRawBufferPointer(rebasing: storage[(checked + unchecked)...].prefix(chunkBytes))
      let count: Int
      do { count = try read(free) } catch { return finish(cleanly: false) }
      guard count > 0 else { return finish(cleanly: unchecked == 0) }
      bytesRead += count
      guard bytesRead <= TripExchange.maximumImportBytes else { return finish(cleanly: false) }
      let fresh = UnsafeBufferPointer(
        start: storage.baseAddress.map { ($0 + checked).assumingMemoryBound(to: UInt8.self) },
        count: unchecked + count)
      guard let valid = UTF8Validation.validPrefix(fresh) else { return finish(cleanly: false) }
      checked += valid
      unchecked = unchecked + count - valid
    }
    return true
  }

  private func finish(cleanly: Bool) -> Bool {
    isFinished = true
    endedCleanly = cleanly
    return false
  }

  /// Makes room for at least `count` bytes, keeping those held.
  private func grow(toHold count: Int) {
    let larger = UnsafeMutableRawBufferPointer.allocate(
      byteCount: max(count, 2 * storage.count), alignment: 8)
    if let base = larger.baseAddress, let old = storage.baseAddress {
      base.copyMemory(from: old, byteCount: checked + unchecked)
    }
    storage.deallocate()
    storage = larger
  }
}
