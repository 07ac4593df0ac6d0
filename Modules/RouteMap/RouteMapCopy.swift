/// The map's own words: what an empty map says and how its legend starts. The words around the map
/// (its box's titles, its name as an element) belong to the screen that shows it.
enum RouteMapCopy {
  /// What an empty map says.
  static let emptyMap = "Add a stop to see the map"
  /// Before the stops whose labels found no room on the map.
  static let legendPrefix = "Unlabelled: "
}
