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
    let plain = fixed(abs(value), decimals: decimals)
    let parts = plain.split(separator: ".", maxSplits: 1)
    let whole = parts.first.map(String.init) ?? "0"
    var grouped = ""
    for (index, digit) in whole.enumerated() {
      if index > 0 && (whole.count - index) % 3 == 0 { grouped.append(",") }
      grouped.append(digit)
    }
    let fraction = parts.count > 1 ? "." + parts[1] : ""
    let isZero = plain.allSatisfy { $0 == "0" || $0 == "." }
    return (value < 0 && !isZero ? "-" : "") + grouped + fraction
  }

  /// `value` with exactly `decimals` digits after the point and no grouping, as C's `%.*f` writes it
  /// (e.g. `fixed(36.6, decimals: 7)` is "36.6000000"); `decimals` is clamped to 0…40.
  package static func fixed(_ value: Double, decimals: Int) -> String {
    let places = Int32(min(max(decimals, 0), 40))
    // The longest finite double has 309 integer digits; with a sign, a point and 40 decimals it fits.
    var buffer = [CChar](repeating: 0, count: 400)
    let written = buffer.withUnsafeMutableBufferPointer { bytes in
      withVaList([places, value]) { arguments in
        vsnprintf(bytes.baseAddress, bytes.count, "%.*f", arguments)
      }
    }
    guard written > 0 else { return "\(value)" }
    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// `value` in hexadecimal, zero-padded to at least `width` digits (e.g. "00FF", or "00ff" when
  /// `uppercase` is false).
  package static func hex(_ value: some BinaryInteger, width: Int, uppercase: Bool = true) -> String {
    let digits = String(value, radix: 16, uppercase: uppercase)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
