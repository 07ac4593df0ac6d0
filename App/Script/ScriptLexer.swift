/// Splits one script line into words with shell-style quoting.
///
/// Single quotes keep everything literally; double quotes allow `\"` and `\\`; a backslash outside
/// quotes escapes the next character; an unquoted `#` at the start of a word starts a comment.
enum ScriptLexer {
  /// Returns the words of `line`, or throws when a quote is not closed.
  static func words(in line: String) throws(ScriptError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var iterator = line.makeIterator()
    while let character = iterator.next() {
      switch (quote, character) {
      case ("'", "'"), ("\"", "\""):
        quote = nil
      case ("\"", "\\"):
        guard let next = iterator.next() else { throw .unterminatedQuote("\"") }
        if next != "\"" && next != "\\" { current.append("\\") }
        current.append(next)
      case (.some, _):
        current.append(character)
      case (nil, "'"), (nil, "\""):
        quote = character
        inWord = true
      case (nil, "\\"):
        if let next = iterator.next() { current.append(next) }
        inWord = true
      case (nil, "#") where !inWord:
        return words
      case (nil, _) where character.isWhitespace:
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case (nil, _):
        current.append(character)
        inWord = true
      }
    }
    if let quote { throw .unterminatedQuote(quote) }
    if inWord { words.append(current) }
    return words
  }
}
