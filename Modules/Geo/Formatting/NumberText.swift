import Foundation

/// Locale-independent number text: "." as the decimal point, "," between thousands.
///
/// Built on `String(format:)` without a locale, so the output is the same on every machine and never
/// converts a huge value to `Int` (which could trap).
package enum NumberText {
  /// `value` rounded to `decimals` places, with grouping separators from 1,000 (e.g. "1,234.5").
  package static func format(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "—" }
    let plain = String(format: "%.\(decimals)f", abs(value))
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
}
