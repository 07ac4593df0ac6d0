import TextUI

/// One line of a script (README.md, "Script mode").
enum ScriptCommand: Equatable {
  case print
  case press(String)
  case select(Int)
  case open(Int)
  case set(label: String, text: String)
  case type(String)
  case key(Key)
  case back
  case root
  case goto(String)
  case resize(Size)
  case wait
  case echo(String)
  case quit

  /// The commands, as listed in error messages.
  static let names = [
    "print", "press", "select", "open", "set", "type", "key", "back", "root", "goto", "resize", "wait",
    "echo", "quit",
  ]

  /// Parses one line; nil for a blank or comment line.
  static func parse(_ line: String) throws(ScriptError) -> ScriptCommand? {
    let words = try ScriptLexer.words(in: line)
    guard let name = words.first else { return nil }
    let arguments = Array(words.dropFirst())

    func one(_ what: String) throws(ScriptError) -> String {
      guard arguments.count == 1 else { throw .arguments(command: name, expected: what) }
      return arguments[0]
    }
    func row() throws(ScriptError) -> Int {
      let text = try one("a row number")
      guard let number = Int(text), number >= 1 else {
        throw .invalid("row '\(text)' is not a number from 1 up")
      }
      return number
    }
    func none() throws(ScriptError) {
      guard arguments.isEmpty else { throw .arguments(command: name, expected: "no arguments") }
    }

    switch name.lowercased() {
    case "print": try none(); return .print
    case "press": return .press(try one("a button label or shortcut"))
    case "select": return .select(try row())
    case "open": return .open(try row())
    case "set":
      guard arguments.count == 2 else { throw .arguments(command: name, expected: "a field label and text") }
      return .set(label: arguments[0], text: arguments[1])
    case "type": return .type(try one("the text to type (quote it if it has spaces)"))
    case "key":
      let keyName = try one("a key name")
      guard let key = Key(name: keyName) else {
        throw .invalid(
          "key '\(keyName)' is not known — use "
            + Key.scriptNames.joined(separator: ", ")
            + " (ctrl- takes a letter, alt- any character) or one character")
      }
      return .key(key)
    case "back": try none(); return .back
    case "root": try none(); return .root
    case "goto": return .goto(try one("a roadtrip:// URL"))
    case "resize":
      let text = try one("COLSxROWS")
      do throws(UsageError) {
        return .resize(try FrameSizeOption.parse(text))
      } catch {
        throw .invalid(error.description)
      }
    case "wait": try none(); return .wait
    case "echo": return .echo(arguments.joined(separator: " "))
    case "quit": try none(); return .quit
    default:
      throw .invalid("unknown command '\(name)' — use one of: \(names.joined(separator: ", "))")
    }
  }
}

/// Why a script line failed; printed as `roadtrip: script line N: …`.
enum ScriptError: Error, Equatable, CustomStringConvertible {
  case unterminatedQuote(Character)
  case arguments(command: String, expected: String)
  case invalid(String)

  var description: String {
    switch self {
    case .unterminatedQuote(let quote): "unterminated \(quote) quote — close it on the same line"
    case .arguments(let command, let expected): "\(command) takes \(expected)"
    case .invalid(let message): message
    }
  }
}
