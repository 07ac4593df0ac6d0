import Geo
import Observation
import Routes
import TripModels

/// The Schedule sheet: one trip's start date, departure, daily driving limit and estimate speed,
/// typed as text; Save checks every field (the first wrong one is named with its valid form) and
/// stores the schedule as one undoable change.
@MainActor
@Observable
final class ScheduleSheetPresenter {
  /// The fields as typed.
  var form: ScheduleForm
  /// Why the last Save stored nothing, shown until the next one.
  private(set) var problem: String?
  /// The trip's name, for the title.
  let tripName: String

  @ObservationIgnored private let tripID: TripID
  @ObservationIgnored private let original: TripSchedule
  @ObservationIgnored private let unit: DistanceUnit
  @ObservationIgnored private let repository: any TripRepository
  @ObservationIgnored private let router: SheetRouter
  @ObservationIgnored private let report: @MainActor (StatusMessage) -> Void

  /// A presenter for trip `tripID`'s schedule, speeds shown in `unit`.
  init(
    tripID: TripID, repository: any TripRepository, unit: DistanceUnit, router: SheetRouter,
    report: @escaping @MainActor (StatusMessage) -> Void
  ) {
    self.tripID = tripID
    self.repository = repository
    self.unit = unit
    self.router = router
    self.report = report
    let schedule = (try? repository.tripSchedule(id: tripID)) ?? nil
    self.original = schedule ?? .standard
    self.tripName = ((try? repository.tripSummary(id: tripID)) ?? nil)?.name ?? ""
    self.form = ScheduleForm(schedule ?? .standard, unit: unit)
    self.exists = schedule != nil
  }

  /// Whether the trip existed when the sheet opened.
  @ObservationIgnored let exists: Bool

  /// What each field takes, in the sheet's unit.
  var speedForm: String { SheetCopy.estimateSpeedForm(unit) }

  /// Stores the schedule the fields say and closes the sheet; a wrong field is named instead.
  func save() {
    problem = nil
    switch form.schedule(from: original, unit: unit) {
    case .failure(let wrong):
      problem = SheetCopy.scheduleProblem(wrong)
    case .success(let schedule):
      do {
        if schedule != original { try repository.setSchedule(schedule, of: tripID) }
      } catch {
        problem = error.description
        return
      }
      if schedule != original { report(.notice(SheetCopy.scheduleSaved(tripName))) }
      router.close()
    }
  }

  /// Closes the sheet, storing nothing.
  func cancel() {
    router.close()
  }
}
