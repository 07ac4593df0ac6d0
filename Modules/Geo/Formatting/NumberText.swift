import Platform

/// Locale-independent number text: "." as the decimal point, "," between thousands.
///
/// Built on the C library's `%f` in the C locale (the app never changes the process's locale), so the
/// output is the same on every machine, needs no Foundation and never converts a huge value to `Int`
/// (which could trap).
package enum NumberText {
  /// `value` rounded to `decimals` places, with grouping separators from 1,000 (e.g. "1,234.5").
  package static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "—" }
    // Worked on the digits' bytes: `fixed` writes ASCII digits, at most one point and no sign.
    let plain = Array(fixed(abs(value), decimals: decimals).utf8)
    let point = plain.firstIndex(of: UInt8(ascii: ".")) ?? plain.endIndex
    let isZero = plain.allSatisfy { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".") }
    var text: [UInt8] = []
    text.reserveCapacity(plain.count + point / 3 + 1)
    if value < 0 && !isZero { text.append(UInt8(ascii: "-")) }
    if point == 0 { text.append(UInt8(ascii: "0")) }
    for index in 0..<point {
      if index > 0 && (point - index) % 3 == 0 { text.append(UInt8(ascii: ",")) }
      text.append(plain[index])
    }
    text += plain[point...]
    return String(decoding: text, as: UTF8.self)
  }

  /// `value` with exactly `decimals` digits after the point and no grouping, as C's `%.*f` writes it
  /// (e.g. `fixed(36.6, decimals: 7)` is "36.6000000"); `decimals` is clamped to 0…40. Worked out in
  /// integers when it can be (``integerFixed(_:decimals:)``: most distances and coordinates on
  /// screen), by the C library otherwise.
  package static func fixed(_ value: Double, decimals: Int) -> String {
    integerFixed(value, decimals: decimals) ?? printedFixed(value, decimals: decimals)
  }

  /// ``fixed(_:decimals:)`` as the C library's `%.*f` writes it.
  package static func printedFixed(_ value: Double, decimals: Int) -> String {
    let places = Int32(min(max(decimals, 0), 40))
    // The longest finite double has 309 integer digits; with a sign, a point and 40 decimals it fits.
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 400) { buffer in
      guard let start = buffer.baseAddress else { return "\(value)" }
      let written = withVaList([places, value]) { arguments in
        vsnprintf(start, buffer.count, "%.*f", arguments)
      }
      guard written > 0 else { return "\(value)" }
      return String(cString: start)  // vsnprintf ends what it wrote with a NUL
    }
  }

  /// ``fixed(_:decimals:)`` for up to 3 decimals and magnitudes below 2⁵³, nil otherwise: the
  /// double's exact value (a 53-bit integer times a power of two) times 10^`decimals` fits in 64
  /// bits, so it is rounded exactly as `%.*f` rounds it — to the nearest, a tie to the even — with
  /// no formatting call (which packs its arguments into a list each time).
  package static func integerFixed(_ value: Double, decimals: Int) -> String? {
    guard value.isFinite, (0...3).contains(decimals), value.magnitude < 0x1p53 else { return nil }
    let biased = Int(value.bitPattern >> 52 & 0x7FF)
    let fraction = value.bitPattern & 0xF_FFFF_FFFF_FFFF
    let significand = biased == 0 ? fraction : fraction | (1 << 52)
    let shift = 1075 - max(biased, 1)  // value = significand / 2^shift, and shift ≥ 0 below 2⁵³
    let scaled = significand * [1, 10, 100, 1_000][decimals]  // below 2⁶³
    var units: UInt64 = 0  // below half a unit when shift ≥ 64
    if shift == 0 {
      units = scaled
    } else if shift < 64 {
      units = scaled >> shift
      let remainder = scaled & ((1 << shift) - 1)
      let half: UInt64 = 1 << (shift - 1)
      if remainder > half || (remainder == half && units & 1 == 1) { units += 1 }
    }
    var digits = Array(String(units).utf8)
    if decimals > 0 {
      if digits.count <= decimals {
        digits.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: decimals + 1 - digits.count), at: 0)
      }
      digits.insert(UInt8(ascii: "."), at: digits.count - decimals)
    }
    if value.sign == .minus { digits.insert(UInt8(ascii: "-"), at: 0) }  // as C writes -0.0: "-0.0"
    return String(decoding: digits, as: UTF8.self)
  }

  /// `value` in hexadecimal, zero-padded to at least `width` digits (e.g. "00FF", or "00ff" when
  /// `uppercase` is false).
  package static func hex(_ value: some BinaryInteger, width: Int, uppercase: Bool = true) -> String {
    let digits = String(value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
