// MARK: - Sizes as text and the standard terminal

extension Size: LosslessStringConvertible {
  /// 80×24: the size a terminal that does not report one is taken to be, and the frame size when
  /// there is no terminal.
  public static let standardTerminal = Size(width: 80, height: 24)

  /// Parses `COLSxROWS` (as `--size` and the script command `resize` spell it), for example `80x24`
  /// or `120X40`; nil unless both parts are whole numbers written in decimal digits. Whether a size
  /// is acceptable (too small, too large) is for the caller to say.
  public init?(_ description: String) {
    let halves = description.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard halves.count == 2, let width = Self.number(halves[0]), let height = Self.number(halves[1]) else {
      return nil
    }
    self.init(width: width, height: height)
  }

  private static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int(text)
  }
}
