import Testing
import TextUI

@testable import Terminal

// MARK: - Byte sequences → tokens

/// One row of the decoder table: the bytes a terminal sends and the tokens they mean.
struct DecoderCase: CustomTestStringConvertible, Sendable {
  let name: String
  let bytes: [UInt8]
  let tokens: [Key]

  init(_ name: String, _ bytes: [UInt8], _ tokens: [Key]) {
    self.name = name
    self.bytes = bytes
    self.tokens = tokens
  }

  init(_ name: String, _ text: String, _ tokens: [Key]) {
    self.init(name, Array(text.utf8), tokens)
  }

  var testDescription: String { name }
}

private let esc = "\u{1B}"

let decoderTable: [DecoderCase] = [
  DecoderCase("ASCII letters", "ab", [.character("a"), .character("b")]),
  DecoderCase("space and punctuation", " ?", [.character(" "), .character("?")]),
  DecoderCase("CJK", "京都", [.character("京"), .character("都")]),
  DecoderCase("emoji with skin tone is one key", "👍🏽", [.character("👍🏽")]),
  DecoderCase("combining accent joins its letter", "e\u{301}", [.character("e\u{301}")]),
  DecoderCase("Enter sends CR", [0x0D], [.enter]),
  DecoderCase("Ctrl-J sends LF", [0x0A], [.enter]),
  DecoderCase("Tab", [0x09], [.tab]),
  DecoderCase("Shift-Tab", "\(esc)[Z", [.backTab]),
  DecoderCase("Backspace as DEL", [0x7F], [.backspace]),
  DecoderCase("Backspace as BS", [0x08], [.backspace]),
  DecoderCase("Delete", "\(esc)[3~", [.delete]),
  DecoderCase("Ctrl-C", [0x03], [.ctrlC]),
  DecoderCase("Ctrl-Z", [0x1A], [.ctrl("z")]),
  DecoderCase(
    "other control bytes are Ctrl-letters; NUL is ignored", [0x01, 0x02, 0x00], [.ctrl("a"), .ctrl("b")]),
  DecoderCase(
    "readline control keys", [0x04, 0x05, 0x06, 0x0B, 0x0C, 0x15, 0x17],
    [.ctrl("d"), .ctrl("e"), .ctrl("f"), .ctrl("k"), .ctrl("l"), .ctrl("u"), .ctrl("w")]),
  DecoderCase("arrows, CSI form", "\(esc)[A\(esc)[B\(esc)[C\(esc)[D", [.up, .down, .right, .left]),
  DecoderCase("arrows, SS3 form", "\(esc)OA\(esc)OB\(esc)OC\(esc)OD", [.up, .down, .right, .left]),
  DecoderCase("arrow with modifier", "\(esc)[1;5A", [.up]),
  DecoderCase("Home and End, CSI letters", "\(esc)[H\(esc)[F", [.home, .end]),
  DecoderCase("Home and End, SS3", "\(esc)OH\(esc)OF", [.home, .end]),
  DecoderCase("Home and End, VT tilde", "\(esc)[1~\(esc)[4~", [.home, .end]),
  DecoderCase("Home and End, rxvt tilde", "\(esc)[7~\(esc)[8~", [.home, .end]),
  DecoderCase("PageUp and PageDown", "\(esc)[5~\(esc)[6~", [.pageUp, .pageDown]),
  DecoderCase("keypad Enter", "\(esc)OM", [.enter]),
  DecoderCase(
    "unknown sequence is dropped whole", "\(esc)[2~x\(esc)[15;2~y", [.character("x"), .character("y")]),
  DecoderCase("double Esc: first is the Esc key", "\(esc)\(esc)[A", [.escape, .up]),
  DecoderCase("Esc then a letter is Alt (Meta) and the letter", "\(esc)q", [.meta("q")]),
  DecoderCase("Alt-B, Alt-F, Alt-D", "\(esc)b\(esc)f\(esc)d", [.meta("b"), .meta("f"), .meta("d")]),
  DecoderCase(
    "Alt-Backspace as Esc DEL and Esc BS", [0x1B, 0x7F, 0x1B, 0x08], [.metaBackspace, .metaBackspace]),
  DecoderCase("Alt and a CJK character", "\(esc)京", [.meta("京")]),
  DecoderCase(
    "Ctrl-← and Ctrl-→, Alt-← and Alt-→", "\(esc)[1;5D\(esc)[1;5C\(esc)[1;3D\(esc)[1;3C",
    [.wordLeft, .wordRight, .wordLeft, .wordRight]),
  DecoderCase("F1, SS3 and VT forms", "\(esc)OP\(esc)[11~", [.f1, .f1]),
  DecoderCase("sequence then text", "\(esc)[Bj", [.down, .character("j")]),
  DecoderCase("bracketed paste", "\(esc)[200~hello world\(esc)[201~", [.paste("hello world")]),
  DecoderCase(
    "paste keeps Esc-free text only", "\(esc)[200~a\(esc)[2Jb\u{7}c\(esc)[201~", [.paste("a[2Jbc")]),
  DecoderCase(
    "paste turns CR and CRLF into LF", "\(esc)[200~1\r2\r\n3\n4\(esc)[201~", [.paste("1\n2\n3\n4")]),
  DecoderCase("paste with CJK", "\(esc)[200~東京\(esc)[201~", [.paste("東京")]),
  DecoderCase(
    "keys around a paste", "a\(esc)[200~b\(esc)[201~c", [.character("a"), .paste("b"), .character("c")]),
  DecoderCase("empty paste", "\(esc)[200~\(esc)[201~", [.paste("")]),
  DecoderCase("invalid UTF-8 is skipped", [0xFF, 0x61, 0xC3, 0x28], [.character("a"), .character("(")]),
  DecoderCase("overlong UTF-8 is skipped", [0xC0, 0xAF, 0x62], [.character("b")]),
  DecoderCase("C1 control is ignored", [0xC2, 0x9B, 0x41], [.character("A")]),
  DecoderCase("CSI cut by a control byte", "\(esc)[1\r", [.enter]),
]

@Suite("Key decoder")
struct KeyDecoderTests {
  @Test("decodes byte sequences", arguments: decoderTable)
  func decodes(_ row: DecoderCase) {
    var decoder = KeyDecoder()
    #expect(decoder.decode(row.bytes) == row.tokens)
    #expect(!decoder.isWaitingForEscapeSequence)
  }

  @Test("decodes the same whatever way the bytes are split into reads", arguments: decoderTable)
  func splitAnywhere(_ row: DecoderCase) {
    for split in 0...row.bytes.count {
      var decoder = KeyDecoder()
      var tokens = decoder.decode(row.bytes[..<split])
      // A split right after an Esc must not be mistaken for the Esc key before the timeout.
      tokens += decoder.decode(row.bytes[split...])
      #expect(tokens.flatMap(Self.perScalar) == row.tokens.flatMap(Self.perScalar), "split at \(split)")
    }
  }

  @Test("decodes the same when every byte arrives alone", arguments: decoderTable)
  func byteByByte(_ row: DecoderCase) {
    var decoder = KeyDecoder()
    var tokens: [Key] = []
    for byte in row.bytes { tokens += decoder.decode([byte]) }
    let expected = row.tokens.flatMap(Self.perScalar)
    #expect(tokens.flatMap(Self.perScalar) == expected)
  }

  /// A read boundary inside a grapheme cluster (an emoji and its skin tone) splits it into its
  /// scalars — terminals send a cluster in one write, so this is accepted; comparing per scalar keeps
  /// these tests about bytes (a UTF-8 character is never split or lost), not about clustering.
  private static func perScalar(_ token: Key) -> [Key] {
    guard case .character(let character) = token else { return [token] }
    return character.unicodeScalars.map { .character(Character($0)) }
  }

  // MARK: - Esc timeout

  @Test("a lone Esc waits for the timeout, then is the Esc key")
  func loneEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isWaitingForEscapeSequence)
    #expect(decoder.flushAfterTimeout() == [.escape])
    #expect(!decoder.isWaitingForEscapeSequence)
  }

  @Test("an Esc-[ that never finishes is the Esc key followed by '['")
  func unfinishedSequenceAfterTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
    #expect(decoder.flushAfterTimeout() == [.escape, .character("[")])
  }

  @Test("a sequence completed before the timeout is not an Esc")
  func sequenceBeforeTimeout() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, UInt8(ascii: "[")]).isEmpty)
    #expect(decoder.decode([UInt8(ascii: "A")]) == [.up])
    #expect(decoder.flushAfterTimeout().isEmpty)
  }

  @Test("the timeout does nothing when no Esc is pending")
  func timeoutWithoutEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xE4, 0xBA]).isEmpty)  // first two bytes of 京
    #expect(!decoder.isWaitingForEscapeSequence)
    #expect(decoder.flushAfterTimeout().isEmpty)
    #expect(decoder.decode([0xAC]) == [.character("京")])
  }

  // MARK: - Paste

  @Test("a paste split across reads waits for its end marker, with no Esc timeout")
  func pasteAcrossReads() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~first ".utf8)).isEmpty)
    #expect(decoder.isInsidePaste)
    #expect(decoder.decode(Array("line\u{1B}[20".utf8)).isEmpty)
    #expect(!decoder.isWaitingForEscapeSequence)
    #expect(decoder.flushAfterTimeout().isEmpty)
    #expect(decoder.decode(Array("1~x".utf8)) == [.paste("first line"), .character("x")])
    #expect(!decoder.isInsidePaste)
  }

  @Test("a huge paste is capped, not grown without bound")
  func hugePaste() {
    var decoder = KeyDecoder()
    _ = decoder.decode(Array("\u{1B}[200~".utf8))
    let chunk = [UInt8](repeating: UInt8(ascii: "z"), count: 64 * 1024)
    for _ in 0..<20 { #expect(decoder.decode(chunk).isEmpty) }
    let tokens = decoder.decode(Array("\u{1B}[201~".utf8))
    #expect(tokens == [.paste(String(repeating: "z", count: KeyDecoder.pasteLimit))])
  }

  @Test("an endless control sequence is dropped")
  func endlessSequence() {
    var decoder = KeyDecoder()
    let bytes = Array("\u{1B}[".utf8) + [UInt8](repeating: UInt8(ascii: "1"), count: 100) + [0x61]
    let tokens = decoder.decode(bytes)
    #expect(tokens.last == .character("a"))
    #expect(!tokens.contains(.escape))
  }
}
