import TextUI

/// The route map, drawn into exactly the space the layout gives it.
struct RouteMapView: View {
  /// The map to draw.
  let map: RouteMap

  var body: some View {
    GeometryReader { proxy in
      let lines = map.render(columns: proxy.size.width, rows: proxy.size.height)
      VStack(alignment: .leading, spacing: 0) {
        ForEach(lines.indices) { index in
          Self.row(lines[index])
        }
      }
    }
  }

  /// One line of the map, one cell high even when blank. `Text` starts a line at its first
  /// non-space character (as word wrapping does), so the leading blank cells become padding.
  private static func row(_ line: String) -> some View {
    let indent = line.prefix { $0 == " " }.count
    return Text(line.dropFirst(indent)).lineLimit(1).padding(.leading, indent).frame(height: 1)
  }
}
