/// Splits one script line into words with shell-style quoting.
///
/// Single quotes keep everything literally; double quotes allow `\"` and `\\`; a backslash outside
/// quotes escapes the next character; an unquoted `#` at the start of a word starts a comment.
/// The line is read scalar by scalar, as a shell reads it: a combining mark or joiner right after a
/// quote or a space starts the quoted text or the next word, instead of joining the quote or the
/// space into one character that is neither.
enum ScriptLexer {
  /// Returns the words of `line`, or throws when a quote is not closed.
  static func words(in line: String) throws(ScriptError) -> [String] {
    var words: [String] = []
    var current = String.UnicodeScalarView()
    var inWord = false
    var quote: Unicode.Scalar?
    var iterator = line.unicodeScalars.makeIterator()
    while let scalar = iterator.next() {
      switch (quote, scalar) {
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case ("\"", "\\"):
        guard let next = iterator.next() else { throw .unterminatedQuote("\"") }
        if next != "\"" && next != "\\" { current.append("\\") }
        current.append(next)
      case (.some, _):
        current.append(scalar)
      case (nil, "'"), (nil, "\""):
        quote = scalar
        inWord = true
      case (nil, "\\"):
        if let next = iterator.next() { current.append(next) }
        inWord = true
      case (nil, "#") where !inWord:
        return words
      case (nil, _) where scalar.properties.isWhitespace:
        if inWord { words.append(String(current)) }
        current = String.UnicodeScalarView()
        inWord = false
      case (nil, _):
        current.append(scalar)
        inWord = true
      }
    }
    if let quote { throw .unterminatedQuote(Character(quote)) }
    if inWord { words.append(String(current)) }
    return words
  }
}
