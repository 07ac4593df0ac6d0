import Geo

/// A 128-bit digest of a map picture's inputs (``MapPictureKey``): two chains of 64-bit mixing
/// steps with different multipliers, each over four lanes that take the words of a long input in
/// turn (so a 100,000-stop trip's coordinates are read in about 0.3 ms), each step one-to-one in the
/// word it takes. Every input is added with its length, so no two sequences of inputs run together.
struct MapDigest {
  private var first: (UInt64, UInt64, UInt64, UInt64)
  private var second: (UInt64, UInt64, UInt64, UInt64)

  init() {
    first = (0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB, 0x2545_F491_4F6C_DD1D)
    second = (0xD6E8_FEB8_6659_FD93, 0xA076_1D64_78BD_642F, 0xE703_7ED1_A0B4_28DB, 0x8EBC_6AF0_9C88_C6E3)
  }

  /// Adds one word.
  mutating func add(_ word: UInt64) {
    first.0 = Self.mix(first.0, word, by: Self.firstMultiplier)
    second.0 = Self.mix(second.0, word, by: Self.secondMultiplier)
  }

  /// Adds a text's UTF-8 bytes.
  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
  }

  /// Adds coordinates' bits (a coordinate is its two `Double`s, nothing between them).
  mutating func add(_ coordinates: [Coordinate]) {
    coordinates.withUnsafeBytes { add(bytes: $0) }
  }

  /// Adds bytes, their count first, 32 at a time into the four lanes, the rest a word at a time.
  mutating func add(bytes: UnsafeRawBufferPointer) {
    add(UInt64(bytes.count))
    var offset = 0
    while offset + 32 <= bytes.count {
      let (a, b, c, d) = (
        Self.word(bytes, offset), Self.word(bytes, offset + 8), Self.word(bytes, offset + 16),
        Self.word(bytes, offset + 24)
      )
      first = (
        Self.mix(first.0, a, by: Self.firstMultiplier), Self.mix(first.1, b, by: Self.firstMultiplier),
        Self.mix(first.2, c, by: Self.firstMultiplier), Self.mix(first.3, d, by: Self.firstMultiplier)
      )
      second = (
        Self.mix(second.0, a, by: Self.secondMultiplier), Self.mix(second.1, b, by: Self.secondMultiplier),
        Self.mix(second.2, c, by: Self.secondMultiplier), Self.mix(second.3, d, by: Self.secondMultiplier)
      )
      offset += 32
    }
    while offset + 8 <= bytes.count {
      add(Self.word(bytes, offset))
      offset += 8
    }
    var tail: UInt64 = 0
    for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
    add(tail)
  }

  /// The little-endian word at `offset`.
  @inline(__always)
  private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
    UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
  }

  /// The digest of everything added.
  var value: (high: UInt64, low: UInt64) {
    let high = [first.1, first.2, first.3].reduce(first.0) { Self.mix($0, $1, by: Self.firstMultiplier) }
    let low = [second.1, second.2, second.3].reduce(second.0) { Self.mix($0, $1, by: Self.secondMultiplier) }
    return (high, low)
  }

  private static let firstMultiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
  private static let secondMultiplier: UInt64 = 0xC4CE_B9FE_1A85_EC53

  /// `hash` with `word` mixed in: one-to-one in each of them while the other stays.
  @inline(__always)
  private static func mix(_ hash: UInt64, _ word: UInt64, by multiplier: UInt64) -> UInt64 {
    let product = (hash ^ word) &* multiplier
    return product ^ (product >> 32)
  }
}
