import Navigation
import Routes

// MARK: - Navigating

extension AppSession {
  /// Goes back one screen (the top screen's guard may ask first).
  /// - Returns: an error message when already at the trip list.
  func back() async -> String? {
    guard !stack.state.path.isEmpty else { return "already at the trip list — nothing to go back to" }
    await runNavigation { stack in _ = await stack.back() }
    return nil
  }

  /// Goes to the trip list (the screens' guards may ask first).
  func goToRoot() async {
    await runNavigation { stack in _ = await stack.popToRoot() }
  }

  /// Opens a `roadtrip://` deep link on the main stack.
  /// - Returns: an error message naming the bad part; the stack is then unchanged.
  func open(link: String) async -> String? {
    let outcome = NavigationOutcome()
    let lookup = self.lookup
    await runNavigation { stack in
      do {
        try await DeepLinkCodec.open(link, on: stack, lookup: lookup)
      } catch {
        outcome.error = "\(error)"
      }
    }
    return outcome.error
  }

  /// Runs a navigation request and returns once it is applied, or once it waits for the user to
  /// answer a guard's question (the answer comes as a later key).
  func runNavigation(_ request: @escaping @MainActor (NavigationStack<Route>) async -> Void) async {
    let outcome = NavigationOutcome()
    let stack = self.stack
    Task {
      await request(stack)
      outcome.isFinished = true
    }
    while !outcome.isFinished && !stack.isAwaitingGuard {
      await Task.yield()
    }
    await settle()
  }

  /// Lets work the last command started run until nothing is left but waiting for the user or for
  /// a slow search (which the script command `wait` awaits).
  func settle() async {
    for _ in 0..<8 { await Task.yield() }
    await stack.settle()
  }

  /// Waits for every visible screen's pending work (the script command `wait`).
  func waitForPendingWork() async {
    await settle()
    if ShellModel.isSplit(width: host.size.width) { await model.rootScreen.settle() }
    await model.topScreen.settle()
    await settle()
  }

  // MARK: - Restoration

  /// Saves the main stack in the store, for the next launch.
  func saveNavigation() {
    do {
      let encoded = try NavigationRestoration.encode(stack.state)
      try configuration.repository.setSetting(AppConfiguration.navigationSetting, to: encoded)
    } catch {
      status.post("Could not save where you were: \(error)")
    }
  }

  /// Restores the main stack saved at the last exit, keeping the longest prefix that still exists.
  func restoreNavigation() async {
    let saved = try? configuration.repository.setting(AppConfiguration.navigationSetting)
    let restored = NavigationRestoration.restore(saved, lookup: lookup)
    if let issue = restored.issue, saved != nil {
      status.post("Restored what still exists: \(issue)")
    }
    let path = restored.state.path.map(\.route)
    guard !path.isEmpty else { return }
    await runNavigation { stack in _ = await stack.reset(path: path) }
  }
}

/// The result of a navigation request run in its own task.
@MainActor
final class NavigationOutcome {
  var isFinished = false
  var error: String?
}
