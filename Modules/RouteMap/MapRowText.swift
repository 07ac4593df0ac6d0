import TextUI

/// One line of the map as styled spans and the blank cells before it (left undrawn, as padding).
enum MapRowText {
  /// The row made of `runs`: leading blank cells of an unstyled first run become the indent.
  static func row(_ runs: [MapPicture.Run]) -> PreparedRows.Row {
    var runs = runs
    var indent = 0
    if let first = runs.first, first.ink == .blank || first.ink == .label || first.ink == .chrome {
      indent = first.text.prefix { $0 == " " }.count
      runs[0].text.removeFirst(indent)
    }
    let spans = runs.filter { !$0.text.isEmpty }.map { PreparedRows.Span($0.text, style: style($0.ink)) }
    return PreparedRows.Row(indent: indent, spans: spans)
  }

  /// How cells of `ink` are drawn.
  static func style(_ ink: MapPicture.Ink) -> Style {
    switch ink {
    case .blank, .label, .chrome: .plain
    case .land: Style(dim: true)
    case .route, .marker: Style(bold: true)
    case .selectedMarker, .selectedLabel: Style(bold: true, inverse: true)
    }
  }
}
