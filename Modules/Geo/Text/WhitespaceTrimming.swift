/// Trimming of surrounding white space with the standard library alone (the app does not load
/// Foundation's text APIs).
extension StringProtocol {
  /// The text without leading and trailing white space, new lines included (characters whose
  /// `isWhitespace` is true: spaces, tabs, no-break spaces, line and paragraph separators).
  package func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }
}
