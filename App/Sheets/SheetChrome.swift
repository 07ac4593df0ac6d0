import TextUI

/// A sheet as it is drawn over the screen below: its content in a rounded box with the title in
/// the top border, on blank cells in the terminal's own colours, at most ``maximumWidth`` columns
/// wide (the whole width on narrower terminals).
struct SheetBox: View {
  let title: String
  let content: AnyView

  /// The widest a sheet is drawn, in columns.
  static let maximumWidth = 72

  var body: some View {
    content
      .padding(.horizontal, 1)
      .border(.rounded, title: title)
      .background(alignment: .center) { Blank() }
      .frame(maxWidth: Self.maximumWidth)
  }
}

/// The line under a sheet's fields: why the last attempt failed (`✗`, bold), else empty.
struct SheetProblemLine: View {
  let problem: String?

  var body: some View {
    Text(problem.map { "✗ " + $0 } ?? " ").bold(problem != nil).lineLimit(3)
  }
}

/// A sheet's buttons on the left and its key hint on the right. The hint says what Enter does
/// where the focus is: `hint` on the sheet's field, its entry in `focusedHints` on the element of
/// that name, and "Enter or Esc close" on [Cancel].
struct SheetButtonRow<Buttons: View>: View {
  let hint: String
  let focusedHints: [String: String]
  let buttons: Buttons

  init(hint: String, focusedHints: [String: String] = [:], @ViewBuilder buttons: () -> Buttons) {
    self.hint = hint
    self.focusedHints = focusedHints
    self.buttons = buttons()
  }

  var body: some View {
    HStack(spacing: 2) {
      buttons
      Spacer()
      FocusReader { [hint, focusedHints] focused in
        Text(Self.hint(hint, focusedHints, focused: focused)).dim().lineLimit(1)
      }
      .layoutPriority(1)
    }
  }

  /// The hint for the element named `focused`.
  static func hint(_ hint: String, _ focusedHints: [String: String], focused: String?) -> String {
    guard let focused else { return hint }
    if focused == SheetCopy.cancel { return SheetCopy.cancelHint }
    return focusedHints[focused] ?? hint
  }
}
