/// Numbers, read as ``BoundedJSONParser`` reads them (the same grammar and the same `Double`), but
/// without making a `String` of their text when the value is exact in one step.
extension JSONByteScanner {
  /// Reads the number at the reader; its value when `converted` (else 0: a number only checked).
  ///
  /// A number of at most 19 significant digits whose power of ten is within ±22 and whose digits
  /// fit in 53 bits is one exact integer times or divided by one exact power of ten, so one
  /// correctly rounded operation gives the same `Double` as `Double(String)`; any other number is
  /// converted by `Double(String)`.
  mutating func number(converted: Bool) throws(Refusal) -> Double {
    var start = index
    let negative = peek(UInt8(ascii: "-"))
    if negative { advance() }
    guard let first = digit(keeping: &start) else { throw Refusal() }
    var mantissa: UInt64 = 0
    var exact = true
    var scale = 0
    func accumulate(_ digit: UInt64) {
      if mantissa < 100_000_000_000_000_000 {
        mantissa = mantissa * 10 + digit
      } else {
        exact = false
      }
    }
    if first == 0 {
      advance()
    } else {
      while let next = digit(keeping: &start) {
        accumulate(next)
        advance()
      }
    }
    if peek(UInt8(ascii: "."), keeping: &start) {
      advance()
      guard digit(keeping: &start) != nil else { throw Refusal() }
      while let next = digit(keeping: &start) {
        accumulate(next)
        scale -= 1
        advance()
      }
    }
    if peek(UInt8(ascii: "e"), keeping: &start) || peek(UInt8(ascii: "E"), keeping: &start) {
      advance()
      var exponentNegative = false
      if peek(UInt8(ascii: "+"), keeping: &start) {
        advance()
      } else if peek(UInt8(ascii: "-"), keeping: &start) {
        exponentNegative = true
        advance()
      }
      guard digit(keeping: &start) != nil else { throw Refusal() }
      var exponent = 0
      while let next = digit(keeping: &start) {
        if exponent < 100_000 { exponent = exponent * 10 + Int(next) }
        advance()
      }
      scale += exponentNegative ? -exponent : exponent
    }
    guard converted else { return 0 }
    if exact, mantissa <= 1 << 53, let power = Self.exactPowersOfTen[safe: abs(scale)] {
      let magnitude = scale < 0 ? Double(mantissa) / power : Double(mantissa) * power
      return negative ? -magnitude : magnitude
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw Refusal() }
    return value
  }

  /// 10⁰ … 10²², every one exact in a `Double`.
  private static let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
    1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  /// The decimal digit at the reader, nil for any other byte or at the end (reading more of a file
  /// read a chunk at a time, keeping the bytes from `start` on).
  private mutating func digit(keeping start: inout Int) -> UInt64? {
    guard available(1, keeping: &start) else { return nil }
    let byte = bytes[index]
    return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? UInt64(byte - UInt8(ascii: "0")) : nil
  }
}

extension Array {
  /// The element at `index`, nil outside the array.
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
