import Navigation
import Routes
import TextUI

// MARK: - Navigating

extension AppSession {
  /// Goes back one screen (the top screen's guard may ask first); closes an open sheet; clears the
  /// trip list's kept filter first when the list has the keys.
  /// - Returns: an error message when already at the trip list.
  func back() async -> String? {
    if isSheetOpen {
      await closeSheet()
      return nil
    }
    let listHasKeys = stack.state.path.isEmpty || (isSplit && model.focusedPane == .list)
    if listHasKeys, model.rootScreen.clearNarrowing() { return nil }
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
    let work = PendingWork()
    let stack = self.stack
    work.start { await request(stack) }
    await work.wait(orUntil: { stack.isAwaitingGuard }, observing: { _ = stack.isAwaitingGuard })
    await stack.settle()
  }

  /// Lets the navigation the last key started finish (requests queued on the stack, and a screen
  /// closing itself), unless it waits for the user.
  func settle() async {
    await stack.settle()
    await awaitAnsweredGuard()
    await stack.settle()
  }

  /// A guard's question was just answered (no confirmation is open any more) but the guard has
  /// not resumed yet: waits until it has, so the navigation it allowed or vetoed is applied.
  func awaitAnsweredGuard() async {
    let stack = self.stack
    let host = self.host
    // No work of its own: it returns once the condition holds.
    await PendingWork().wait(
      orUntil: { !stack.isAwaitingGuard || host.activeConfirmation != nil },
      observing: { _ = stack.isAwaitingGuard })
  }

  /// Awaits the navigation `screen` started (the key sent to it led somewhere) until it is done or
  /// waits for the user, then the stack's: the next key goes to the screen this one led to.
  func settle(after screen: Screen) async {
    await awaitWork(of: screen, .navigation)
    await settle()
  }

  /// Awaits `screen`'s pending work of `kind` until it is done or waits for the user. Returns at
  /// once, starting no task, when none is running — as after most keys: each hop through the main
  /// actor's queue is a chance for the thread to wait for a core that other work holds.
  func awaitWork(of screen: Screen, _ kind: ScreenWork.Settle = .all) async {
    guard !screen.work.isIdle(kind) else { return }
    await untilDoneOrAsking { await screen.settle(kind) }
  }

  /// Waits for every visible screen's pending work (a search, a screen closing itself, a navigation),
  /// then for the screens that work brought up, until the top screen stays the same (the script
  /// commands; `wait` does only this). Each round awaits finished work, not a number of turns.
  func waitForPendingWork() async {
    for _ in 0..<Self.settleRounds {
      let top = stack.state.topEntryID
      await settle()
      if isSplit { await awaitWork(of: model.rootScreen) }
      await awaitWork(of: model.topScreen)
      if let sheet = model.sheetScreen { await awaitWork(of: sheet) }
      await settle()
      if stack.state.topEntryID == top { return }
    }
  }

  /// Awaits `work` until it is done, or until it waits for the user to answer a question on screen
  /// (a guard's "Discard changes? (y/n)"), which only a later key can answer.
  func untilDoneOrAsking(_ work: @escaping @MainActor () async -> Void) async {
    let pending = PendingWork()
    let stack = self.stack
    let host = self.host
    pending.start(work)
    await pending.wait(
      orUntil: { stack.isAwaitingGuard && host.activeConfirmation != nil },
      observing: { _ = stack.isAwaitingGuard })
  }

  /// The most screens one command can open in a row before its frame is printed anyway.
  static let settleRounds = 8

  // MARK: - Restoration

  /// Saves the main stack in the store, for the next launch, with the top screen's selection (the
  /// stop you were on).
  func saveNavigation() {
    do {
      let state = stateAtQuit ?? stack.state
      let encoded = try NavigationRestoration.encode(state)
      let selection =
        stateAtQuit == nil ? (state.path.isEmpty ? nil : model.topScreen.savedSelection()) : selectionAtQuit
      try configuration.repository.setSettings([
        AppConfiguration.navigationSetting: encoded, AppConfiguration.selectionSetting: selection ?? "",
      ])
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
    // The stop you were on, when the screen you were on is back whole.
    if restored.issue == nil,
      let selection = try? configuration.repository.setting(AppConfiguration.selectionSetting),
      !selection.isEmpty
    {
      model.topScreen.restoreSelection(selection)
    }
  }
}

/// The result of a navigation request run in its own task.
@MainActor
final class NavigationOutcome {
  var error: String?
}
