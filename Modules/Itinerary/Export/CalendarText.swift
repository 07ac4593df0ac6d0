/// RFC 5545's text rules: value escaping, 75-octet line folding, CRLF line ends.
enum CalendarText {
  /// A TEXT value escaped: backslash, semicolon, comma and newline (§3.3.11).
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\": result += "\\\\"
      case ";": result += "\\;"
      case ",": result += "\\,"
      case "\n", "\r\n", "\r": result += "\\n"
      default: result.append(character)
      }
    }
    return result
  }

  /// One content line folded at 75 octets (§3.1): a continuation starts with a space, and no
  /// UTF-8 character is split. Ends with CRLF.
  static func folded(_ line: String) -> String {
    var result: [UInt8] = []
    var lineLength = 0
    for scalar in line.unicodeScalars {
      let encoded = Array(String(scalar).utf8)
      if lineLength + encoded.count > 75 {
        result += [13, 10, 32]
        lineLength = 1
      }
      result += encoded
      lineLength += encoded.count
    }
    result += [13, 10]
    return String(decoding: result, as: UTF8.self)
  }
}
