import TextUI

/// One line of the map as styled text and the blank cells before it. `Text` starts a line at its
/// first non-space character (as word wrapping does), so leading blank cells become padding.
struct MapRowText {
  /// The line's runs after the indent, styled by their ink.
  let text: Text
  /// Blank cells before the text.
  let indent: Int

  /// The row made of `runs`.
  init(_ runs: [MapPicture.Run]) {
    var runs = runs
    var indent = 0
    if let first = runs.first, first.ink == .blank || first.ink == .label || first.ink == .chrome {
      indent = first.text.prefix { $0 == " " }.count
      runs[0].text.removeFirst(indent)
    }
    var text = Text("")
    for run in runs where !run.text.isEmpty { text = text + Self.styled(run) }
    self.text = text
    self.indent = indent
  }

  private static func styled(_ run: MapPicture.Run) -> Text {
    let text = Text(run.text)
    switch run.ink {
    case .blank, .label, .chrome: return text
    case .land: return text.dim()
    case .route, .marker: return text.bold()
    case .selectedMarker, .selectedLabel: return text.bold().inverse()
    }
  }
}
