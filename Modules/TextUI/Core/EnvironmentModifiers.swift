/// Sets an environment value for a subtree. The change is a value, not a closure: a modifier such as
/// `.bold()` allocates nothing when its view is built, and a view made of such modifiers stays a
/// plain value a `List` can compare (see ``PlainValue``).
struct EnvironmentWriter<Content, Change: EnvironmentChange> {
  let content: Content
  let change: Change
}

extension EnvironmentWriter: View, _PrimitiveView where Content: View {
  typealias Body = Never

  @MainActor func _makeNode(in context: BuildContext) -> LayoutNode {
    var inner = context
    change.apply(to: &inner.environment)
    return TextUI.makeNode(content, in: inner)
  }
}

/// One change to the environment, made by a modifier.
protocol EnvironmentChange {
  /// Makes the change.
  func apply(to environment: inout EnvironmentValues)
}

/// A change to how text is drawn (`.foregroundColor`, `.bold()`…).
struct TextStyleChange: EnvironmentChange {
  enum Attribute {
    case foreground(Color?)
    case background(Color?)
    case bold(Bool)
    case dim(Bool)
    case inverse(Bool)
  }

  let attribute: Attribute

  func apply(to environment: inout EnvironmentValues) {
    switch attribute {
    case .foreground(let color): environment.textStyle.foreground = color
    case .background(let color): environment.textStyle.background = color
    case .bold(let isActive): environment.textStyle.bold = isActive
    case .dim(let isActive): environment.textStyle.dim = isActive
    case .inverse(let isActive): environment.textStyle.inverse = isActive
    }
  }
}

/// A change to how text is laid out (`.lineLimit`, `.truncationMode`).
struct TextLayoutChange: EnvironmentChange {
  enum Setting {
    case lineLimit(Int?)
    case truncationMode(TruncationMode)
  }

  let setting: Setting

  func apply(to environment: inout EnvironmentValues) {
    switch setting {
    case .lineLimit(let limit): environment.lineLimit = limit
    case .truncationMode(let mode): environment.truncationMode = mode
    }
  }
}

/// A change to the controls inside (`.defaultFocus`, `.disabled`).
struct ControlChange: EnvironmentChange {
  enum Setting {
    case prefersDefaultFocus(Bool)
    case disabled(Bool)
  }

  let setting: Setting

  func apply(to environment: inout EnvironmentValues) {
    switch setting {
    case .prefersDefaultFocus(let isPreferred): environment.prefersDefaultFocus = isPreferred
    case .disabled(let isDisabled): environment.isEnabled = environment.isEnabled && !isDisabled
    }
  }
}

/// A name given to the controls inside (`.elementID`, `.interactionScope`).
struct NameChange: EnvironmentChange {
  enum Kind {
    case elementID
    case interactionScope
  }

  let kind: Kind
  let name: String

  func apply(to environment: inout EnvironmentValues) {
    switch kind {
    case .elementID: environment.elementID = name
    case .interactionScope: environment.interactionScope = name
    }
  }
}

/// Any other change (`.environment(_:_:)`, `.transformEnvironment`).
struct ClosureChange: EnvironmentChange {
  let transform: (inout EnvironmentValues) -> Void

  func apply(to environment: inout EnvironmentValues) {
    transform(&environment)
  }
}

extension View {
  /// Sets the environment value at `keyPath` for this view and its descendants.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    EnvironmentWriter(content: self, change: ClosureChange { $0[keyPath: keyPath] = value })
  }

  /// Changes the environment for this view and its descendants.
  public func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
    EnvironmentWriter(content: self, change: ClosureChange(transform: transform))
  }

  /// Draws text in this subtree in `color`.
  public func foregroundColor(_ color: Color?) -> some View {
    EnvironmentWriter(content: self, change: TextStyleChange(attribute: .foreground(color)))
  }

  /// Draws text in this subtree on `color`.
  public func backgroundColor(_ color: Color?) -> some View {
    EnvironmentWriter(content: self, change: TextStyleChange(attribute: .background(color)))
  }

  /// Draws text in this subtree bold.
  public func bold(_ isActive: Bool = true) -> some View {
    EnvironmentWriter(content: self, change: TextStyleChange(attribute: .bold(isActive)))
  }

  /// Draws text in this subtree dim.
  public func dim(_ isActive: Bool = true) -> some View {
    EnvironmentWriter(content: self, change: TextStyleChange(attribute: .dim(isActive)))
  }

  /// Draws text in this subtree in inverse video.
  public func inverse(_ isActive: Bool = true) -> some View {
    EnvironmentWriter(content: self, change: TextStyleChange(attribute: .inverse(isActive)))
  }

  /// Limits every `Text` in this subtree to `limit` lines.
  public func lineLimit(_ limit: Int?) -> some View {
    EnvironmentWriter(content: self, change: TextLayoutChange(setting: .lineLimit(limit)))
  }

  /// Sets where text in this subtree is cut when it does not fit.
  public func truncationMode(_ mode: TruncationMode) -> some View {
    EnvironmentWriter(content: self, change: TextLayoutChange(setting: .truncationMode(mode)))
  }

  /// Gives the control (or the first control) in this subtree the focus when the screen appears,
  /// instead of the host's default (the first list, else the first text field, else the first
  /// button).
  public func defaultFocus(_ isPreferred: Bool = true) -> some View {
    EnvironmentWriter(content: self, change: ControlChange(setting: .prefersDefaultFocus(isPreferred)))
  }

  /// Names the control in this subtree with a stable id: the host remembers its focus and text
  /// cursor by this id, whatever its label says.
  public func elementID(_ id: String) -> some View {
    EnvironmentWriter(content: self, change: NameChange(kind: .elementID, name: id))
  }

  /// Disables the controls in this subtree.
  public func disabled(_ isDisabled: Bool) -> some View {
    EnvironmentWriter(content: self, change: ControlChange(setting: .disabled(isDisabled)))
  }
}
