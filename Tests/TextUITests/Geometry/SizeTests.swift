import Testing
import TextUI

@Suite("Size as COLSxROWS text")
struct SizeTests {
  @Test(
    "COLSxROWS text is parsed, anything else refused",
    arguments: [
      ("80x24", Size(width: 80, height: 24)), ("200X50", Size(width: 200, height: 50)),
      ("1x1", Size(width: 1, height: 1)), ("0x24", Size(width: 0, height: 24)), ("80x", nil), ("x24", nil),
      ("80x24x1", nil), ("-80x24", nil), ("+80x24", nil), ("80 x 24", nil), ("abc", nil), ("", nil),
      ("٨٠x24", nil), ("99999999999999999999x5", nil),
    ] as [(String, Size?)])
  func parsing(text: String, size: Size?) {
    #expect(Size(text) == size)
  }

  @Test("a size prints as it is parsed")
  func roundTrip() {
    let size = Size(width: 132, height: 43)
    #expect(size.description == "132x43")
    #expect(Size(size.description) == size)
  }
}
