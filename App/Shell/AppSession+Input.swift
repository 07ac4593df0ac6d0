import TextUI

// MARK: - Keys and script commands

extension AppSession {
  /// Handles one key as the TUI does: a message from before the key goes; the help overlay and an
  /// open confirmation come first, then split view's column keys, then the focused element and the
  /// screen's shortcuts, then the global keys (F1/?, q/Ctrl-C through the guards, g, u/U, Esc/←/h).
  /// - Returns: an error message for the status line or script, nil when fine.
  @discardableResult
  func handle(_ key: Key) async -> String? {
    let message = await route(key)
    await awaitPendingQuit()
    await previewSelection()
    updateEditingLine()
    return message
  }

  /// In split view while the trip list has the keys, the trip on the right is the one selected in
  /// the list, whatever moved the selection: an arrow, the filter narrowing the list as it is typed,
  /// an undo that brought a trip back. With nothing selected the right column shows no trip (an
  /// empty store's says how to add one).
  func previewSelection() async {
    guard isSplit, !isSheetOpen, !isQuitRequested, host.activeConfirmation?.asksForText ?? true else {
      return
    }
    if stack.state.path.isEmpty {
      guard let row = selectedTripRow else { return }
      openSelectedTrip(row: row, scope: ShellModel.mainScope)
      await settle(after: model.rootScreen)
      if !stack.state.path.isEmpty { focusPane(.list) }
    } else if model.focusedPane == .list, isPreviewStale {
      await previewSelectedTrip()
    }
  }

  /// Tells the footer what the keys do now: a field is being edited (letters are text), a question
  /// waits for its answer, or nothing (the keys are commands).
  func updateEditingLine() {
    let line: String? =
      if let question = host.activeConfirmation {
        question.asksForText
          ? KeyTable.editingFooter(question.fieldName ?? "the answer") : KeyTable.questionFooter
      } else {
        host.editedField(in: activeScope).map { field in
          KeyTable.editingFooter(field.label, completes: field.completes, enter: field.submitLabel)
        }
      }
    if model.modeLine != line { model.modeLine = line }
  }

  private func route(_ key: Key) async -> String? {
    status.keyPressed()
    if model.helpLines != nil {
      model.helpLines = nil
      return nil
    }
    if key == .f1 {
      showHelp()
      return nil
    }
    if isSheetOpen { return await routeInSheet(key) }
    if host.activeConfirmation == nil, let done = await handlePaneKey(key) { return done }
    let scope = activeScope
    let topBefore = stack.state.topEntryID
    let screenBefore = scope == ShellModel.listScope ? model.rootScreen : model.topScreen
    let answeringText = host.activeConfirmation?.asksForText == true
    do {
      if try host.send(key, scope: scope) {
        if let notice = host.takeNotice() { status.post(notice) }
        await settle(after: screenBefore)  // the next key goes where this one led
        if scope == ShellModel.listScope, isSplit, !stack.state.path.isEmpty {
          // The trip list opened a screen (a new trip), or Enter closed the filter on its
          // selection ("open the selected trip"): the keys go to the right.
          let filterDone = answeringText && key == .enter && host.activeConfirmation == nil
          if stack.state.topEntryID != topBefore || filterDone {
            await previewSelection()  // the filter's Enter opens what it selected
            focusPane(.main)
          }
        }
        return nil
      }
    } catch {
      return "\(error)"
    }
    if let done = await openSheet(for: key) { return done }
    switch key {
    case .character("q"), .ctrlC: await quitThroughGuards()
    case .character("g"): await goToRoot()
    case .character("?"): showHelp()
    case .character("u"): return stepHistory(undoing: true)
    case .character("U"): return stepHistory(undoing: false)
    case .escape, .left, .character("h"): return await back()
    default: break
    }
    return nil
  }

  /// A key while a sheet is open: the sheet's elements first; then Esc (← or h outside a field)
  /// closes it doing nothing, `?` shows its help, `q` / Ctrl-C quit. Other keys do nothing.
  private func routeInSheet(_ key: Key) async -> String? {
    let sheet = model.sheetScreen
    do {
      if try host.send(key, scope: ShellModel.sheetScope) {
        if let notice = host.takeNotice() { status.post(notice) }
        if let sheet { await settle(after: sheet) }
        return nil
      }
    } catch {
      return "\(error)"
    }
    switch key {
    case .escape, .left, .character("h"): await closeSheet()
    case .character("q"), .ctrlC: await quitThroughGuards()
    case .character("?"): showHelp()
    default: break
    }
    return nil
  }

  // MARK: - Split view

  /// ←/→ between the columns of split view. Returns nil when the key is not a column key here.
  private func handlePaneKey(_ key: Key) async -> String?? {
    guard isSplit, !stack.state.path.isEmpty else { return nil }
    switch (model.focusedPane, key) {
    case (.list, .right), (.list, .character("l")), (.list, .enter):
      guard selectedTripRow != nil else { return .some(nil) }  // nothing selected: nothing to open
      if selectedTripRow != openTripRow { await previewSelectedTrip() }
      focusPane(.main)
      // The trip's column remembers its focus; given back by a key that names no field, it takes
      // the keys on a command — in its Name field, the next letter would replace the trip's name.
      host.endEditing(in: activeScope)
      return .some(nil)
    case (.main, .left), (.main, .character("h")), (.main, .escape):
      guard stack.state.path.count == 1, !isFocusedOnField, !(key == .left && isFocusedOnMap) else {
        return nil  // a field's Esc and ←, and a focused map's ← (it pans west), stay in the column
      }
      focusPane(.list)
      return .some(nil)
    case (_, .tab), (_, .backTab):
      // Tab past the last element of a column (Shift-Tab before the first) moves to the other
      // column's first element (its last): one cycle visits every element of both, and wraps.
      // A screen opened from the trip (the stop editor) keeps Tab to itself, as it keeps Esc and
      // ←: the list taking the keys would show the trip in its place, closing the editor.
      let forward = key == .tab
      guard model.focusedPane == .list || stack.state.path.count == 1 else { return nil }
      guard isAtEdge(forward: forward) else { return nil }
      // The column losing the keys ends its edit as any focus move does: the name typed is saved
      // (the list may show another trip next, and the draft would go with the screen).
      host.endEditing(in: activeScope)
      focusPane(model.focusedPane == .list ? .main : .list)
      host.focusEdge(first: forward, in: activeScope)
      return .some(nil)
    default:
      return nil
    }
  }

  /// Whether the focus is on the last focusable element of the active column (`forward`), or on
  /// its first.
  private func isAtEdge(forward: Bool) -> Bool {
    let candidates = host.elements(in: activeScope).filter(\.isFocusable)
    guard let focused = host.focusedElement(in: activeScope) else { return true }
    let edge = forward ? candidates.last : candidates.first
    return edge?.id == focused.id
  }

  private func focusPane(_ pane: ShellModel.Pane) {
    model.focusedPane = pane
    updateFocusScope()
  }

  private var isFocusedOnField: Bool {
    host.activeConfirmation == nil && host.focusedElement(in: activeScope)?.kind == .textField
  }

  private var isFocusedOnMap: Bool {
    host.activeConfirmation == nil && host.focusedElement(in: activeScope)?.kind == .area
  }

  /// The selected row of the trip list column (1-based).
  private var selectedTripRow: Int? {
    let scope = stack.state.path.isEmpty ? ShellModel.mainScope : ShellModel.listScope
    return host.elements(in: scope).first { $0.kind == .list }?.selectedRow
  }

  /// Whether the right column shows another trip than the one selected in the list: the selection
  /// moved, the filter put another trip on its row, or it left no trip selected.
  private var isPreviewStale: Bool {
    guard let row = selectedTripRow else { return !stack.state.path.isEmpty }
    return row != openTripRow
  }

  /// The row of the trip shown on the right.
  private var openTripRow: Int? {
    guard let list = host.elements(in: ShellModel.listScope).first(where: { $0.kind == .list }),
      case .trip(let id) = stack.state.path.first?.route, let count = list.rowCount
    else { return nil }
    return (1...max(1, count)).first { list.rowID($0) == AnyHashable(id) }
  }

  /// Shows the trip selected in the left column on the right (its screens' guards may ask first).
  /// With nothing selected (a filter that matches no trip) the right column shows no trip either,
  /// so no key goes to a trip the list no longer shows.
  private func previewSelectedTrip() async {
    guard let row = selectedTripRow else {
      if isSplit, !stack.state.path.isEmpty { await goToRoot() }
      return
    }
    openSelectedTrip(row: row, scope: ShellModel.listScope)
    await settle(after: model.rootScreen)
  }

  /// Opens the trip list's selected row `row` in `scope`; while the filter line is open (a
  /// question that asks for text), beside it, so the trip on the right follows the selection as
  /// the filter narrows the list and as `↑` `↓` move among the matches.
  private func openSelectedTrip(row: Int, scope: String) {
    if let question = host.activeConfirmation {
      _ = try? host.activateSelectedRow(beside: question, scope: scope)
    } else {
      try? host.open(row: row, scope: scope)
    }
  }

  /// Performs one script command, then lets the work it started finish (a search, a navigation),
  /// so the next line — a `print` above all — sees a settled screen. A question the user must
  /// answer ("Discard changes?") counts as settled. `print`, `echo` and `quit` start no work (and
  /// the line before them already settled its own), so they do not wait.
  /// - Returns: the failure message, nil when the command succeeded.
  func perform(_ command: ScriptCommand, output: (String) -> Void) async -> String? {
    if let confirmation = host.activeConfirmation, confirmation.asksForText, case .type(let text) = command {
      // A question answered by typing (a new trip's name, a filter) takes `type` as keys.
      for character in text { await handle(.character(character)) }
      return nil
    }
    if let confirmation = host.activeConfirmation, !command.isAllowedDuringConfirmation {
      let advice =
        confirmation.asksForText
        ? "type the answer with key lines (key 3, key enter) or close it with key esc"
        : "answer it with key y or key n"
      return "“\(confirmation.prompt)” is open — \(advice)"
    }
    var failure: String?
    do {
      switch command {
      case .print:
        let frame = plainFrame
        output(frame.hasSuffix("\n") ? frame : frame + "\n")
      case .press(let label): try host.press(label, scope: commandScope)
      case .select(let row): try host.select(row: row, scope: commandScope)
      case .open(let row): try host.open(row: row, scope: commandScope)
      case .set(let label, let text): try host.setText(label, text, scope: commandScope)
      case .type(let text): try host.type(text, scope: commandScope)
      case .key(let key): failure = await handle(key)
      case .back: failure = await back()
      case .root: await goToRoot()
      case .goto(let link): failure = await open(link: link)
      case .resize(let size): resize(to: size)
      case .wait: break  // every command waits below; `wait` only waits
      case .echo(let text): output(text + "\n")
      case .quit: requestQuit()
      }
    } catch {
      failure = ScriptFailureMessage.text(for: error)
    }
    if command.canStartWork {
      await waitForPendingWork()
      await previewSelection()
      updateEditingLine()
    }
    return failure
  }

  // MARK: - Help

  /// Opens the help overlay: the keys that work for the current focus.
  func showHelp() {
    if let question = host.activeConfirmation, question.asksForText {
      model.helpLines = KeyHelp.promptLines(question.prompt)
      return
    }
    model.helpLines = KeyHelp.lines(
      elements: host.elements(in: activeScope), focused: host.focusedElement(in: activeScope),
      canGoBack: !stack.state.path.isEmpty, isSplit: isSplit,
      pane: model.focusedPane, depth: stack.state.path.count, isSheet: isSheetOpen)
  }
}

extension ScriptCommand {
  /// Whether the command can start work the script must wait for before its next line.
  fileprivate var canStartWork: Bool {
    switch self {
    case .print, .echo, .quit: false
    default: true
    }
  }

  /// Whether the command can run while a confirmation is open (it answers or inspects it).
  fileprivate var isAllowedDuringConfirmation: Bool {
    switch self {
    case .key, .print, .echo, .wait, .resize, .quit: true
    default: false
    }
  }
}
