/// The result of rendering a view once: the cells, and what can be interacted with.
@MainActor
public struct RenderedFrame {
  /// The cells.
  public let canvas: Canvas
  /// Interactive elements, in focus order.
  public let elements: [InteractiveElement]
  /// Open confirmations (the innermost captures the keys).
  public let confirmations: [Confirmation]
  /// Where the focused text field's cursor is, if one has the focus.
  public let cursorPosition: Point?
  /// What the render did.
  public let statistics: RenderStatistics

  /// The frame as plain text (see `PlainTextRenderer`).
  public var plainText: String { PlainTextRenderer.render(canvas) }
}

/// Turns views into frames: body → layout → draw.
@MainActor
public enum ViewRenderer {
  /// Renders `view` into a canvas of `size`.
  ///
  /// The root is proposed the whole size and placed at the top left with the size it chooses.
  public static func render<V: View>(
    _ view: V, size: Size, environment: EnvironmentValues = EnvironmentValues()
  ) -> RenderedFrame {
    render(view, size: size, environment: environment, state: ViewStateStore(), focused: [], fields: [:])
  }

  /// The size `view` chooses for `proposal` (layout only, nothing drawn).
  public static func sizeThatFits<V: View>(
    _ view: V, _ proposal: ProposedSize, environment: EnvironmentValues = EnvironmentValues()
  ) -> Size {
    let pass = RenderPass(
      size: .zero, ambiguous: environment.ambiguousWidth, state: ViewStateStore(), focused: [])
    let context = BuildContext(environment: environment, identity: 0, stackAxis: nil, pass: pass)
    return makeNode(view, in: context).sizeThatFits(proposal)
  }

  static func render<V: View>(
    _ view: V, size: Size, environment: EnvironmentValues, state: ViewStateStore, focused: Set<ElementID>,
    fields: [ElementID: FieldState]
  ) -> RenderedFrame {
    let clamped = Size(width: max(0, size.width), height: max(0, size.height))
    let pass = RenderPass(
      size: clamped, ambiguous: environment.ambiguousWidth, state: state, focused: focused, fields: fields)
    let context = BuildContext(environment: environment, identity: 0, stackAxis: nil, pass: pass)
    let root = makeNode(view, in: context)
    let proposal = ProposedSize(clamped)
    let chosen = root.sizeThatFits(proposal)
    let placed = Size(width: min(chosen.width, clamped.width), height: min(chosen.height, clamped.height))
    root.draw(in: Rect(origin: .zero, size: placed), proposal: proposal)
    state.endPass()
    state.keepDrawn(pass.canvas.cells)
    return RenderedFrame(
      canvas: pass.canvas, elements: pass.elements, confirmations: pass.confirmations,
      cursorPosition: pass.cursorPosition, statistics: pass.statistics)
  }
}
