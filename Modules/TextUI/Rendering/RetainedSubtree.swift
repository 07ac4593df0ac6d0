/// What a retained subtree (an ``EquatableView``, a `List` row whose view is `Equatable` or a plain
/// value) kept from the last frame that drew it: the inputs it was built from, the sizes it
/// answered, the cells it drew and the interactive elements it registered.
@MainActor
final class RetainedEntry {
  /// The view value the subtree was built from.
  let view: Any
  /// The environment and stack axis it was built in.
  let environment: EnvironmentValues
  let stackAxis: Axis?
  /// The sizes it answered, by proposal.
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) var sizes: [(proposal: ProposedSize, size: Size)] = []
  /// Its layout priority (asked by stacks before any size).
  var layoutPriority: Double?
  /// What it drew, if its drawing can be replayed.
  var drawing: RetainedDrawing?
  /// Whether the subtree is drawn from its value alone; false once it read view state, set a
  /// cursor, opened a confirmation or registered a text field or list, and then nothing is reused.
  var isReusable = true

  init(view: Any, environment: EnvironmentValues, stackAxis: Axis?) {
    self.view = view
    self.environment = environment
    self.stackAxis = stackAxis
  }

  /// The size kept for `proposal`, if it was asked for.
  func size(for proposal: ProposedSize) -> Size? {
    // A loop, not `first(where:)`: a closure made here would check that it runs on the main actor
    // each time it is called (a cost a replayed row paid on every frame).
    for kept in sizes where kept.proposal == proposal { return kept.size }
    return nil
  }
}

/// One drawing of a retained subtree, positioned relative to the rectangle it was drawn in.
struct RetainedDrawing {
  /// The rectangle's size and the proposal it was drawn with.
  let size: Size
  let proposal: ProposedSize
  /// The area drawn (the rectangle inside the clip), relative to the rectangle's origin.
  let area: Rect
  /// The cells of `area` before the subtree drew (nil: all blank, as under most subtrees, which
  /// is then not copied) and after.
  let before: [Cell]?
  let after: [Cell]
  /// The elements it registered, frames relative to the rectangle's origin, and whether each had
  /// the focus (a control draws itself differently when it does).
  let elements: [(element: InteractiveElement, isFocused: Bool)]
}

/// The retained subtrees of the last frame, by identity. Entries a frame does not use are dropped
/// after it, so only what is on screen is kept.
@MainActor
final class RetainedStore {
  /// Whether subtrees are retained (tests turn it off to compare with fresh renders).
  var isEnabled = true
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) private var entries: [Int: RetainedEntry] = [:]
  @exclusivity(unchecked) private var next: [Int: RetainedEntry] = [:]

  /// The entry kept for `identity` if it was built from an equal view in an equal context.
  func entry<V>(
    for identity: Int, view: V, equal: (V, V) -> Bool, context: BuildContext
  ) -> RetainedEntry? {
    guard let entry = entries[identity], entry.stackAxis == context.stackAxis,
      entry.isReusable, entry.environment == context.environment, let kept = entry.view as? V,
      equal(kept, view)
    else { return nil }
    return entry
  }

  /// Whether the last frame kept an entry for `identity` (whatever it was built from).
  func hasEntry(for identity: Int) -> Bool {
    entries[identity] != nil
  }

  /// Keeps `entry` for the next frame.
  func keep(_ entry: RetainedEntry, for identity: Int) {
    next[identity] = entry
  }

  /// Ends a frame: what it kept becomes what the next one can reuse.
  func endPass() {
    swap(&entries, &next)
    next.removeAll(keepingCapacity: true)
  }
}

/// The node of a retained subtree. While its inputs equal the last frame's, it answers the sizes
/// it answered then and copies the cells it drew then, re-registering its elements; otherwise (or
/// when what lies under it changed) it builds its content's nodes and draws them, keeping the
/// result for the next frame.
final class RetainedNode: LayoutNode {
  private let kept: RetainedEntry?
  private let entry: RetainedEntry
  /// Whether the last frame drew this subtree from other inputs.
  private let changed: Bool
  private let build: @MainActor (BuildContext) -> LayoutNode
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) private var built: LayoutNode?

  /// A node for `view`, kept while it is `equal` to the last frame's.
  init<V: View>(
    view: V, equal: (V, V) -> Bool, context: BuildContext,
    build: @escaping @MainActor (BuildContext) -> LayoutNode
  ) {
    let store = context.pass.state.retained
    kept = store.entry(for: context.identity, view: view, equal: equal, context: context)
    changed = kept == nil && store.hasEntry(for: context.identity)
    // An unchanged subtree keeps its entry (what this frame adds to it holds for the same inputs).
    entry = kept ?? RetainedEntry(view: view, environment: context.environment, stackAxis: context.stackAxis)
    self.build = build
    super.init(context: context)
    store.keep(entry, for: context.identity)
  }

  private var content: LayoutNode {
    if let built { return built }
    let sideEffects = pass.sideEffects
    let node = build(context)
    // Building that read more than the view's value (the focus, for a `FocusReader`) is not kept.
    if pass.sideEffects != sideEffects { entry.isReusable = false }
    built = node
    return node
  }

  override var inheritedPriority: Double {
    if let priority = entry.layoutPriority { return priority }
    let priority = content.layoutPriority
    entry.layoutPriority = priority
    return priority
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    if let size = kept?.size(for: proposal) { return size }
    let size = content.sizeThatFits(proposal)
    entry.sizes.append((proposal, size))
    return size
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    if pass.isDryRun {
      content.draw(in: rect, proposal: proposal)
      return
    }
    let area = pass.clip.intersection(rect).intersection(pass.canvas.bounds)
    let relative = Rect(
      x: area.minX - rect.minX, y: area.minY - rect.minY, width: area.width, height: area.height)
    if let drawing = kept?.drawing, drawing.size == rect.size, drawing.proposal == proposal,
      drawing.area == relative, replay(drawing, at: rect, area: area)
    {
      pass.statistics.subtreesReused += 1
      return
    }
    drawFresh(in: rect, proposal: proposal, area: area, relative: relative)
  }

  /// Copies a kept drawing into the canvas if what lies under it and the focus of its elements
  /// are as they were; returns whether it did.
  private func replay(_ drawing: RetainedDrawing, at rect: Rect, area: Rect) -> Bool {
    if let before = drawing.before {
      guard pass.canvas.block(area, equals: before) else { return false }
    } else {
      guard pass.canvas.isBlank(area, blankRow: pass.blankRow) else { return false }
    }
    let registered = pass.elements.count
    for (element, isFocused) in drawing.elements {
      let id = pass.register(element.moved(by: rect.origin))
      if pass.focused.contains(id) != isFocused {
        pass.unregisterElements(from: registered)
        return false
      }
    }
    pass.canvas.paste(drawing.after, into: area)
    return true
  }

  private func drawFresh(in rect: Rect, proposal: ProposedSize, area: Rect, relative: Rect) {
    // A subtree that changed since the last frame is likely to change again (a row that ticks):
    // its cells are kept only once it has stayed the same for a frame, so changing costs no copy.
    let keepsCells = !changed
    let before =
      !keepsCells || pass.canvas.isBlank(area, blankRow: pass.blankRow) ? nil : pass.canvas.block(area)
    let registered = pass.elements.count
    let sideEffects = pass.sideEffects
    pass.clipped(to: rect) { content.draw(in: rect, proposal: proposal) }
    // Only a drawing that touched nothing but its cells and its plain elements can be replayed:
    // view state (scroll positions), cursors, confirmations and `.id` frames are not kept.
    let elements = pass.elements[registered...]
    guard pass.sideEffects == sideEffects,
      !elements.contains(where: { $0.kind == .textField || $0.kind == .list })
    else {
      entry.isReusable = false
      return
    }
    guard keepsCells else { return }
    // Blank cells are one column wide: a blank area is self-contained.
    if let before, !Canvas.isSelfContained(before, width: area.width) { return }
    let origin = Point(x: -rect.minX, y: -rect.minY)
    entry.drawing = RetainedDrawing(
      size: rect.size, proposal: proposal, area: relative, before: before, after: pass.canvas.block(area),
      elements: elements.map { ($0.moved(by: origin), pass.focused.contains($0.id)) })
  }
}

extension InteractiveElement {
  /// The element with its frame moved by `offset`.
  func moved(by offset: Point) -> InteractiveElement {
    var frame = self.frame
    frame.origin = Point(x: frame.minX + offset.x, y: frame.minY + offset.y)
    return InteractiveElement(
      id: id, frame: frame, shortcut: shortcut, isEnabled: isEnabled, disabledReason: disabledReason,
      prefersFocus: prefersFocus, placeholder: placeholder, handler: handler)
  }
}
