import TestSupport

/// Small seeded damage to a GPX file: bytes deleted, duplicated, replaced, or XML fragments that
/// trip parsers up inserted.
enum GPXMutator {
  /// Fragments worth inserting: markup starts and ends, references, declarations, controls.
  static let fragments: [String] = [
    "<", ">", "/>", "</", "</rtept>", "</rte>", "</gpx>", "<rte>", "<rtept lat=\"1\" lon=\"2\">",
    "<wpt lat=\"5\" lon=\"6\"/>",
    "<name>", "</name>", "<![CDATA[", "]]>", "<!--", "-->", "--", "<?x?>", "<?xml version=\"1.0\"?>",
    "<!DOCTYPE gpx>", "&", "&amp;", "&lt;", "&#x9B;", "&#0;", "&#x1F697;", "&bogus;", "\"", "'", "=", " ",
    "\n", "\r", "\r\n", "\t", "\u{1}", "\u{1B}[2J", "\u{7F}", "\u{2028}", "é", "×", "京", "\u{FFFF}",
    "lat=\"3\"", " lon=\"0x1p4\"", " lat=\"inf\"", "xmlns:y=\"z\"", "<y:name>Q</y:name>",
    "encoding=\"UTF-7\"",
  ]

  /// `base` with one to three random changes.
  static func mutate(_ base: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
    var bytes = base
    for _ in 0..<Int.random(in: 1...3, using: &generator) {
      guard !bytes.isEmpty else { break }
      let at = Int.random(in: 0..<bytes.count, using: &generator)
      let length = min(Int.random(in: 1...8, using: &generator), bytes.count - at)
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: bytes.removeSubrange(at..<at + length)
      case 1: bytes.insert(contentsOf: bytes[at..<at + length], at: at)
      case 2: bytes[at] = UInt8.random(in: 0x20...0x7E, using: &generator)
      case 3: bytes[at] = UInt8.random(in: 0...255, using: &generator)
      default:
        let fragment = fragments[Int.random(in: 0..<fragments.count, using: &generator)]
        bytes.insert(contentsOf: Array(fragment.utf8), at: at)
      }
    }
    return bytes
  }
}
