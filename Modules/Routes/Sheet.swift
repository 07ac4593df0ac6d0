import TripModels

/// An in-app action shown as a modal sheet: a bordered box over the screen below that takes the keys
/// until it is confirmed or closed.
public enum Sheet: Hashable, Codable, Sendable {
  /// Export one trip to a file (JSON, GPX, KML, GeoJSON or CSV).
  case export(TripID)
  /// Import a JSON, GPX, KML, GeoJSON or CSV file.
  case importFile
  /// Choose the distance unit (km or mi).
  case units
  /// Choose the road router (its URL, what routes avoid).
  case router

  /// The sheet's name in a deep link (`…/export`, `…/import`, `…/units`, `…/router`).
  public var linkName: DeepLink.SheetName {
    switch self {
    case .export: .export
    case .importFile: .importFile
    case .units: .units
    case .router: .router
    }
  }
}
