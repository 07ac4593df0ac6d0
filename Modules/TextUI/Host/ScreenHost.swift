import Observation

/// Runs a view for the App, in the TUI and in script mode: renders it, re-renders only when
/// something the last render read has changed, keeps the focus, routes keys, and offers the script
/// operations (`press`, `set`, `type`, `select`, `open`, `key`).
///
/// Rendering happens inside `withObservationTracking`. A change to anything the last render read
/// sets `needsRender` and calls `onInvalidate` once; further changes before the next render are
/// coalesced into that one frame. Script operations act on the current frame (rendering first if
/// it is stale), and each can be limited to an interaction scope (`.interactionScope(_:)`).
@MainActor
public final class ScreenHost {
  /// The frame size.
  public var size: Size {
    didSet { if size != oldValue { invalidate() } }
  }
  /// The environment the root view gets (colour on/off, ambiguous width…).
  public var environment: EnvironmentValues {
    didSet { invalidate() }
  }
  /// The scope whose focus is drawn and used when an operation names no scope (`nil`: the whole
  /// screen).
  public var focusScope: String? {
    didSet { if focusScope != oldValue { invalidate() } }
  }
  /// Who owns the focus of each scope (for the App: the navigation entry shown there). Focus,
  /// text cursors and "just entered" fields are remembered per owner, so a screen gets back its own
  /// focus and a newly shown one starts at its declared default focus.
  public var focusOwners: [String: AnyHashable] = [:] {
    didSet { if focusOwners != oldValue { invalidate() } }
  }
  /// Whether the last frame is out of date: something it read has changed, or the size, the
  /// environment, the focus or a cursor did. Exact at any moment, whatever thread made the change.
  public var needsRender: Bool {
    lastFrame == nil || isDirty || changes.changedGeneration == generation
  }
  /// Called once per stale frame, on the main actor, when the frame becomes out of date: schedule a
  /// render from here. Several changes before the next render produce one call. (For model changes
  /// it runs just after the change, from a main-actor task.)
  public var onInvalidate: (@MainActor () -> Void)?
  /// How many times the view has been rendered.
  public private(set) var renderCount = 0
  /// Whether unchanged subtrees (equatable views, list rows) keep last frame's cells; tests turn it
  /// off to compare with fresh renders.
  public var retainsSubtrees: Bool {
    get { state.retained.isEnabled }
    set { state.retained.isEnabled = newValue }
  }

  private let root: @MainActor () -> AnyView
  private let state = ViewStateStore()
  private var lastFrame: RenderedFrame?
  private var focusByOwner: [FocusKey: ElementID] = [:]
  /// The scopes whose focus a key or command put where it is (the others follow the default).
  private var chosenFocus: Set<FocusKey> = []
  var fieldStates: [FieldKey: FieldState] = [:]
  var notice: String?
  /// The field and text whose completion choices Tab last named (the next Tab on them moves on).
  var listedCompletion: (field: FieldKey, text: String)?
  private var generation = 0
  private var isDirty = false
  private var invalidationSent = false
  private let changes = ChangeSignal()

  /// Creates a host for the view `root` builds.
  public init<Root: View>(
    size: Size, environment: EnvironmentValues = EnvironmentValues(),
    @ViewBuilder root: @escaping @MainActor () -> Root
  ) {
    self.size = size
    self.environment = environment
    self.root = { AnyView(root()) }
  }

  // MARK: - Rendering

  /// The current frame, rendering first if it is out of date.
  public var frame: RenderedFrame {
    if let lastFrame, !needsRender { return lastFrame }
    return render()
  }

  /// The current frame's cells.
  public var canvas: Canvas { frame.canvas }

  /// The current frame as plain text (exactly `size.height` lines, trailing spaces trimmed).
  public var plainText: String { frame.plainText }

  /// Where the focused text field's cursor is in the current frame.
  public var cursorPosition: Point? { frame.cursorPosition }

  /// Renders now, whether or not anything changed.
  @discardableResult
  public func render() -> RenderedFrame {
    generation += 1
    let token = generation
    let changes = self.changes
    isDirty = false
    invalidationSent = false
    let rendered = withObservationTracking {
      renderTracked()
    } onChange: { [weak self] in
      changes.raise(token)
      Task { @MainActor in self?.observedChange(token) }
    }
    lastFrame = rendered
    return rendered
  }

  /// Renders if the frame is out of date; returns the new frame, or `nil` when nothing changed.
  @discardableResult
  public func renderIfNeeded() -> RenderedFrame? {
    needsRender ? render() : nil
  }

  /// Marks the frame out of date (for changes the host cannot observe).
  public func invalidate() {
    isDirty = true
    notifyInvalidation()
  }

  private func observedChange(_ token: Int) {
    if token == generation { notifyInvalidation() }
  }

  private func notifyInvalidation() {
    guard !invalidationSent, lastFrame != nil else { return }
    invalidationSent = true
    onInvalidate?()
  }

  private func renderTracked() -> RenderedFrame {
    var rendered = renderOnce()
    if repairFocus(in: rendered.elements) { rendered = renderOnce() }
    return rendered
  }

  private func renderOnce() -> RenderedFrame {
    renderCount += 1
    var drawnFocus: Set<ElementID> = []
    if let focused = focus[focusScope] { drawnFocus.insert(focused) }
    var drawnFields: [ElementID: FieldState] = [:]
    for (key, field) in fieldStates where key.owner == owner(of: key.id.scope) {
      drawnFields[key.id] = field
    }
    return ViewRenderer.render(
      root(), size: size, environment: environment, state: state, focused: drawnFocus, fields: drawnFields)
  }

  /// Gives the drawn scope a valid focus; returns whether it changed.
  private func repairFocus(in elements: [InteractiveElement]) -> Bool {
    let before = focus[focusScope]
    let after = validFocus(for: focusScope, in: elements)
    guard before != after else { return false }
    focus[focusScope] = after
    if let after, let element = elements.first(where: { $0.id == after }) { entered(element) }
    return true
  }

  // MARK: - Focus per owner

  /// The owner of `scope`'s focus (see `focusOwners`).
  func owner(of scope: String?) -> AnyHashable? {
    scope.flatMap { focusOwners[$0] }
  }

  /// The focused element id of each scope, for the scope's current owner.
  var focus: FocusView { FocusView(host: self) }

  /// Reads and writes `focusByOwner` for the current owners, as `focus[scope]`.
  @MainActor
  struct FocusView {
    let host: ScreenHost

    subscript(scope: String?) -> ElementID? {
      get { host.focusByOwner[FocusKey(owner: host.owner(of: scope), scope: scope)] }
      nonmutating set { host.focusByOwner[FocusKey(owner: host.owner(of: scope), scope: scope)] = newValue }
    }
  }

  /// Forgets the focus, cursors and edits remembered for owners not in `live` (screens that left).
  public func forgetOwners(notIn live: Set<AnyHashable>) {
    focusByOwner = focusByOwner.filter { $0.key.owner.map(live.contains) ?? true }
    chosenFocus = chosenFocus.filter { $0.owner.map(live.contains) ?? true }
    fieldStates = fieldStates.filter { $0.key.owner.map(live.contains) ?? true }
  }

  /// The focus `scope` should have: the one chosen by a key while it is still there, else the
  /// screen's default (its declared default focus, else its list, field or first button). A focus
  /// nobody chose follows the default as the screen changes (the trip list's Add button while the
  /// list is empty, its list once there are trips).
  private func validFocus(for scope: String?, in elements: [InteractiveElement]) -> ElementID? {
    let candidates = elements.filter { (scope == nil || $0.scope == scope) && $0.isFocusable }
    let isChosen = chosenFocus.contains(FocusKey(owner: owner(of: scope), scope: scope))
    if isChosen, let current = focus[scope], candidates.contains(where: { $0.id == current }) {
      return current
    }
    // A text field is never the default unless the screen declared it (opened in order to type):
    // the default is a command — a list with rows, else the first button.
    let preferred =
      candidates.first(where: \.prefersFocus)
      ?? candidates.first(where: { $0.kind == .list && ($0.rowCount ?? 0) > 0 })
      ?? candidates.first(where: { $0.kind == .button })
      ?? candidates.first(where: { $0.kind == .list || $0.kind == .area })
    return preferred?.id
  }

  // MARK: - Elements

  /// The interactive elements of the current frame, in focus order.
  public var elements: [InteractiveElement] { frame.elements }

  /// The elements inside `scope` (`nil`: all).
  public func elements(in scope: String?) -> [InteractiveElement] {
    frame.elements.filter { scope == nil || $0.scope == scope }
  }

  /// The open confirmation, if any (it captures every key, whatever the scope).
  public var activeConfirmation: Confirmation? { frame.confirmations.last }

  /// The element with the focus in `scope`.
  public func focusedElement(in scope: String? = nil) -> InteractiveElement? {
    let scope = scope ?? focusScope
    let elements = frame.elements
    let id = validFocus(for: scope, in: elements)
    if focus[scope] != id {
      focus[scope] = id
      if let element = elements.first(where: { $0.id == id }) { entered(element) }
      if scope == focusScope { invalidate() }
    }
    return elements.first { $0.id == id }
  }

  /// Moves the focus to the element labelled `label` (case-insensitive; "list" for the list).
  public func focus(_ label: String, scope: String? = nil) throws {
    let scope = scope ?? focusScope
    let candidates = elements(in: scope).filter(\.isFocusable)
    guard
      let target = candidates.first(where: { $0.displayName.lowercased() == label.lowercased() })
        ?? candidates.first(where: { $0.label.lowercased() == label.lowercased() })
    else {
      throw InteractionError.unknownElement(label, available: candidates.map(\.displayName))
    }
    setFocus(target.id, scope: scope)
  }

  func setFocus(_ id: ElementID, scope: String?) {
    chosenFocus.insert(FocusKey(owner: owner(of: scope), scope: scope))
    guard focus[scope] != id else { return }
    if let current = focus[scope], let field = elements(in: scope).first(where: { $0.id == current }) {
      commitDraft(of: field)
    }
    focus[scope] = id
    if let element = elements(in: scope).first(where: { $0.id == id }) { entered(element) }
    invalidate()
  }

  /// Ends the edit of `element` and moves the focus in `scope` to a command: its list when it has
  /// rows, else its first button, else its list: where Enter and Esc in a text field go.
  func leaveField(_ element: InteractiveElement, scope: String?) {
    let candidates = elements(in: scope).filter(\.isFocusable)
    let command =
      candidates.first(where: { $0.kind == .list && ($0.rowCount ?? 0) > 0 })
      ?? candidates.first(where: { $0.kind == .button })
      ?? candidates.first(where: { $0.kind == .list || $0.kind == .area })
    if let command {
      setFocus(command.id, scope: scope)
    } else {
      commitDraft(of: element)
    }
  }

  /// The focus inside `scope`, moved by `step` in focus order (Tab: +1, Shift-Tab: −1). A list
  /// with no rows is passed over: nothing in it could be focused, so the focus would seem lost.
  func moveFocus(by step: Int, scope: String?) -> Bool {
    let focused = focusedElement(in: scope)
    let candidates = elements(in: scope).filter { element in
      element.isFocusable && (element.rowCount != 0 || element.id == focused?.id)
    }
    guard !candidates.isEmpty else { return false }
    let current = focused.flatMap { focused in
      candidates.firstIndex { $0.id == focused.id }
    }
    let next = ((current ?? -step) + step + candidates.count) % candidates.count
    setFocus(candidates[next].id, scope: scope)
    return true
  }

  // MARK: - Text cursor

  func fieldKey(_ field: InteractiveElement) -> FieldKey {
    FieldKey(owner: owner(of: field.scope), id: field.id)
  }

  func cursor(of field: InteractiveElement) -> Int {
    let count = field.text?.count ?? 0
    return min(fieldStates[fieldKey(field)]?.cursor ?? count, count)
  }

  func setCursor(_ position: Int, of field: InteractiveElement) {
    fieldStates[fieldKey(field), default: FieldState()].cursor = position
    fieldStates[fieldKey(field)]?.isSelected = false
    invalidate()
  }

  /// A text field just got the focus: its text is selected (the first typed character replaces it)
  /// and the cursor goes to its end.
  private func entered(_ element: InteractiveElement) {
    guard element.kind == .textField else { return }
    let key = fieldKey(element)
    fieldStates[key, default: FieldState()].cursor = element.text?.count ?? 0
    fieldStates[key]?.isSelected = !(element.text ?? "").isEmpty
    fieldStates[key]?.original = element.text
    fieldStates[key]?.draft = nil
  }

  /// Whether the focused text field `field` was edited since its screen was shown.
  public func wasEdited(_ field: InteractiveElement) -> Bool {
    fieldStates[fieldKey(field)]?.isEdited ?? false
  }
}
