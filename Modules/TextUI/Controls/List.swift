/// A lazily built, scrolling list of rows with an optional selection.
///
/// Only the rows in the viewport are built (a list of a million rows costs what its visible rows
/// cost). The selected row is marked with `›`, drawn in inverse video while the list has the focus
/// and dim while it does not, and the list scrolls to keep it visible. A row whose view is
/// `Equatable`, or a plain value (numbers, strings, arrays and structs of them, without references
/// or closures; compared by its bytes, as SwiftUI compares a view without `==`), is retained: while
/// it equals the last frame's row (at the same width, under the same focus) its cells are copied
/// rather than laid out and drawn again (see ``EquatableView``). Such a row must be drawn from its
/// value and the environment alone. A row view that is neither (it holds a closure or reads a
/// model) has its `body` made every frame, and the first view on the way down that is `Equatable`
/// or plain is kept in the same way, as SwiftUI compares the view a body returns.
/// ↑/↓, Page Up/Down, Home/End move the selection; Enter activates the selected row. The list takes
/// all the space it is offered, as SwiftUI's `List` does.
public struct List<Data: RandomAccessCollection, ID: Hashable, RowContent> {
  let data: Data
  /// Whether each element is an `Int` and its own id (`id: \.self`), so a list of positions finds a
  /// row at once.
  let idIsElement: Bool
  /// Reads an element's id (a closure: cheaper per row than applying the key path).
  let identify: (Data.Element) -> ID
  let selection: Binding<ID?>?
  let onActivate: @MainActor (ID) -> Void
  let row: (Data.Element) -> RowContent

  /// Creates a list.
  /// - Parameters:
  ///   - data: the rows' elements (random access, so any row can be built directly).
  ///   - id: a stable identity per element.
  ///   - selection: the selected row's id; `nil` makes a list without selection.
  ///   - onActivate: called with the selected row's id when Enter is pressed (or `open N`).
  ///   - row: builds the view for one element.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
    onActivate: @escaping @MainActor (ID) -> Void = { _ in },
    @ViewBuilder row: @escaping (Data.Element) -> RowContent
  ) {
    self.init(
      data, idIsElement: (id as AnyKeyPath) == (\Int.self as AnyKeyPath), identify: { $0[keyPath: id] },
      selection: selection, onActivate: onActivate, row: row)
  }

  init(
    _ data: Data, idIsElement: Bool, identify: @escaping (Data.Element) -> ID,
    selection: Binding<ID?>?, onActivate: @escaping @MainActor (ID) -> Void,
    row: @escaping (Data.Element) -> RowContent
  ) {
    self.data = data
    self.idIsElement = idIsElement
    self.identify = identify
    self.selection = selection
    self.onActivate = onActivate
    self.row = row
  }

  /// A primitive view.
  public typealias Body = Never
}

extension List where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates a list of identifiable elements.
  public init(
    _ data: Data, selection: Binding<ID?>? = nil, onActivate: @escaping @MainActor (ID) -> Void = { _ in },
    @ViewBuilder row: @escaping (Data.Element) -> RowContent
  ) {
    // No key path: one written here, in generic code, would be made anew on every frame.
    self.init(
      data, idIsElement: false, identify: { $0.id }, selection: selection, onActivate: onActivate, row: row)
  }
}

extension List: View, _PrimitiveView where RowContent: View {
  /// Builds this view's layout node (see ``_PrimitiveView``).
  @MainActor public func _makeNode(in context: BuildContext) -> LayoutNode {
    var rowContext = context
    rowContext.stackAxis = nil
    return ListNode(source: source(), rowContext: rowContext, context: context)
  }

  /// The list's data behind type-erased closures.
  @MainActor private func source() -> ListNode.Source {
    let data = self.data
    let idIsElement = self.idIsElement
    let identify = self.identify
    let row = self.row
    let selection = self.selection
    let onActivate = self.onActivate
    let count = data.count
    let element: (Int) -> Data.Element = { data[data.index(data.startIndex, offsetBy: $0)] }
    let rowID: @MainActor (Int) -> AnyHashable = { AnyHashable(identify(element($0))) }
    // A row whose view (or the view its body makes) is `Equatable` or plain is kept between frames
    // while it equals the last frame's.
    let makeRow: @MainActor (Int, BuildContext) -> LayoutNode
    if let retained = RowRetention.maker(for: RowContent.self) {
      makeRow = { index, listContext in
        let value = element(index)
        return retained(row(value), listContext.child(identify(value)))
      }
    } else {
      makeRow = { index, listContext in
        let value = element(index)
        return TextUI.makeNode(row(value), in: listContext.child(identify(value)))
      }
    }
    let selectedIndex: @MainActor (Int?) -> Int? = { cached in
      guard let selected = selection?.wrappedValue else { return nil }
      // A list of positions (`0..<n`, id `\.self`): the id is the index, no search at all.
      if idIsElement, let range = data as? Range<Int>,
        let position = selected as? Int
      {
        return range.contains(position) ? position - range.lowerBound : nil
      }
      return ListNode.index(of: selected, near: cached, count: count) { identify(element($0)) }
    }
    var select: (@MainActor (Int) -> Void)?
    if let selection {
      select = { selection.wrappedValue = identify(element($0)) }
    }
    let activate: @MainActor (Int) -> Void = { onActivate(identify(element($0))) }
    return ListNode.Source(
      count: count, rowID: rowID, makeRow: makeRow, selectedIndex: selectedIndex, select: select,
      activate: activate)
  }
}

/// Lays out and draws the visible rows of a `List`.
final class ListNode: LayoutNode {
  /// The list's data, type-erased.
  struct Source {
    let count: Int
    let rowID: @MainActor (Int) -> AnyHashable
    /// Builds a row's node, in the context of the row's id under the list's row context.
    let makeRow: @MainActor (Int, BuildContext) -> LayoutNode
    let selectedIndex: @MainActor (_ cached: Int?) -> Int?
    let select: (@MainActor (Int) -> Void)?
    let activate: @MainActor (Int) -> Void
  }

  /// Scroll position kept between renders.
  struct ScrollState {
    var first = 0
    var selectedIndex: Int?
  }

  /// Cells before each row: the selection marker and a space.
  static let gutter = 2
  /// The marker drawn before the selected row.
  static let marker: Character = "›"

  /// How far either side of the last known position the selection is looked for before the
  /// whole list is scanned.
  static let searchRadius = 256

  /// The index of the row whose id is `selected`: the last known index first, then outwards from
  /// it (a move costs the rows moved over), and only then every row.
  static func index<ID: Equatable>(
    of selected: ID, near cached: Int?, count: Int, id: (Int) -> ID
  ) -> Int? {
    let center = min(max(0, cached ?? 0), max(0, count - 1))
    guard count > 0 else { return nil }
    if id(center) == selected { return center }
    for distance in 1...searchRadius {
      let above = center - distance
      let below = center + distance
      if above < 0, below >= count { return nil }
      if above >= 0, id(above) == selected { return above }
      if below < count, id(below) == selected { return below }
    }
    for index in 0..<count where abs(index - center) > searchRadius && id(index) == selected {
      return index
    }
    return nil
  }

  let source: Source
  let rowContext: BuildContext
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) private var rows: [Int: LayoutNode] = [:]

  init(source: Source, rowContext: BuildContext, context: BuildContext) {
    self.source = source
    self.rowContext = rowContext
    super.init(context: context)
  }

  private var gutter: Int { source.select == nil ? 0 : Self.gutter }

  private func row(_ index: Int) -> LayoutNode {
    if let built = rows[index] { return built }
    pass.statistics.listRowsBuilt += 1
    let node = source.makeRow(index, rowContext)
    rows[index] = node
    return node
  }

  private func rowProposal(width: Int) -> ProposedSize {
    ProposedSize(width: max(0, width - gutter), height: nil)
  }

  override func measure(_ proposal: ProposedSize) -> Size {
    let height = proposal.height.map { min($0, Layout.unbounded) } ?? min(source.count, Layout.unbounded)
    if let width = proposal.width { return Size(width: min(width, Layout.unbounded), height: height) }
    let sample = min(source.count, max(1, proposal.height ?? 10))
    var widest = 0
    for index in 0..<sample {
      widest = max(widest, row(index).sizeThatFits(.unspecified).width)
    }
    return Size(width: widest + gutter, height: height)
  }

  override func draw(in rect: Rect, proposal: ProposedSize) {
    var state = pass.state.value(for: context.identity, default: ScrollState())
    let selected = source.selectedIndex(state.selectedIndex)
    state.selectedIndex = selected
    let proposalForRows = rowProposal(width: rect.width)
    func height(_ index: Int) -> Int { max(1, row(index).sizeThatFits(proposalForRows).height) }

    var first = max(0, min(state.first, source.count - 1))
    if let selected {
      if selected < first {
        first = selected
      } else if selected - first >= rect.height
        || (first...selected).reduce(0, { $0 + height($1) }) > rect.height
      {
        first = selected
        var used = height(selected)
        while first > 0, used + height(first - 1) <= rect.height {
          first -= 1
          used += height(first)
        }
      }
    }
    // Visible rows from `first`; if the end of the data leaves space, scroll back to fill it.
    var visible: [Int] = []
    var used = 0
    var index = first
    while index < source.count, used < rect.height {
      visible.append(index)
      used += height(index)
      index += 1
    }
    while first > 0, used + height(first - 1) <= rect.height {
      first -= 1
      visible.insert(first, at: 0)
      used += height(first)
    }
    state.first = first
    pass.state.set(state, for: context.identity)

    // A selection made through the controller (a key, `select N`) records its index, so the next
    // frame finds the selected row at once even after a jump (End) across the whole list.
    let store = pass.state
    let identity = context.identity
    // `if let`, not `Optional.map`: a closure made here would check that it runs on the main actor.
    var select: (@MainActor (Int) -> Void)?
    if let selectRow = source.select {
      select = { @MainActor (index: Int) in
        selectRow(index)
        var state = store.value(for: identity, default: ScrollState())
        state.selectedIndex = index
        store.set(state, for: identity)
      }
    }
    let controller = ListController(
      count: source.count, selectedIndex: { [source] in source.selectedIndex(selected) },
      selectable: select, activate: source.activate, rowID: source.rowID,
      pageSize: max(1, visible.count))
    let element = InteractiveElement(
      id: ElementID(
        kind: .list, scope: context.environment.interactionScope, label: "",
        tag: context.environment.elementID),
      frame: rect, shortcut: nil, isEnabled: true, disabledReason: nil,
      prefersFocus: context.environment.prefersDefaultFocus, handler: .list(controller))
    let isFocused = pass.focused.contains(pass.register(element))

    let clip = pass.clip.intersection(rect)
    var y = rect.minY
    pass.clipped(to: rect) {
      for index in visible {
        let node = row(index)
        let size = node.sizeThatFits(proposalForRows)
        let rowRect = Rect(x: rect.minX + gutter, y: y, width: size.width, height: size.height)
        node.draw(in: rowRect, proposal: proposalForRows)
        if index == selected {
          let style = context.environment.resolved(context.environment.textStyle)
          pass.canvas.put(Self.marker, x: rect.minX, y: y, style: style, clip: clip)
          let band = Rect(x: rect.minX, y: y, width: rect.width, height: max(1, size.height))
          // The focused list's selection is inverse; an unfocused list's is only marked, dim. (A
          // `@Sendable` closure is not the main actor's: called for every cell of the row, it
          // does not check where it runs.)
          pass.canvas.restyle(band.intersection(clip)) { @Sendable style in
            var marked = style
            if isFocused { marked.inverse = true } else { marked.dim = true }
            return marked
          }
        }
        y += size.height
      }
    }
  }
}
