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
    var bytes: [UInt8] = []
    appendSGR(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The shortest escape that changes the terminal from `previous` to `self`; empty when equal.
  ///
  /// Attributes that only get added are sent alone; when an attribute must be turned off the escape
  /// resets first (`0`) and sets everything again, which every terminal understands.
  public func sgrTransition(from previous: Style) -> String {
    var bytes: [UInt8] = []
    appendSGRTransition(from: previous, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `sgrTransition(from: previous)`'s bytes to `bytes` (no intermediate strings).
  func appendSGRTransition(from previous: Style, to bytes: inout [UInt8]) {
    if previous == self { return }
    let turnsSomethingOff =
      (previous.bold && !bold) || (previous.dim && !dim) || (previous.italic && !italic)
      || (previous.underline && !underline) || (previous.inverse && !inverse)
      || (previous.foreground != nil && foreground == nil)
      || (previous.background != nil && background == nil)
    if turnsSomethingOff {
      appendSGR(to: &bytes)
      return
    }
    var codes = SGRCodes()
    if bold && !previous.bold { codes.add(1) }
    if dim && !previous.dim { codes.add(2) }
    if italic && !previous.italic { codes.add(3) }
    if underline && !previous.underline { codes.add(4) }
    if inverse && !previous.inverse { codes.add(7) }
    if let foreground, foreground != previous.foreground { codes.add(foreground.foregroundCode) }
    if let background, background != previous.background { codes.add(background.backgroundCode) }
    codes.append(to: &bytes)
  }

  /// Appends `sgr`'s bytes: `ESC [ 0 ; … m`.
  private func appendSGR(to bytes: inout [UInt8]) {
    var codes = SGRCodes()
    codes.add(0)
    if bold { codes.add(1) }
    if dim { codes.add(2) }
    if italic { codes.add(3) }
    if underline { codes.add(4) }
    if inverse { codes.add(7) }
    if let foreground { codes.add(foreground.foregroundCode) }
    if let background { codes.add(background.backgroundCode) }
    codes.append(to: &bytes)
  }
}

/// The parameters of one SGR escape, at most eight, kept without allocating.
private struct SGRCodes {
  private var codes: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
  private var count = 0

  mutating func add(_ code: Int) {
    switch count {
    case 0: codes.0 = code
    case 1: codes.1 = code
    case 2: codes.2 = code
    case 3: codes.3 = code
    case 4: codes.4 = code
    case 5: codes.5 = code
    case 6: codes.6 = code
    default: codes.7 = code
    }
    count = min(count + 1, 8)
  }

  /// Appends `ESC [ p ; p … m`.
  func append(to bytes: inout [UInt8]) {
    bytes.append(0x1B)
    bytes.append(0x5B)
    let all = [codes.0, codes.1, codes.2, codes.3, codes.4, codes.5, codes.6, codes.7]
    for index in 0..<count {
      if index > 0 { bytes.append(0x3B) }
      ANSIRenderer.appendDecimal(all[index], to: &bytes)
    }
    bytes.append(0x6D)
  }
}
