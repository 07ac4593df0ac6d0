import Synchronization

/// A grapheme as a cell stores it: its UTF-8 bytes inline (up to 15, which holds every grapheme but
/// long emoji sequences), or the number of a longer one in a process-wide table. Plain bits, so
/// cells are copied, compared and freed without reference counting.
struct GlyphCode: Hashable, Sendable {
  /// Bytes 0–7 of the UTF-8 (little end first), or the table number of a long grapheme.
  private var low: UInt64
  /// Bytes 8–14 of the UTF-8, then the byte count in the top byte (`longMarker` for a table number).
  private var high: UInt64

  /// The top byte of `high` for a grapheme kept in the table.
  private static let longMarker: UInt64 = 0xFF

  /// A space.
  static let space = GlyphCode(ascii: 0x20)

  private init(low: UInt64, high: UInt64) {
    self.low = low
    self.high = high
  }

  /// The code of a printable ASCII character.
  init(ascii byte: UInt8) {
    self.init(low: UInt64(byte), high: 1 << 56)
  }

  /// The code of `character`.
  init(_ character: Character) {
    let utf8 = character.utf8
    let count = utf8.count
    if count == 1, let byte = utf8.first {
      self.init(ascii: byte)
      return
    }
    guard count <= 15 else {
      guard let number = LongGlyphs.shared.number(of: character) else {
        self.init("\u{FFFD}")  // the table is full
        return
      }
      self.init(low: UInt64(number), high: Self.longMarker << 56)
      return
    }
    var low: UInt64 = 0
    var high: UInt64 = 0
    for (index, byte) in utf8.enumerated() {
      if index < 8 {
        low |= UInt64(byte) << (8 * UInt64(index))
      } else {
        high |= UInt64(byte) << (8 * UInt64(index - 8))
      }
    }
    self.init(low: low, high: high | UInt64(count) << 56)
  }

  /// The number of UTF-8 bytes held inline (0 for a grapheme kept in the table).
  private var inlineCount: Int {
    let count = high >> 56
    return count == Self.longMarker ? 0 : Int(count)
  }

  /// Whether the grapheme may be one terminals measure differently (``DisplayWidth/isUncertain(_:)``):
  /// only clusters of several scalars can be, and those take more than four UTF-8 bytes unless
  /// they are an ASCII or two-byte letter with one two-byte mark, which is certain.
  var mayHaveUncertainWidth: Bool {
    let count = high >> 56
    return count == Self.longMarker || count > 4
  }

  /// The single byte of an ASCII grapheme, or nil.
  var ascii: UInt8? { high >> 56 == 1 ? UInt8(truncatingIfNeeded: low) : nil }

  /// The grapheme.
  var character: Character {
    if let ascii { return Character(Unicode.Scalar(ascii)) }
    if high >> 56 == Self.longMarker { return LongGlyphs.shared.character(Int(low)) }
    let count = inlineCount
    let string = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 15) { buffer in
      for index in 0..<count { buffer[index] = byte(index) }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
    }
    return string.first ?? " "
  }

  /// Appends the grapheme's UTF-8 bytes.
  func appendUTF8(to bytes: inout [UInt8]) {
    if let ascii {
      bytes.append(ascii)
      return
    }
    let count = inlineCount
    guard count > 0 else {
      bytes.append(contentsOf: LongGlyphs.shared.character(Int(low)).utf8)
      return
    }
    for index in 0..<count { bytes.append(byte(index)) }
  }

  /// Inline UTF-8 byte `index` (0–14).
  private func byte(_ index: Int) -> UInt8 {
    let word = index < 8 ? low : high
    return UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
  }
}

/// Graphemes longer than 15 UTF-8 bytes, numbered in the order first seen (each kept once).
final class LongGlyphs: Sendable {
  /// The table every canvas shares.
  static let shared = LongGlyphs()

  /// The most graphemes kept; later new ones are drawn as `�` (only a stream of distinct long emoji
  /// sequences could reach it).
  static let capacity = 1 << 16

  private struct Table {
    var characters: [Character] = []
    var numbers: [Character: Int] = [:]
  }

  private let table = Mutex(Table())

  /// The number of `character`, added to the table when new; nil when the table is full.
  func number(of character: Character) -> Int? {
    table.withLock { table in
      if let known = table.numbers[character] { return known }
      guard table.characters.count < Self.capacity else { return nil }
      table.characters.append(character)
      table.numbers[character] = table.characters.count - 1
      return table.characters.count - 1
    }
  }

  /// The grapheme numbered `number`.
  func character(_ number: Int) -> Character {
    table.withLock { table in
      table.characters.indices.contains(number) ? table.characters[number] : "\u{FFFD}"
    }
  }
}
