import Navigation
import Routes
import TextUI
import TripDetail
import TripList

@MainActor
struct ScreenFactory {
  let configuration: AppConfiguration
  let stack: NavigationStack<Route>
  let report: @MainActor (String) -> Void
  final class Owner {}
  func makeScreen(for entry: NavigationEntry<Route>) -> Screen {
    switch entry.route {
    case .trips:
      return TripListModule.build(
        repository: configuration.repository, stack: stack, units: configuration.units, report: report)
    case .trip(let tripID):
      return TripDetailModule.build(
        tripID: tripID, repository: configuration.repository, stack: stack,
        units: configuration.units, report: report)
    case .waypoint:
      break
    }
    return Screen(title: { "\(entry.route)" }, content: AnyView(Text("\(entry.route)")), owner: Owner())
  }
}
