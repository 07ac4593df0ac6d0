import Geo
import TripModels

/// The distance unit the screens show: chosen with `--units` or the Units sheet, remembered in the
/// store (the same setting `--units` writes), so the next launch shows the same unit.
@MainActor
final class UnitPreference {
  /// The unit distances are shown in now.
  private(set) var unit: DistanceUnit
  /// Called after the unit changed (the App rebuilds the screens that show distances).
  var onChange: (@MainActor (DistanceUnit) -> Void)?
  private let repository: any TripRepository

  /// The preference, starting at `unit`, remembered in `repository`.
  init(unit: DistanceUnit, repository: any TripRepository) {
    self.unit = unit
    self.repository = repository
  }

  /// Remembers `unit` and shows distances in it.
  /// - Throws: ``TripStoreError`` when the store cannot remember it; the unit is then unchanged.
  func choose(_ unit: DistanceUnit) throws(TripStoreError) {
    try repository.setSetting(AppConfiguration.unitsSetting, to: unit.rawValue)
    guard unit != self.unit else { return }
    self.unit = unit
    onChange?(unit)
  }
}
