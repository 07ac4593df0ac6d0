import Terminal
import Testing
import TextUI

/// The public face of the decoder that keystroke sessions and the TTY share.
@Suite("Key input")
struct KeyInputTests {
  @Test("Alt-keys are Meta keys, never Esc; a lone Esc is Esc after the timeout")
  func metaAndEscape() {
    var input = KeyInput()
    #expect(input.keys(from: Array("\u{1B}b\u{1B}\u{7F}".utf8)) == [.meta("b"), .metaBackspace])
    #expect(input.keys(from: [0x1B]).isEmpty)
    #expect(input.isWaitingForEscapeSequence)
    #expect(input.keysAfterTimeout() == [.escape])
  }

  @Test("Ctrl-letters, Ctrl-arrows and F1 arrive as keys; Ctrl-Z does not")
  func controlKeys() {
    var input = KeyInput()
    #expect(input.keys(from: [0x01, 0x0C, 0x1A]) == [.ctrl("a"), .ctrl("l")])
    #expect(input.keys(from: Array("\u{1B}[1;5D\u{1B}OP".utf8)) == [.wordLeft, .f1])
  }

  @Test("script key names cover the new keys")
  func names() {
    #expect(Key(name: "ctrl-w") == .ctrl("w"))
    #expect(Key(name: "Ctrl-C") == .ctrlC)
    #expect(Key(name: "alt-b") == .meta("b"))
    #expect(Key(name: "alt-backspace") == .metaBackspace)
    #expect(Key(name: "f1") == .f1)
    #expect(Key.ctrl("w").name == "ctrl-w")
  }
}
