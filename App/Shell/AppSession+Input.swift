import TextUI

// MARK: - Keys and script commands

extension AppSession {
  /// Handles one key as the TUI does: the help overlay and an open confirmation first, then the
  /// focused element and the screen's shortcuts, then the global keys (q, g, ?, Esc/←).
  /// - Returns: an error message for the status line or script, nil when fine.
  @discardableResult
  func handle(_ key: Key) async -> String? {
    if model.helpLines != nil {
      model.helpLines = nil
      return nil
    }
    do {
      if try host.send(key, scope: ShellModel.mainScope) {
        await settle()
        return nil
      }
    } catch {
      return "\(error)"
    }
    switch key {
    case .character("q"), .ctrlC: requestQuit()
    case .character("g"): await goToRoot()
    case .character("?"): showHelp()
    case .escape, .left: return await back()
    default: break
    }
    return nil
  }

  /// Performs one script command, then lets the work it started finish (a search, a navigation),
  /// so the next line — a `print` above all — sees a settled screen. A question the user must
  /// answer ("Discard changes?") counts as settled.
  /// - Returns: the failure message, nil when the command succeeded.
  func perform(_ command: ScriptCommand, output: (String) -> Void) async -> String? {
    if let confirmation = host.activeConfirmation, !command.isAllowedDuringConfirmation {
      return "“\(confirmation.prompt)” is open — answer it with key y or key n"
    }
    var failure: String?
    do {
      switch command {
      case .print:
        let frame = plainFrame
        output(frame.hasSuffix("\n") ? frame : frame + "\n")
      case .press(let label): try host.press(label, scope: ShellModel.mainScope)
      case .select(let row): try host.select(row: row, scope: ShellModel.mainScope)
      case .open(let row): try host.open(row: row, scope: ShellModel.mainScope)
      case .set(let label, let text): try host.setText(label, text, scope: ShellModel.mainScope)
      case .type(let text): try host.type(text, scope: ShellModel.mainScope)
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
      failure = "\(error)"
    }
    await waitForPendingWork()
    return failure
  }

  // MARK: - Help

  /// Opens the help overlay, listing the keys of the current screen from its actual elements.
  func showHelp() {
    var lines: [String] = []
    for element in host.elements(in: ShellModel.mainScope) {
      switch element.kind {
      case .button:
        let key = element.shortcut.map { "\($0)" } ?? "Tab"
        let state = element.isEnabled ? "" : " (\(element.disabledReason ?? "disabled"))"
        lines.append("\(key.padding(toLength: 10, withPad: " ", startingAt: 0))\(element.label)\(state)")
      case .textField:
        lines.append("\("Tab".padding(toLength: 10, withPad: " ", startingAt: 0))edit “\(element.label)”")
      case .list:
        lines.append("↑/↓ k/j   move the selection; Enter opens")
      case .area:
        lines.append("\("Tab".padding(toLength: 10, withPad: " ", startingAt: 0))focus “\(element.label)”")
      }
    }
    lines += [
      "Esc/←     back", "g         go to the trip list", "?         this help", "q         quit",
    ]
    model.helpLines = lines
  }
}

extension ScriptCommand {
  /// Whether the command can run while a confirmation is open (it answers or inspects it).
  fileprivate var isAllowedDuringConfirmation: Bool {
    switch self {
    case .key, .print, .echo, .wait, .resize, .quit: true
    default: false
    }
  }
}
