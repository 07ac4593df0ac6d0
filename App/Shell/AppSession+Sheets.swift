import Routes
import TextUI
import TripModels

// MARK: - Sheets (Export, Schedule, Import, Units, Router)

extension AppSession {
  /// Opens the sheet a key names (outside text fields): `x` Export (the open trip, or the trip
  /// selected in the trip list), `S` Schedule (the same trip), `i` Import, `o` Units, `r` Router.
  /// Returns nil when the key names no sheet, else
  /// the message for the status line (nil inside when the sheet opened).
  func openSheet(for key: Key) async -> String?? {
    let sheet: Sheet
    switch key {
    case .character(SheetCopy.exportKey):
      guard let trip = tripToExport else { return .some(SheetCopy.noTripToExport) }
      sheet = .export(trip)
    case .character(SheetCopy.scheduleKey):
      guard let trip = tripToExport else { return .some(SheetCopy.noTripToSchedule) }
      sheet = .schedule(trip)
    case .character(SheetCopy.importKey): sheet = .importFile
    case .character(SheetCopy.unitsKey): sheet = .units
    case .character(SheetCopy.routerKey): sheet = .router
    default: return nil
    }
    await present(sheet)
    return .some(nil)
  }

  /// Presents `sheet` over the main stack; the keys go to it until it closes.
  func present(_ sheet: Sheet) async {
    await runNavigation { stack in _ = stack.present(.sheet(sheet)) }
  }

  /// Closes the open sheet, doing nothing (Esc).
  func closeSheet() async {
    await runNavigation { stack in _ = await stack.dismiss() }
  }

  /// The trip Export acts on: the one selected in the trip list when the list has the keys, else
  /// the trip of the top screen.
  var tripToExport: TripID? {
    if let trip = stack.state.top.tripID, activeScope == ShellModel.mainScope { return trip }
    return model.rootScreen.selectedItem()?.base as? TripID
  }

  /// The unit changed: the screens that show distances are built again (with the rows they had
  /// selected), the stop editors are kept as they are.
  func unitsChanged() {
    let scopes = [ShellModel.mainScope, ShellModel.listScope]
    let selections = scopes.compactMap { scope -> (String, Int)? in
      guard let row = host.elements(in: scope).first(where: { $0.kind == .list })?.selectedRow else {
        return nil
      }
      return (scope, row)
    }
    model.screens.rebuild { route in
      switch route {
      case .trips, .trip: true
      case .waypoint, .newStop, .sheet: false
      // new-feature: screens kept when the units change (scripts/new-feature inserts above this line)
      }
    }
    model.prepareScreens()
    for (scope, row) in selections { try? host.select(row: row, scope: scope) }
  }
}
