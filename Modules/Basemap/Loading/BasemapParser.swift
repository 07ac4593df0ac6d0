/// Reads the basemap's text straight from its UTF-8 bytes: the first map a process draws waits on
/// this, and splitting the 160 KB file into `Substring`s and converting each number through
/// `Float(_:)` took most of that wait (about 25 ms of a 50-stop trip's 45 ms first frame; now about 2).
///
/// The format is ``Basemap/parse(_:)``'s; lines end with `\n`, `\r\n` or `\r`.
struct BasemapParser {
  private let bytes: UnsafeBufferPointer<UInt8>

  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The rings of every line that is neither blank nor a `#` comment.
  func rings() throws(BasemapError) -> [BasemapRing] {
    var rings: [BasemapRing] = []
    var lineNumber = 0
    var start = 0
    while start <= bytes.count {
      var end = start
      while end < bytes.count, !Self.isLineBreak(bytes[end]) { end += 1 }
      lineNumber += 1
      if end > start, bytes[start] != UInt8(ascii: "#") {
        rings.append(try ring(start..<end, lineNumber: lineNumber))
      }
      guard end < bytes.count else { break }
      // "\r\n" is one line break.
      let crlf = bytes[end] == 0x0D && end + 1 < bytes.count && bytes[end + 1] == 0x0A
      start = end + (crlf ? 2 : 1)
    }
    return rings
  }

  // MARK: - A line

  private func ring(_ line: Range<Int>, lineNumber: Int) throws(BasemapError) -> BasemapRing {
    let tab = UInt8(ascii: "\t")
    let tabs = line.filter { bytes[$0] == tab }
    guard tabs.count == 2 else {
      throw .badLine(line: lineNumber, problem: "\(tabs.count + 1) tab-separated fields instead of 3")
    }
    var points: [SIMD2<Float>] = []
    var start = tabs[1] + 1
    while start < line.upperBound {
      var end = start
      while end < line.upperBound, bytes[end] != UInt8(ascii: " ") { end += 1 }
      if end > start {  // runs of spaces separate pairs
        guard let point = point(start..<end) else {
          throw .badLine(line: lineNumber, problem: "“\(text(start..<end))” is not a lat,lon point")
        }
        points.append(point)
      }
      start = end + 1
    }
    guard points.count >= 2, let ring = BasemapRing(country: text(line.lowerBound..<tabs[0]), points: points)
    else {
      throw .badLine(line: lineNumber, problem: "a ring needs at least 2 points")
    }
    return ring
  }

  /// `lat,lon` as a point (x: longitude, y: latitude), nil unless both are numbers on the globe.
  private func point(_ pair: Range<Int>) -> SIMD2<Float>? {
    guard let comma = pair.first(where: { bytes[$0] == UInt8(ascii: ",") }),
      let latitude = number(pair.lowerBound..<comma), let longitude = number(comma + 1..<pair.upperBound),
      (-90...90).contains(latitude), (-180...180).contains(longitude)
    else { return nil }
    return SIMD2(longitude, latitude)
  }

  /// The number `range` spells, as `Float(_:)` reads it.
  ///
  /// Plain decimals (`-16.067`) are read here: a mantissa below 2²⁴ and a power of ten up to 10¹⁰
  /// are both exact as `Float`, and IEEE division rounds their quotient correctly — the value
  /// `Float(_:)` gives. Anything else (exponents, long mantissas) goes to `Float(_:)` itself.
  private func number(_ range: Range<Int>) -> Float? {
    var index = range.lowerBound
    let negative = index < range.upperBound && bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    var mantissa: UInt32 = 0
    var integerDigits = 0
    var fractionDigits = 0
    var seenPoint = false
    while index < range.upperBound {
      let byte = bytes[index]
      if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else if let digit = Self.digit(byte), mantissa <= Self.exactMantissa {  // never overflows
        mantissa = mantissa * 10 + UInt32(digit)
        if seenPoint { fractionDigits += 1 } else { integerDigits += 1 }
      } else {
        return Float(text(range))
      }
      index += 1
    }
    guard integerDigits > 0, !seenPoint || fractionDigits > 0, mantissa <= Self.exactMantissa,
      fractionDigits < Self.powersOfTen.count
    else { return Float(text(range)) }
    let value = Float(mantissa) / Self.powersOfTen[fractionDigits]
    return negative ? -value : value
  }

  // MARK: - Bytes

  private func text(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// The largest mantissa up to which every integer is exact as a `Float` (2²⁴).
  private static let exactMantissa: UInt32 = 1 << 24

  /// 10⁰ … 10¹⁰, each exact as a `Float`.
  private static let powersOfTen: [Float] = (0...10).map { exponent in
    (0..<exponent).reduce(Float(1)) { product, _ in product * 10 }
  }

  private static func digit(_ byte: UInt8) -> UInt8? {
    (0x30...0x39).contains(byte) ? byte - 0x30 : nil
  }

  /// `\n`, `\r`, vertical tab and form feed: the one-byte line breaks `Character.isNewline` knows.
  private static func isLineBreak(_ byte: UInt8) -> Bool {
    byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
  }
}
