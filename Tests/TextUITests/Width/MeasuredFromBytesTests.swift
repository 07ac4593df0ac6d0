import Testing

@testable import TextUI

@Suite("Glyphs measured from their bytes")
struct MeasuredFromBytesTests {
  /// Printable ASCII, box drawing and block elements, Braille, and their neighbours either side.
  static let scalars: [UInt32] = Array(0x20...0x7F) + Array(0x24F0...0x25A0) + Array(0x27F0...0x2910)

  @Test(
    "ASCII, box drawing and Braille take the cells the width tables give them, at either ambiguous width",
    arguments: [AmbiguousWidth.narrow, .wide])
  func sameCells(_ ambiguous: AmbiguousWidth) {
    for value in Self.scalars {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let character = Character(scalar)
      let (glyph, width) = DisplayWidth.prepared(character, ambiguous: ambiguous)
      #expect(glyph == Sanitizer.sanitize(character), "U+\(String(value, radix: 16))")
      #expect(width == DisplayWidth.of(glyph, ambiguous: ambiguous), "U+\(String(value, radix: 16))")
      var canvas = Canvas(width: 4, height: 1, ambiguous: ambiguous)
      #expect(canvas.put(character, x: 0, y: 0, style: .plain) == width)
    }
  }
}
