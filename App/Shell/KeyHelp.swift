import TextUI

/// The help overlay's lines: exactly the keys that work where the focus is, read from the focused
/// element and the screen's actual elements (a disabled button says why).
@MainActor
enum KeyHelp {
  /// The keys of a question answered by typing (the trip list's filter, "Move to…").
  /// - Parameter prompt: the question as it is shown.
  static func promptLines(_ prompt: String) -> [String] {
    [
      "Answering “\(prompt)”:",
      line("typing", "the answer"),
      line("Bksp Ctrl-W/U", "delete a character / a word / everything"),
      line("Enter", "done"),
      line("Esc", "cancel"),
      line("F1", "this help"),
      line("Ctrl-C", "quit"),
    ]
  }

  /// The help for `focused` among `elements`.
  /// - Parameters:
  ///   - canGoBack: whether a screen is open above the trip list.
  ///   - isSplit: whether the screen is wide enough for two columns (the trip list, and the
  ///     selected trip on the right).
  ///   - pane: the column that has the keys.
  ///   - depth: how many screens are open above the trip list.
  ///   - isSheet: whether the focus is in a sheet (Export, Import, Units).
  static func lines(
    elements: [InteractiveElement], focused: InteractiveElement?, canGoBack: Bool, isSplit: Bool,
    pane: ShellModel.Pane, depth: Int, isSheet: Bool = false
  ) -> [String] {
    var lines: [String] = []
    if let focused, focused.kind == .textField {
      lines += fieldLines(focused, elements: elements, canGoBack: canGoBack, isSheet: isSheet)
    } else if isSheet {
      lines += selectionLines(elements: elements, focused: focused)
      lines.append(line("Esc ← h", "close, doing nothing"))
      lines += globalLines(["F1 (or ?)", "q or Ctrl-C"])
    } else {
      // In the trip list's column of the split view (at the root, or with the focus back in it),
      // opening a row shows the trip in the other column.
      let listBeside = isSplit && (depth == 0 || pane == .list)
      lines += selectionLines(
        elements: elements, focused: focused,
        opening: listBeside ? "show the selected trip's screen (the right column)" : "open the selected row")
      lines += areaLines(elements: elements)
      lines.append(line(KeyTable.sheetKeys, KeyTable.sheetsBrief))
      if listBeside {
        // Nothing to go back to from the list's column; what opening does is said above.
      } else if isSplit && depth == 1 {
        lines.append(line("← h Esc", "to the trip list column"))
      } else if canGoBack {
        lines.append(line("← h Esc", "back"))
        lines.append(line("g", "go to the trip list"))
      }
      lines += globalLines(["u / U", "F1 (or ?)", "q or Ctrl-C"])
    }
    if elements.filter(\.isFocusable).count > 1 {
      lines.append(line("Tab S-Tab", "next / previous element"))
    }
    lines.append(line("Ctrl-L", "redraw the screen"))
    return lines
  }

  private static func fieldLines(
    _ field: InteractiveElement, elements: [InteractiveElement], canGoBack: Bool, isSheet: Bool
  ) -> [String] {
    let hasList = elements.contains { $0.kind == .list }
    var lines = [
      "Editing “\(field.label)”:",
      line("typing", "edits at the cursor (replaces the text when just entered)"),
      line("← → Home End", "move; Ctrl-B/F, Ctrl-A/E"),
      line("Ctrl/Alt-← →", "a word left / right (also Alt-B / Alt-F)"),
      line("Bksp Del", "delete a character (also Ctrl-H / Ctrl-D)"),
      line("Alt-Bksp Ctrl-W", "delete the word before the cursor"),
      line("Alt-D", "delete the word after the cursor"),
      line("Ctrl-U Ctrl-K", "delete to the start / to the end"),
    ]
    if field.completes {
      lines.append(line("Tab", "complete the path (choices named; Tab again moves on)"))
    }
    if field.hasSubmitAction {
      lines.append(
        line(
          "Enter", isSheet ? "the sheet's action (its hint line says which)" : "use the highlighted result"))
    } else {
      lines.append(line("Enter", hasList ? "done; to the list" : "done; to the next element"))
    }
    if hasList { lines.append(line("↑ ↓", "move the list's selection")) }
    lines.append(
      line("Esc", "leave the field (\(isSheet ? "close" : "back"), if it was not changed here)"))
    lines.append(line("F1", "this help"))
    lines.append(line("Ctrl-C", "quit"))
    return lines
  }

  /// The list's keys (opening a row does `opening`), the focused button's and every shortcut's.
  private static func selectionLines(
    elements: [InteractiveElement], focused: InteractiveElement?, opening: String = "open the selected row"
  ) -> [String] {
    var lines: [String] = []
    if let list = elements.first(where: { $0.kind == .list }), (list.rowCount ?? 0) > 0 {
      lines.append(line("↑ ↓ k j", "move the selection (PgUp PgDn Home End)"))
      let onButton = focused?.kind == .button
      lines.append(line(onButton ? "→ l" : "Enter → l", opening))
    }
    if let focused, focused.kind == .button {
      lines.append(line("Enter", focused.label))
    }
    for button in elements where button.kind == .button {
      guard let shortcut = button.shortcut else { continue }
      let state = button.isEnabled ? "" : " — not now: \(button.disabledReason ?? "disabled")"
      lines.append(line(String(shortcut), button.label + state))
    }
    return lines
  }

  /// The key table's lines for the keys the screen's areas take from anywhere on it (the trip
  /// screen's `P` `N` and `+` `-` `0`): each row whose keys are all among them.
  private static func areaLines(elements: [InteractiveElement]) -> [String] {
    let taken = Set(elements.flatMap(\.commandKeys))
    guard !taken.isEmpty else { return [] }
    return KeyTable.editing.filter { entry in
      let keys = entry.short.split(separator: " ").compactMap(\.first)
      return !keys.isEmpty && keys.allSatisfy(taken.contains)
    }.map(KeyTable.helpLine)
  }

  /// The key table's lines for the rows whose keys are `keys`, in that order.
  private static func globalLines(_ keys: [String]) -> [String] {
    keys.compactMap { key in KeyTable.all.first { $0.keys == key }.map(KeyTable.helpLine) }
  }

  private static func line(_ keys: String, _ action: String) -> String {
    String((keys + String(repeating: " ", count: 16)).prefix(16)) + action
  }
}
