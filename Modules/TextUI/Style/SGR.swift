// MARK: - SGR escapes

extension Style {
  /// The SGR parameters that turn the plain style into this one (empty for `.plain`).
  public var sgrParameters: [Int] {
    var codes: [Int] = []
    if bold { codes.append(1) }
    if dim { codes.append(2) }
    if italic { codes.append(3) }
    if underline { codes.append(4) }
    if inverse { codes.append(7) }
    if let foreground { codes.append(foreground.foregroundCode) }
    if let background { codes.append(background.backgroundCode) }
    return codes
  }

  /// The full escape that selects this style from any state: `ESC [ 0 ; … m`.
  public var sgr: String {
    let codes = [0] + sgrParameters
    return "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
  }

  /// The shortest escape that changes the terminal from `previous` to `self`; empty when equal.
  ///
  /// Attributes that only get added are sent alone; when an attribute must be turned off the escape
  /// resets first (`0`) and sets everything again, which every terminal understands.
  public func sgrTransition(from previous: Style) -> String {
    if previous == self { return "" }
    let turnsSomethingOff =
      (previous.bold && !bold) || (previous.dim && !dim) || (previous.italic && !italic)
      || (previous.underline && !underline) || (previous.inverse && !inverse)
      || (previous.foreground != nil && foreground == nil)
      || (previous.background != nil && background == nil)
    if turnsSomethingOff { return sgr }
    var codes: [Int] = []
    if bold && !previous.bold { codes.append(1) }
    if dim && !previous.dim { codes.append(2) }
    if italic && !previous.italic { codes.append(3) }
    if underline && !previous.underline { codes.append(4) }
    if inverse && !previous.inverse { codes.append(7) }
    if let foreground, foreground != previous.foreground { codes.append(foreground.foregroundCode) }
    if let background, background != previous.background { codes.append(background.backgroundCode) }
    return "\u{1B}[" + codes.map(String.init).joined(separator: ";") + "m"
  }
}
