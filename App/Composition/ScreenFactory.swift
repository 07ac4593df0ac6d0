import Navigation
import Routes
import TextUI
import TripList

@MainActor
struct ScreenFactory {
  let configuration: AppConfiguration
  let stack: NavigationStack<Route>
  let report: @MainActor (String) -> Void
  final class Owner {}
  func makeScreen(for entry: NavigationEntry<Route>) -> Screen {
    if entry.route == .trips {
      return TripListModule.build(
        repository: configuration.repository, stack: stack, units: configuration.units, report: report)
    }
    return Screen(title: { "\(entry.route)" }, content: AnyView(Text("\(entry.route)")), owner: Owner())
  }
}
