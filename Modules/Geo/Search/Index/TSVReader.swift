/// Splits tab-separated UTF-8 bytes into lines and fields without copying them.
struct TSVReader {
  let bytes: UnsafeBufferPointer<UInt8>

  /// Calls `body` with the field ranges of every line after the header. Blank lines are skipped.
  func forEachRow(_ body: (_ line: Int, _ fields: [Range<Int>]) throws -> Void) rethrows {
    var lineStart = 0
    var lineNumber = 0
    var fields: [Range<Int>] = []
    while lineStart < bytes.count {
      var lineEnd = lineStart
      while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
      lineNumber += 1
      var contentEnd = lineEnd
      if contentEnd > lineStart && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
      if lineNumber > 1 && contentEnd > lineStart {
        fields.removeAll(keepingCapacity: true)
        var fieldStart = lineStart
        for i in lineStart..<contentEnd where bytes[i] == 0x09 {
          fields.append(fieldStart..<i)
          fieldStart = i + 1
        }
        fields.append(fieldStart..<contentEnd)
        try body(lineNumber, fields)
      }
      lineStart = lineEnd + 1
    }
  }

  /// The field as a `String` (invalid UTF-8 is repaired).
  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The field as a number, or nil when it is not one.
  func double(_ range: Range<Int>) -> Double? {
    Double(string(range))
  }

  /// The field as a whole number, or nil.
  func int(_ range: Range<Int>) -> Int? {
    Int(string(range))
  }

  /// The field's bytes.
  func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[range])
  }
}
