/// The kind of an interactive element.
public enum ElementKind: Hashable, Sendable {
  /// A `Button`.
  case button
  /// A `TextField`.
  case textField
  /// A selectable `List`.
  case list
  /// A `FocusArea`: a region that takes keys while focused.
  case area
}

/// Identifies an element across renders: its kind, scope and stable name (the id given with
/// `.elementID(_:)`, else the label), and its ordinal among elements with the same kind, scope and
/// name. Focus and text cursors are remembered by this identity, never by what is drawn.
public struct ElementID: Hashable, Sendable {
  /// The kind.
  public var kind: ElementKind
  /// The innermost interaction scope.
  public var scope: String?
  /// The label (empty for lists).
  public var label: String
  /// The stable id declared with `.elementID(_:)`, if any.
  public var tag: String?
  /// 0 for the first element with this kind, scope and name; 1 for the next…
  public var ordinal: Int

  /// Creates an identity.
  public init(kind: ElementKind, scope: String?, label: String, tag: String? = nil, ordinal: Int = 0) {
    self.kind = kind
    self.scope = scope
    self.label = label
    self.tag = tag
    self.ordinal = ordinal
  }

  /// What identifies the element within its kind and scope: the declared id, else the label.
  public var name: String { tag ?? label }
}

/// An interactive element of the last rendered frame, as scripts and help overlays see it.
@MainActor
public struct InteractiveElement {
  /// The element's identity.
  public internal(set) var id: ElementID
  /// Where it was drawn.
  public let frame: Rect
  /// The key that presses it (buttons).
  public let shortcut: Character?
  /// Whether it can be used.
  public let isEnabled: Bool
  /// Why it cannot be used, when disabled.
  public let disabledReason: String?
  /// Whether it asked for the focus when the screen appears (`.defaultFocus()`).
  public let prefersFocus: Bool
  /// The dim text a text field shows while empty.
  public let placeholder: String?
  /// Keys a focus area also takes while another element has the focus, when that element and the
  /// buttons leave them unused (the trip map's `+` `-` `0`).
  public let commandKeys: [Character]
  /// What Enter does in a text field, in a word for the footer ("export", "use"); nil: it ends the
  /// edit ("done").
  public let submitLabel: String?
  /// What Tab completes a text field's text with, if it completes (``TextCompletion``).
  let completer: TextCompleter?
  let handler: Handler

  /// What using the element does.
  enum Handler {
    case button(@MainActor () -> Void)
    case textField(Binding<String>, limit: Int?, onSubmit: (@MainActor () -> Void)?, commitsOnLeave: Bool)
    case list(ListController)
    case keys(@MainActor (Key) -> Bool)
  }

  /// The kind.
  public var kind: ElementKind { id.kind }
  /// The label.
  public var label: String { id.label }
  /// The innermost interaction scope.
  public var scope: String? { id.scope }

  /// The text of a text field (`nil` for other kinds).
  public var text: String? {
    if case .textField(let binding, _, _, _) = handler { return binding.wrappedValue }
    return nil
  }

  /// The character limit of a text field.
  public var limit: Int? {
    if case .textField(_, let limit, _, _) = handler { return limit }
    return nil
  }

  /// Whether Tab completes this text field's text (``TextCompletion``) before it moves on.
  public var completes: Bool { completer != nil }

  /// The number of rows of a list.
  public var rowCount: Int? {
    if case .list(let list) = handler { return list.count }
    return nil
  }

  /// The selected row of a list, 1-based.
  public var selectedRow: Int? {
    if case .list(let list) = handler { return list.selectedIndex().map { $0 + 1 } }
    return nil
  }

  /// The id of the list row at `row` (1-based).
  public func rowID(_ row: Int) -> AnyHashable? {
    guard case .list(let list) = handler, row >= 1, row <= list.count else { return nil }
    return list.rowID(row - 1)
  }

  init(
    id: ElementID, frame: Rect, shortcut: Character?, isEnabled: Bool, disabledReason: String?,
    prefersFocus: Bool = false, placeholder: String? = nil, commandKeys: [Character] = [],
    submitLabel: String? = nil, completer: TextCompleter? = nil, handler: Handler
  ) {
    self.placeholder = placeholder
    self.submitLabel = submitLabel
    self.completer = completer
    self.commandKeys = commandKeys
    self.id = id
    self.frame = frame
    self.shortcut = shortcut
    self.isEnabled = isEnabled
    self.disabledReason = disabledReason
    self.prefersFocus = prefersFocus
    self.handler = handler
  }

  /// How help and error messages name it: `Add (a)`, `Name`, `list`.
  public var displayName: String {
    switch kind {
    case .button: shortcut.map { "\(label) (\($0))" } ?? label
    case .textField, .area: label
    case .list: "list"
    }
  }

  /// Whether Enter in this text field runs its own action (rather than moving to the list).
  public var hasSubmitAction: Bool {
    if case .textField(_, _, let onSubmit, _) = handler { return onSubmit != nil }
    return false
  }

  /// Whether Tab can move the focus here.
  public var isFocusable: Bool {
    switch kind {
    case .button: isEnabled
    case .textField, .list, .area: true
    }
  }
}

/// What the host can do with a list: read and move the selection, activate a row.
@MainActor
struct ListController {
  let count: Int
  let selectedIndex: @MainActor () -> Int?
  /// Selects a row; `nil` for lists without a selection.
  let selectable: (@MainActor (Int) -> Void)?
  let activate: @MainActor (Int) -> Void
  let rowID: @MainActor (Int) -> AnyHashable
  /// Rows visible in the last frame (for page up / page down).
  let pageSize: Int
}

/// An open confirmation prompt: it captures every key until answered. A yes/no question takes
/// `y`, `n` and Esc; a prompt that asks for text (``PromptField``) takes every key itself.
@MainActor
public struct Confirmation {
  /// The question, for example "Delete “Paris”? (y/n)".
  public let prompt: String
  /// The innermost interaction scope around it.
  public let scope: String?
  let onAnswer: @MainActor (Bool) -> Void
  /// For a prompt that asks for text: handles every key (Ctrl-C excepted); nil for a yes/no question.
  var onKey: (@MainActor (Key) -> Void)?
  /// For a prompt that asks for text: what is typed ("Filter", "the position"), nil otherwise.
  public internal(set) var fieldName: String?

  /// Whether the prompt asks for text rather than yes or no.
  public var asksForText: Bool { onKey != nil }

  /// Answers the prompt.
  public func answer(_ yes: Bool) { onAnswer(yes) }
}
