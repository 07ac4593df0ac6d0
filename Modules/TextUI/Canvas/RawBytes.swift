/// Whether two runs of memory hold the same bytes, compared a word at a time in line: for the few
/// bytes of a cell or a row view, a `memcmp` call costs more than the comparison.
@usableFromInline
enum RawBytes {
  /// Whether the `count` bytes at `first` and `second` are identical.
  @inlinable @inline(__always)
  static func identical(_ first: UnsafeRawPointer, _ second: UnsafeRawPointer, count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
      if first.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        != second.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      {
        return false
      }
      offset += 8
    }
    while offset < count {
      if first.load(fromByteOffset: offset, as: UInt8.self)
        != second.load(fromByteOffset: offset, as: UInt8.self)
      {
        return false
      }
      offset += 1
    }
    return true
  }
}

extension Cell {
  /// Whether the cells at `first` and `second` have identical bytes (then they are equal; equal
  /// cells may differ in bytes only where a glyph is numbered twice).
  @inlinable @inline(__always)
  public static func identicalBytes(_ first: UnsafePointer<Cell>, _ second: UnsafePointer<Cell>) -> Bool {
    RawBytes.identical(UnsafeRawPointer(first), UnsafeRawPointer(second), count: MemoryLayout<Cell>.size)
  }
}
