import TestSupport
import Testing

@testable import TextUI

/// Two buttons and a line that says which of them has the focus; the line kept between frames
/// while its (empty) value is equal when `retained`.
struct FocusLine: View {
  var retained = false

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 1) {
        Button("Save") {}
        Button("Cancel") {}.elementID("cancel")
      }
      if retained { HintLine().equatable() } else { HintLine() }
    }
  }
}

/// The line that reads the focus, with no control of its own.
struct HintLine: View, Equatable {
  var body: some View {
    FocusReader { focused in Text("Enter: \(focused ?? "nothing")") }
  }
}

@MainActor
@Suite("FocusReader")
struct FocusReaderTests {
  @Test("reads the focused element's name (its element id, else its label) as Tab moves the focus")
  func followsTheFocus() throws {
    let host = ScreenHost(size: Size(width: 24, height: 2)) { FocusLine() }
    expectSameScreen(
      host.plainText,
      """
      [Save] [Cancel]
      Enter: Save
      """)
    try host.send(.tab)
    expectSameScreen(
      host.plainText,
      """
      [Save] [Cancel]
      Enter: cancel
      """)
  }

  @Test("inside a retained view it is read again when the focus moves, never replayed stale")
  func notReplayedWhenRetained() throws {
    let host = ScreenHost(size: Size(width: 24, height: 2)) { FocusLine(retained: true) }
    _ = host.plainText
    try host.send(.tab)
    #expect(host.plainText.contains("Enter: cancel"))
    try host.send(.tab)
    #expect(host.plainText.contains("Enter: Save"))
  }

  @Test("nil where nothing in its scope has the focus")
  func nothingFocused() {
    let host = ScreenHost(size: Size(width: 24, height: 1)) {
      FocusReader { Text("Enter: \($0 ?? "nothing")") }
    }
    #expect(host.plainText.hasPrefix("Enter: nothing"))
  }
}
