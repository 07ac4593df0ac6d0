import Navigation
import Routes
import TextUI

@MainActor
struct ScreenFactory {
  let configuration: AppConfiguration
  let stack: NavigationStack<Route>
  let report: @MainActor (String) -> Void
  final class Owner {}
  func makeScreen(for entry: NavigationEntry<Route>) -> Screen {
    Screen(title: { "\(entry.route)" }, content: AnyView(Text("\(entry.route)")), owner: Owner())
  }
}
