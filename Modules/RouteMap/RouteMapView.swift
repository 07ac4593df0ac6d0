import TextUI

/// The route map in a rounded box, drawn into exactly the space the layout gives it: land outlines
/// dim, the route bright, the selected stop's marker and label in inverse video, the legend (if
/// any) on the box's last line. Drawn from its value alone (`Equatable`, shown `.equatable()`): an
/// unchanged map's cells are kept between frames.
public struct RouteMapView: View, Equatable {
  /// The map to draw.
  let map: RouteMap
  /// How it is zoomed and panned.
  let viewport: MapViewport
  /// The selected stop's 0-based position.
  let selected: Int?
  /// Whether the map has the focus (its box is then heavy and titled `focusedTitle`).
  let isFocused: Bool
  /// The box's title without the focus.
  let title: String
  /// The box's title with the focus (the screen lists the map's keys there).
  let focusedTitle: String
  /// What is kept between frames (nothing when nil).
  let cache: MapCache?

  /// The smallest map (inside the box) worth drawing: below it a screen leaves the map out.
  public static let minimumSize = Size(width: 16, height: 5)

  /// `map` as seen through `viewport`, with the stop at `selected` (0-based) marked, in a box titled
  /// `title` (`focusedTitle` while `isFocused`); what `cache` keeps is reused between frames.
  public init(
    map: RouteMap, viewport: MapViewport, selected: Int?, isFocused: Bool, title: String,
    focusedTitle: String, cache: MapCache? = nil
  ) {
    self.map = map
    self.viewport = viewport
    self.selected = selected
    self.isFocused = isFocused
    self.title = title
    self.focusedTitle = focusedTitle
    self.cache = cache
  }

  /// The box and the map's rows inside it.
  public var body: some View {
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
      .border(isFocused ? .heavy : .rounded, title: isFocused ? focusedTitle : title)
    }
  }
}

extension RouteMapView {
  /// Whether both draw the same picture: the same map, viewport, selection, focus and titles, kept
  /// in the same cache.
  public static func == (lhs: RouteMapView, rhs: RouteMapView) -> Bool {
    lhs.cache === rhs.cache && lhs.selected == rhs.selected && lhs.isFocused == rhs.isFocused
      && lhs.title == rhs.title && lhs.focusedTitle == rhs.focusedTitle
      && lhs.viewport == rhs.viewport && lhs.map == rhs.map
  }
}
