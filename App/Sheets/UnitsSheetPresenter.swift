import Geo
import Observation
import Routes

/// The Units sheet: km or mi, starting at the unit in use; the choice is remembered in the store
/// (like `--units`) and every distance on screen changes at once.
@MainActor
@Observable
final class UnitsSheetPresenter {
  /// The highlighted unit.
  var selected: DistanceUnit
  /// Why the choice could not be remembered.
  private(set) var problem: String?

  @ObservationIgnored private let preference: UnitPreference
  @ObservationIgnored private let router: SheetRouter
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void

  /// A presenter changing `preference`.
  init(preference: UnitPreference, router: SheetRouter, report: @escaping @MainActor (StatusMessage) -> Void)
  {
    self.preference = preference
    self.router = router
    self.report = report
    self.selected = preference.unit
  }

  /// Uses the highlighted unit and closes the sheet.
  func use() {
    problem = nil
    do {
      try preference.choose(selected)
    } catch {
      problem = "the unit could not be remembered: \(error)"
      return
    }
    report(.notice(SheetCopy.unitChosen(selected)))
    router.close()
  }

  /// Closes the sheet, keeping the unit in use.
  func cancel() {
    router.close()
  }
}
