import TextUI

// MARK: - Key decoder

/// Turns the bytes a terminal sends into `Key`s. Pure: no I/O, no clock. Ctrl-Z comes out as
/// `Key.suspend` (`.ctrl("z")`), which the terminal acts on itself and never hands to the app.
///
/// Bytes may arrive split anywhere (a UTF-8 character or an escape sequence across two reads); the
/// decoder keeps the unfinished tail until more bytes come. A lone Esc cannot be told from the start
/// of a sequence by bytes alone, so when `isWaitingForEscapeSequence` is true the reader waits a short
/// time (`escapeTimeoutMilliseconds`) for more input and calls `flushAfterTimeout()` if none comes.
struct KeyDecoder: Sendable {
  /// Milliseconds to wait after an Esc byte before deciding it was the Esc key (the usual 25–50).
  static let escapeTimeoutMilliseconds: Int32 = 30

  /// The largest paste kept; bytes beyond it are dropped rather than growing without bound.
  static let pasteLimit = 1 << 20

  /// The longest control sequence accepted; longer ones are malformed and discarded.
  private static let sequenceLimit = 32

  private var pending: [UInt8] = []
  private var pasteBuffer: [UInt8]?

  /// True when the unfinished input starts with Esc: the caller should wait the Esc timeout for more
  /// bytes and then call `flushAfterTimeout()`.
  var isWaitingForEscapeSequence: Bool {
    pasteBuffer == nil && pending.first == Ascii.escape
  }

  /// True while inside a bracketed paste (its end marker has not arrived yet).
  var isInsidePaste: Bool { pasteBuffer != nil }

  // MARK: - Feeding bytes

  /// Decodes `bytes` (appended to any unfinished input) into the keys that are complete.
  mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    let consumed = parse(into: &keys, timedOut: false)
    pending.removeFirst(consumed)
    return keys
  }

  /// Called when the Esc timeout passed with no new bytes: a pending Esc is the Esc key, and whatever
  /// followed it is ordinary input. Unfinished UTF-8 and unfinished pastes keep waiting.
  mutating func flushAfterTimeout() -> [Key] {
    guard isWaitingForEscapeSequence else { return [] }
    var keys: [Key] = []
    let consumed = parse(into: &keys, timedOut: true)
    pending.removeFirst(consumed)
    return keys
  }

  // MARK: - Parsing

  /// Parses `pending` from the start; returns how many bytes were consumed.
  private mutating func parse(into keys: inout [Key], timedOut: Bool) -> Int {
    var index = 0
    var text = String.UnicodeScalarView()
    var forceEscape = timedOut
    while index < pending.count {
      if pasteBuffer != nil {
        flush(&text, into: &keys)
        guard let next = consumePaste(from: index, into: &keys) else { break }
        index = next
        continue
      }
      let byte = pending[index]
      if byte == Ascii.escape {
        flush(&text, into: &keys)
        if forceEscape {
          forceEscape = false
          keys.append(.escape)
          index += 1
          continue
        }
        guard let next = parseEscape(at: index, into: &keys) else { break }
        index = next
      } else if byte < 0x20 || byte == Ascii.delete {
        flush(&text, into: &keys)
        if let key = Self.controlKey(byte) { keys.append(key) }
        index += 1
      } else if byte < 0x80 {
        text.append(Unicode.Scalar(byte))
        index += 1
      } else {
        switch UTF8Scalar.decode(pending, at: index) {
        case .incomplete:
          flush(&text, into: &keys)
          return index
        case .invalid:
          index += 1
        case .scalar(let scalar, let length):
          if !Self.isC1Control(scalar) { text.append(scalar) }
          index += length
        }
      }
    }
    flush(&text, into: &keys)
    return index
  }

  /// Appends the collected printable text as one key per grapheme cluster.
  private func flush(_ text: inout String.UnicodeScalarView, into keys: inout [Key]) {
    guard !text.isEmpty else { return }
    for character in String(text) { keys.append(.character(character)) }
    text = String.UnicodeScalarView()
  }

  private static func controlKey(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x09: .tab
    case 0x08, Ascii.delete: .backspace
    case 0x03: .ctrlC
    case 0x01...0x1A: .ctrl(Character(Unicode.Scalar(byte + 0x60)))
    default: nil
    }
  }

  private static func isC1Control(_ scalar: Unicode.Scalar) -> Bool {
    (0x80...0x9F).contains(scalar.value)
  }

  // MARK: - Escape sequences

  /// Parses the sequence starting with the Esc at `start`. Returns the index after it, or nil when
  /// the sequence is unfinished.
  private mutating func parseEscape(at start: Int, into keys: inout [Key]) -> Int? {
    guard start + 1 < pending.count else { return nil }
    switch pending[start + 1] {
    case UInt8(ascii: "["):
      return parseCSI(at: start, into: &keys)
    case UInt8(ascii: "O"):
      guard start + 2 < pending.count else { return nil }
      if let key = Self.ss3Key(pending[start + 2]) { keys.append(key) }
      return start + 3
    default:
      return parseMeta(at: start, into: &keys)
    }
  }

  /// Esc followed by a character is that character with Alt (Meta) held, as terminals send it;
  /// Esc then DEL or BS is Alt-Backspace. Esc followed by a control byte (another Esc) is the Esc
  /// key, then that input.
  private func parseMeta(at start: Int, into keys: inout [Key]) -> Int? {
    let next = pending[start + 1]
    switch next {
    case Ascii.delete, 0x08:
      keys.append(.metaBackspace)
      return start + 2
    case 0x20..<0x7F:
      keys.append(.meta(Character(Unicode.Scalar(next))))
      return start + 2
    case 0x80...:
      switch UTF8Scalar.decode(pending, at: start + 1) {
      case .incomplete: return nil
      case .invalid: break
      case .scalar(let scalar, let length):
        if !Self.isC1Control(scalar) {
          keys.append(.meta(Character(scalar)))
          return start + 1 + length
        }
      }
    default:
      break
    }
    keys.append(.escape)
    return start + 1
  }

  /// `ESC [ params intermediates final`; malformed sequences are dropped without a key.
  private mutating func parseCSI(at start: Int, into keys: inout [Key]) -> Int? {
    var index = start + 2
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x20...0x3F:
        index += 1
        if index - start > Self.sequenceLimit { return index }
      case 0x40...0x7E:
        let parameters = pending[(start + 2)..<index]
        if let key = csiKey(parameters: parameters, final: byte) { keys.append(key) }
        return index + 1
      default:
        return index  // A control byte interrupted the sequence: drop it, decode that byte normally.
      }
    }
    return nil
  }

  private mutating func csiKey(parameters: ArraySlice<UInt8>, final: UInt8) -> Key? {
    // `CSI 1;5D`: ← with Ctrl (5) or Alt (3) moves by word.
    let modifier = Self.modifier(parameters)
    if modifier == 3 || modifier == 5 {
      if final == UInt8(ascii: "D") { return .wordLeft }
      if final == UInt8(ascii: "C") { return .wordRight }
    }
    switch final {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "~"):
      switch Self.firstNumber(parameters) {
      case 1, 7: return .home
      case 4, 8: return .end
      case 3: return .delete
      case 5: return .pageUp
      case 6: return .pageDown
      case 11: return .f1
      case 200:
        pasteBuffer = []
        return nil
      default: return nil
      }
    default: return nil
    }
  }

  private static func ss3Key(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "M"): .enter  // keypad Enter in application mode
    case UInt8(ascii: "P"): .f1
    default: nil
    }
  }

  /// The first numeric parameter (`5` in `5;3`), or nil when there is none.
  private static func firstNumber(_ parameters: ArraySlice<UInt8>) -> Int? {
    var value: Int?
    for byte in parameters {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { break }
      value = min(100_000, (value ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
    }
    return value
  }

  /// The modifier parameter (`5` in `1;5`), or nil when there is none.
  private static func modifier(_ parameters: ArraySlice<UInt8>) -> Int? {
    guard let separator = parameters.firstIndex(of: UInt8(ascii: ";")) else { return nil }
    return firstNumber(parameters[(separator + 1)...])
  }

  // MARK: - Bracketed paste

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// Moves paste content from `pending` into the paste buffer. Returns the index after the end
  /// marker (emitting the paste), or nil when the end marker has not arrived (keeping a possible
  /// partial marker in `pending`).
  private mutating func consumePaste(from start: Int, into keys: inout [Key]) -> Int? {
    let marker = Self.pasteEnd
    var index = start
    while index < pending.count {
      if pending[index] == Ascii.escape {
        let available = min(marker.count, pending.count - index)
        if pending[index..<(index + available)].elementsEqual(marker[0..<available]) {
          if available < marker.count {
            appendToPaste(pending[start..<index])
            pending.removeSubrange(start..<index)
            return nil
          }
          appendToPaste(pending[start..<index])
          keys.append(.paste(Self.sanitizedPaste(pasteBuffer ?? [])))
          pasteBuffer = nil
          return index + marker.count
        }
      }
      index += 1
    }
    appendToPaste(pending[start..<index])
    pending.removeSubrange(start..<index)
    return nil
  }

  private mutating func appendToPaste(_ bytes: ArraySlice<UInt8>) {
    guard var buffer = pasteBuffer else { return }
    pasteBuffer = nil
    let room = max(0, Self.pasteLimit - buffer.count)
    buffer.append(contentsOf: bytes.prefix(room))
    pasteBuffer = buffer
  }

  /// Pasted text keeps line breaks (CR and CRLF become LF) and tabs; every other control goes.
  private static func sanitizedPaste(_ bytes: [UInt8]) -> String {
    let decoded = String(decoding: bytes, as: UTF8.self)
    var scalars = String.UnicodeScalarView()
    var previousWasCarriageReturn = false
    for scalar in decoded.unicodeScalars {
      defer { previousWasCarriageReturn = scalar == "\r" }
      switch scalar.value {
      case 0x0D: scalars.append("\n")
      case 0x0A: if !previousWasCarriageReturn { scalars.append("\n") }
      case 0x09: scalars.append(scalar)
      case 0x00..<0x20, 0x7F...0x9F: continue
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}

// MARK: - Byte constants

enum Ascii {
  static let escape: UInt8 = 0x1B
  static let delete: UInt8 = 0x7F
}
