import Navigation
import Routes
import TextUI

/// The whole frame: title bar with the navigation trail, the main stack (one column, or the trip
/// list beside the top screen at ≥ 100 columns), the status line, a sheet presented over them (the
/// screens below drawn inactive), and the help overlay. Below the
/// smallest usable size, a centred notice says how much is needed.
@MainActor
struct ShellView: View {
  let model: ShellModel

  /// The smallest frame the screens are usable in.
  static let minimumSize = Size(width: 40, height: 12)

  var body: some View {
    GeometryReader { proxy in
      if proxy.size.width < Self.minimumSize.width || proxy.size.height < Self.minimumSize.height {
        Text("Terminal too small (need \(Self.minimumSize.width)×\(Self.minimumSize.height))")
          .bold()
          .frame(maxWidth: .max, maxHeight: .max, alignment: .center)
      } else {
        shell
      }
    }
  }

  private var shell: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(model.trail).bold().lineLimit(1).truncationMode(.head)
      Divider()
      GeometryReader { proxy in
        mainStack(width: proxy.size.width)
          .disabled(model.sheetScreen != nil)
      }
      Divider()
      statusLine
    }
    .overlay(alignment: .center) {
      if let sheet = model.sheetScreen {
        SheetBox(title: sheet.title(), content: sheet.content)
          .interactionScope(ShellModel.sheetScope)
      }
    }
    .overlay(alignment: .center) {
      if let lines = model.helpLines {
        HelpOverlay(lines: lines)
      }
    }
  }

  private var statusLine: some View {
    let message = model.status.message
    return Text(message.isEmpty ? model.modeLine ?? KeyTable.commandFooter : message)
      .lineLimit(1)
      .dim(message.isEmpty && model.modeLine == nil)
      .bold(model.status.isError)
  }

  /// The main stack in the space it is given: two columns from 100 columns wide, else one. In two
  /// columns the one without the keys is drawn inactive (dim buttons, dim selection).
  @ViewBuilder private func mainStack(width: Int) -> some View {
    if ShellModel.isSplit(width: width) {
      let hasDetail = !model.stack.state.path.isEmpty
      let listHasKeys = !hasDetail || model.focusedPane == .list
      HStack(alignment: .top, spacing: 0) {
        model.rootScreen.content
          .frame(width: ShellModel.listColumnWidth(for: width), alignment: .topLeading)
          .frame(maxHeight: .max, alignment: .topLeading)
          .disabled(!listHasKeys)
          .interactionScope(hasDetail ? ShellModel.listScope : ShellModel.mainScope)
        PaneRule(isListFocused: hasDetail && listHasKeys)
        if hasDetail {
          model.topScreen.content
            .padding(.leading, 1)
            .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
            .disabled(listHasKeys)
            .interactionScope(ShellModel.mainScope)
        } else {
          // The selected trip is previewed here; nothing is selected when there are no trips or a
          // filter matches none.
          Text(
            model.rootScreen.selectedItem() == nil
              ? "No trip selected — the trip you select or add opens here."
              : "Select a trip and press Enter to open it here."
          )
          .dim()
          .padding(.horizontal, 1)
          .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
        }
      }
    } else {
      model.topScreen.content
        .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
        .interactionScope(ShellModel.mainScope)
    }
  }
}

/// The rule between split view's columns; a bold `◀` at its top while the trip list has the keys
/// (the trip list marks the trip open on the right with `▶`).
@MainActor
struct PaneRule: View {
  let isListFocused: Bool

  var body: some View {
    Divider()
      .overlay(alignment: .top) {
        if isListFocused {
          Text("◀").bold()
        }
      }
  }
}

/// The help overlay: the keys that work where the focus is.
@MainActor
struct HelpOverlay: View {
  let lines: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(lines.indices, id: \.self) { index in
        Text(lines[index]).lineLimit(1)
      }
      Text("Press any key to close.").dim()
    }
    .padding(.horizontal, 1)
    .border(.rounded, title: "Keys")
    .background(alignment: .center) { Blank() }
  }
}
