/// One render: the canvas being drawn, the interactive elements found, and the bookkeeping.
@MainActor
final class RenderPass {
  /// The frame being drawn.
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) var canvas: Canvas
  /// Interactive elements in drawing (= focus) order (see `register(_:)`).
  private(set) var elements: [InteractiveElement] = []
  /// Counters for tests and benchmarks.
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) var statistics = RenderStatistics()
  /// State that outlives a pass (scroll positions, cursors), owned by the host.
  let state: ViewStateStore
  /// The elements that have the focus (one per interaction scope).
  let focused: Set<ElementID>
  /// The area drawing is limited to.
  // Unchecked exclusivity (ARCHITECTURE.md, "exclusivity unchecked on layout caches"): every access
  // is a plain read or write, or a mutating call that reaches nothing but the value itself.
  @exclusivity(unchecked) var clip: Rect
  /// Open confirmation prompts, innermost last.
  var confirmations: [Confirmation] = []
  /// Text fields' cursors and selections, by element.
  let fields: [ElementID: FieldState]
  /// Where the focused text field's cursor was drawn.
  var cursorPosition: Point?
  /// Frames of views tagged with `.id(_:)`, as last placed.
  var identifiedFrames: [AnyHashable: Rect] = [:] {
    didSet { identifiedFrameWrites += 1 }
  }
  private var identifiedFrameWrites = 0
  /// While true, drawing only places views (for scroll-to-id): nothing is registered.
  var isDryRun = false
  /// A row of blank cells as wide as the canvas (what retained subtrees compare what lies under
  /// them with), made once per pass.
  lazy var blankRow = [Cell](repeating: .blank, count: canvas.width)

  init(
    size: Size, ambiguous: AmbiguousWidth, state: ViewStateStore, focused: Set<ElementID>,
    fields: [ElementID: FieldState] = [:]
  ) {
    self.canvas = Canvas(
      width: size.width, height: size.height, ambiguous: ambiguous,
      blank: state.canvasCells(count: max(0, size.width) * max(0, size.height)))
    self.state = state
    self.focused = focused
    self.fields = fields
    self.clip = canvas.bounds
  }

  /// Runs `body` as a dry run: views are placed (and `.id` frames recorded) but nothing is drawn or
  /// registered.
  func dryRun(_ body: () -> Void) {
    let saved = (isDryRun, clip, cursorPosition, confirmations.count)
    isDryRun = true
    clip = Rect(x: 0, y: 0, width: 0, height: 0)
    body()
    (isDryRun, clip, cursorPosition) = (saved.0, saved.1, saved.2)
    confirmations.removeSubrange(saved.3...)
  }

  /// Runs `body` with drawing limited to `rect` (inside the current clip).
  func clipped(to rect: Rect, _ body: () -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    body()
    clip = saved
  }

  /// Grows whenever drawing leaves a mark outside the canvas and the element list, or depends on
  /// more than the view's value: view state read or written, a confirmation opened, an `.id` frame
  /// recorded, the focus read (`FocusReader`). A retained subtree whose drawing changed it is not
  /// replayed.
  var sideEffects: Int {
    state.accesses &+ confirmations.count &+ identifiedFrameWrites &+ focusReads
  }

  /// How many `FocusReader`s were built.
  var focusReads = 0

  /// Registers an interactive element and returns its identity.
  func register(_ element: InteractiveElement) -> ElementID {
    var element = element
    if isDryRun { return element.id }
    // Counted by kind, scope and name as they come (counting the elements registered before, each
    // copied, made a frame's registrations quadratic: 2 % of a routed trip's frame).
    let key = OrdinalKey(kind: element.id.kind, scope: element.id.scope, name: element.id.name)
    let ordinal = ordinals[key, default: 0]
    ordinals[key] = ordinal + 1
    element.id.ordinal = ordinal
    elements.append(element)
    return element.id
  }

  /// Takes back the elements registered from `index` on (a retained drawing that could not be
  /// replayed after all).
  func unregisterElements(from index: Int) {
    for element in elements[index...] {
      let key = OrdinalKey(kind: element.id.kind, scope: element.id.scope, name: element.id.name)
      ordinals[key, default: 1] -= 1
    }
    elements.removeSubrange(index...)
  }

  /// How many elements of each kind, scope and name were registered so far.
  private var ordinals: [OrdinalKey: Int] = [:]

  /// What an element's ordinal counts within.
  private struct OrdinalKey: Hashable {
    let kind: ElementKind
    let scope: String?
    let name: String
  }
}

/// What one render did: for tests (laziness, layout cost) and benchmarks.
public struct RenderStatistics: Hashable, Sendable {
  /// Layout nodes built.
  public var nodesBuilt = 0
  /// `List` rows built (visible rows plus overscan).
  public var listRowsBuilt = 0
  /// `sizeThatFits` computations (cache misses) in the pass.
  public var sizeThatFitsComputations = 0
  /// The most `sizeThatFits` computations any single view needed in the pass.
  public var maxSizeThatFitsPerView = 0
  /// Retained subtrees (equatable views, list rows) whose last drawing was copied, not redrawn.
  public var subtreesReused = 0

  /// Creates empty statistics.
  public init() {}

  mutating func recordMeasurement(count: Int) {
    sizeThatFitsComputations += 1
    maxSizeThatFitsPerView = max(maxSizeThatFitsPerView, count)
  }
}

/// State that must survive from one render to the next (list scroll positions, text cursors),
/// keyed by a view's identity. Entries not used in a render are dropped after it.
@MainActor
final class ViewStateStore {
  private var values: [Int: Any] = [:]
  private var used: Set<Int> = []
  /// How many times a value was read or stored (see `RenderPass.sideEffects`).
  private(set) var accesses = 0
  /// The retained subtrees of the last frame.
  let retained = RetainedStore()
  /// Blank cells for a frame of the last size asked (see `blankCells(count:)`).
  private var blank: [Cell] = []

  /// The cells of the last two frames drawn (see `canvasCells(count:)`).
  private var drawnCells: [[Cell]] = []

  /// `count` blank cells, kept between passes: each frame's canvas starts as this buffer, shared,
  /// and copies it whole on its first write instead of filling every cell.
  func blankCells(count: Int) -> [Cell] {
    if blank.count != count { blank = Array(repeating: .blank, count: count) }
    return blank
  }

  /// `count` blank cells for a new frame's canvas: the buffer of the frame before the last, made
  /// blank again, once nothing else holds it (a terminal's encoder keeps only the last frame), so a
  /// large canvas is not new memory the system maps and clears every frame; else the shared blank
  /// buffer (`blankCells(count:)`).
  func canvasCells(count: Int) -> [Cell] {
    let blank = blankCells(count: count)
    guard drawnCells.count == 2, drawnCells[0].count == count else { return blank }
    var cells = drawnCells.removeFirst()
    // Another holder of this frame (a caller that kept it) makes this a copy, as the shared blank
    // buffer's first write would.
    cells.withUnsafeMutableBufferPointer { target in
      _ = target.update(fromContentsOf: blank)
    }
    return cells
  }

  /// Keeps a drawn frame's cells to draw a later frame in (see `canvasCells(count:)`).
  func keepDrawn(_ cells: [Cell]) {
    drawnCells.append(cells)
    if drawnCells.count > 2 { drawnCells.removeFirst() }
  }

  /// The value stored for `key`, or `initial`.
  func value<T>(for key: Int, default initial: T) -> T {
    accesses &+= 1
    used.insert(key)
    return values[key] as? T ?? initial
  }

  /// Stores `value` for `key`.
  func set<T>(_ value: T, for key: Int) {
    accesses &+= 1
    used.insert(key)
    values[key] = value
  }

  /// Drops entries that the last render did not use.
  func endPass() {
    retained.endPass()
    values = values.filter { used.contains($0.key) }
    used.removeAll(keepingCapacity: true)
  }
}
