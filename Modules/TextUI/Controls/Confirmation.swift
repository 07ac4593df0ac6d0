extension View {
  /// While `prompt` is non-nil, draws it in a centred box over this view and captures every key:
  /// `y` answers `true`; `n` or Esc answers `false`.
  public func confirmation(_ prompt: String?, onAnswer: @escaping @MainActor (Bool) -> Void) -> some View {
    ConfirmationView(content: self, prompt: prompt, onAnswer: onAnswer)
  }
}

struct ConfirmationView<Content> {
  let content: Content
  let prompt: String?
  let onAnswer: @MainActor (Bool) -> Void
}

extension ConfirmationView: View, _PrimitiveView where Content: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    let base = TextUI.makeNode(content, in: context.child(0))
    guard let prompt else { return base }
    var boxContext = context.child(1)
    boxContext.stackAxis = nil
    let box = TextUI.makeNode(
      Text(prompt).bold().padding(.horizontal, 1).border(.rounded).background(alignment: .center) { Blank() },
      in: boxContext)
    return ConfirmationNode(prompt: prompt, onAnswer: onAnswer, box: box, child: base, context: context)
  }
}

/// Draws the content, then the prompt box centred over it, and registers the open confirmation.
final class ConfirmationNode: ModifierNode {
  let prompt: String
  let onAnswer: @MainActor (Bool) -> Void
  let box: LayoutNode

  init(
    prompt: String, onAnswer: @escaping @MainActor (Bool) -> Void, box: LayoutNode, child: LayoutNode,
    context: BuildContext
  ) {
    self.prompt = prompt
    self.onAnswer = onAnswer
    self.box = box
    super.init(child: child, context: context)
  }

  override func measure(_ proposal: ProposedSize) -> Size { child.sizeThatFits(proposal) }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    child.draw(in: rect, proposal: proposal)
    let boxProposal = ProposedSize(width: max(0, min(rect.width, 60)), height: rect.height)
    let size = box.sizeThatFits(boxProposal)
    let area = Rect(origin: Alignment.center.origin(child: size, in: rect), size: size)
    pass.canvas.fill(area.intersection(pass.clip))
    box.draw(in: area, proposal: boxProposal)
    pass.confirmations.append(
      Confirmation(prompt: prompt, scope: context.environment.interactionScope, onAnswer: onAnswer))
  }
}
