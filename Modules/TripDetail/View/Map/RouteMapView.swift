import TextUI

/// The route map in a rounded box, drawn into exactly the space the layout gives it: land outlines
/// dim, the route bright, the selected stop's marker and label in inverse video, the legend (if
/// any) on the box's last line.
struct RouteMapView: View {
  /// The map to draw.
  let map: RouteMap
  /// How it is zoomed and panned.
  let viewport: MapViewport
  /// The selected stop's 0-based position.
  let selected: Int?
  /// Whether the map has the focus (its title then lists its keys).
  let isFocused: Bool

  /// The box's title without and with the focus.
  static let titles = (normal: TripDetailCopy.mapTitle, focused: TripDetailCopy.mapKeysTitle)
  /// The smallest map (inside the box) worth drawing: below it the screen shows the legs only.
  static let minimumSize = Size(width: 16, height: 5)

  var body: some View {
    EnvironmentReader { environment in
      GeometryReader { proxy in
        let picture = map.picture(
          columns: proxy.size.width, rows: proxy.size.height, viewport: viewport, selected: selected,
          ambiguous: environment.ambiguousWidth)
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<picture.rowCount) { row in
            Self.row(picture.runs(row: row))
          }
        }
      }
      // Focus shows in the title (it lists the map's keys), never by colour alone: a foreground
      // colour without a background is unreadable on one of light and dark themes.
      .border(.rounded, title: isFocused ? Self.titles.focused : Self.titles.normal)
    }
  }

  /// One line of the map as styled text, one cell high. `Text` starts a line at its first
  /// non-space character (as word wrapping does), so leading blank cells become padding.
  private static func row(_ runs: [MapPicture.Run]) -> some View {
    var runs = runs
    var indent = 0
    if let first = runs.first, first.ink == .blank || first.ink == .label || first.ink == .chrome {
      indent = first.text.prefix { $0 == " " }.count
      runs[0].text.removeFirst(indent)
    }
    var text = Text("")
    for run in runs where !run.text.isEmpty { text = text + styled(run) }
    return text.lineLimit(1).padding(.leading, indent).frame(height: 1)
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
