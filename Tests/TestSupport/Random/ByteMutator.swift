/// Mutations of a valid document for fuzz tests: flipped bits, bytes dropped, repeated or replaced
/// by a syntax byte or a hostile token, a cut, a spliced copy — seeded, so a failing case is
/// reproduced by its seed and index.
public enum ByteMutator {
  /// Tokens a hostile or broken writer produces.
  public static let tokens: [String] = [
    "\"", ",", "{", "}", "[", "]", ":", "<", ">", "/", "\n", "\r", ";", "&amp;", "&#0;", "-", "1e999",
    "NaN", "null", "-0", "0x10", "99999999999999999999", "\u{0}", "\u{1B}[2J", "\u{202E}", "\u{FFFD}",
    "é", "京", "\u{FEFF}", "]]>", "<!--", "\"\"",
  ]

  /// `base` with 1–4 mutations drawn from `random`.
  public static func mutate(_ base: [UInt8], using random: inout SplitMix64) -> [UInt8] {
    var bytes = base
    for _ in 0...Int.random(in: 0...3, using: &random) where !bytes.isEmpty {
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<7, using: &random) {
      case 0: bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
      case 1: bytes.remove(at: at)
      case 2: bytes.insert(bytes[at], at: at)
      case 3:
        let token = tokens[Int.random(in: 0..<tokens.count, using: &random)]
        bytes.replaceSubrange(at..<min(bytes.count, at + 1), with: Array(token.utf8))
      case 4: bytes = Array(bytes.prefix(at))
      case 5:
        let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
        bytes.insert(contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
      default:
        let token = tokens[Int.random(in: 0..<tokens.count, using: &random)]
        bytes.insert(contentsOf: Array(token.utf8), at: at)
      }
    }
    return bytes
  }
}
