import TextUI

/// The route map in a rounded box, drawn into exactly the space the layout gives it: land outlines
/// dim, the route bright, the selected stop's marker and label in inverse video, the legend (if
/// any) on the box's last line. Drawn from its value alone (`Equatable`, shown `.equatable()`): an
/// unchanged map's cells are kept between frames.
struct RouteMapView: View, Equatable {
  /// The map to draw.
  let map: RouteMap
  /// How it is zoomed and panned.
  let viewport: MapViewport
  /// The selected stop's 0-based position.
  let selected: Int?
  /// Whether the map has the focus (its title then lists its keys).
  let isFocused: Bool
  /// What is kept between frames (nothing when nil).
  var cache: MapCache? = nil

  /// The box's title without and with the focus.
  static let titles = (normal: TripDetailCopy.mapTitle, focused: TripDetailCopy.mapKeysTitle)
  /// The smallest map (inside the box) worth drawing: below it the screen shows the legs only.
  static let minimumSize = Size(width: 16, height: 5)

  var body: some View {
    EnvironmentReader { environment in
      GeometryReader { proxy in
        // The rows come prepared (sanitized and measured when the picture changed), not as text
        // laid out again every frame.
        (cache ?? MapCache()).rows(
          of: map, columns: proxy.size.width, rows: proxy.size.height, viewport: viewport,
          selected: selected, ambiguous: environment.ambiguousWidth)
      }
      // Focus shows in the border (heavy) and the title (it lists the map's keys), never by colour
      // alone: a foreground colour without a background is unreadable on one of light and dark themes.
      .border(isFocused ? .heavy : .rounded, title: isFocused ? Self.titles.focused : Self.titles.normal)
    }
  }
}

extension RouteMapView {
  /// Whether both draw the same picture: the same map, viewport, selection and focus, kept in the
  /// same cache.
  static func == (lhs: RouteMapView, rhs: RouteMapView) -> Bool {
    lhs.cache === rhs.cache && lhs.selected == rhs.selected && lhs.isFocused == rhs.isFocused
      && lhs.viewport == rhs.viewport && lhs.map == rhs.map
  }
}
