import Geo

/// Fixed, locale-independent formatting shared by the JSON and GPX writers, so that the same trips
/// always export to the same bytes.
enum ExchangeFormatting {
  /// A coordinate component: the shortest text that reads back as the same `Double` (`-0` → `0`).
  static func degrees(_ value: Double) -> String {
    value == 0 ? "0" : "\(value)"
  }

  /// A coordinate component for GPX (`xsd:decimal`, so never an exponent): up to 7 decimals
  /// (about 1 cm), trailing zeros dropped.
  static func decimalDegrees(_ value: Double) -> String {
    var text = NumberText.fixed(value, decimals: 7)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// A road figure rounded to a whole number (metres, seconds); 0 for what is not a finite number.
  static func whole(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return "0" }
    return String(Int64(value.rounded()))
  }

  /// A distance in metres with one decimal.
  static func meters(_ value: Double) -> String {
    NumberText.fixed(value, decimals: 1)
  }

  /// `text` as a JSON string literal (quotes, backslashes and control characters escaped).
  static func jsonString(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u" + NumberText.hex(scalar.value, width: 4, uppercase: false)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `text` escaped for XML character data and attribute values.
  static func xml(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}
