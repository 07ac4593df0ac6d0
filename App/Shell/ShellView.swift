import Navigation
import Routes
import TextUI

/// The whole frame: title bar with the navigation trail, the main stack (one column, or the trip
/// list beside the top screen at ≥ 100 columns), the status line, and the help overlay.
@MainActor
struct ShellView: View {
  let model: ShellModel

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(model.trail).bold().lineLimit(1).truncationMode(.head)
      Divider()
      GeometryReader { proxy in
        mainStack(width: proxy.size.width)
      }
      Divider()
      Text(model.status.message.isEmpty ? "? help · q quit" : model.status.message)
        .lineLimit(1)
        .dim(model.status.message.isEmpty)
    }
    .overlay(alignment: .center) {
      if let lines = model.helpLines {
        HelpOverlay(lines: lines)
      }
    }
  }

  /// The main stack in the space it is given: two columns from 100 columns wide, else one.
  @ViewBuilder private func mainStack(width: Int) -> some View {
    if ShellModel.isSplit(width: width) {
      HStack(alignment: .top, spacing: 0) {
        model.rootScreen.content
          .frame(width: ShellModel.listColumnWidth(for: width), alignment: .topLeading)
          .frame(maxHeight: .max, alignment: .topLeading)
          .interactionScope(model.stack.state.path.isEmpty ? ShellModel.mainScope : ShellModel.listScope)
        Divider()
        if model.stack.state.path.isEmpty {
          Text("Select a trip and press Enter to open it here.")
            .dim()
            .padding(.horizontal, 1)
            .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
        } else {
          model.topScreen.content
            .padding(.leading, 1)
            .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
            .interactionScope(ShellModel.mainScope)
        }
      }
    } else {
      model.topScreen.content
        .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
        .interactionScope(ShellModel.mainScope)
    }
  }
}

/// The "?" overlay: the keys of the current screen, generated from its elements.
@MainActor
struct HelpOverlay: View {
  let lines: [String]

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ForEach(lines.indices, id: \.self) { index in
        Text(lines[index])
      }
      Text("Press any key to close.").dim()
    }
    .padding(.horizontal, 1)
    .border(.rounded, title: "Keys")
    .background(.black)
  }
}
