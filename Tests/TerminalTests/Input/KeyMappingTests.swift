import Testing
import TextUI

@testable import Terminal

@Suite("Decoded input as TextUI keys")
struct KeyMappingTests {
  @Test(
    "every token but Ctrl-Z is the matching key",
    arguments: [
      (InputToken.character("京"), Key.character("京")), (.enter, .enter), (.escape, .escape),
      (.tab, .tab), (.backTab, .backTab), (.backspace, .backspace), (.delete, .delete), (.up, .up),
      (.down, .down), (.left, .left), (.right, .right), (.home, .home), (.end, .end),
      (.pageUp, .pageUp), (.pageDown, .pageDown), (.interrupt, .ctrlC), (.paste("a\nb"), .paste("a\nb")),
    ])
  func mapping(token: InputToken, key: Key) {
    #expect(token.key == key)
  }

  @Test("Ctrl-Z is job control for the terminal, not a key for the app")
  func suspendIsNotAKey() {
    #expect(InputToken.suspend.key == nil)
  }
}
