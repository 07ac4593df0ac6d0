import Geo

extension Place {
  /// The widest result-row text: "Kyoto, Kyoto, Japan · 35.02°N 135.75°E · 1.5M" (see ``PlaceLabel``;
  /// a list of places uses ``PlaceLabel/labels(for:)`` so that no two rows read the same).
  public var summary: String {
    PlaceLabel(self).text
  }
}
