/// Values passed down the view tree (as SwiftUI's environment): a view sees what its ancestors set.
public struct EnvironmentValues: Equatable {
  /// Whether colours are drawn (`false` under `NO_COLOR` / `--no-color`; attributes stay).
  public var colorEnabled: Bool = true
  /// The width of East Asian Ambiguous characters.
  public var ambiguousWidth: AmbiguousWidth = .narrow
  /// The style text is drawn with (colours and attributes set by modifiers such as `.bold()`).
  public var textStyle: Style = .plain
  /// The maximum number of lines a `Text` shows, or `nil` for no limit.
  public var lineLimit: Int?
  /// Where text that does not fit is cut.
  public var truncationMode: TruncationMode = .tail
  /// The name of the innermost `interactionScope` around the view.
  public var interactionScope: String? {
    get { names?.interactionScope }
    set { names = Names.make(interactionScope: newValue, elementID: elementID) }
  }
  /// Whether controls can be used (`.disabled(true)` turns it off).
  public var isEnabled: Bool = true
  /// Whether the controls inside asked for the focus when the screen appears.
  public var prefersDefaultFocus: Bool = false
  /// The stable id the next control registers with (`.elementID(_:)`).
  public var elementID: String? {
    get { names?.elementID }
    set { names = Names.make(interactionScope: interactionScope, elementID: newValue) }
  }
  /// The two names, in one shared reference (nil when both are nil, as for most views): the
  /// environment is copied into every layout node's context, every frame, and one reference is
  /// one retain where two strings were two.
  private var names: Names?

  /// The default environment.
  public init() {}

  /// Whether two environments hold the same values (the names compared by value).
  public static func == (left: EnvironmentValues, right: EnvironmentValues) -> Bool {
    left.colorEnabled == right.colorEnabled && left.ambiguousWidth == right.ambiguousWidth
      && left.textStyle == right.textStyle && left.lineLimit == right.lineLimit
      && left.truncationMode == right.truncationMode && left.isEnabled == right.isEnabled
      && left.prefersDefaultFocus == right.prefersDefaultFocus
      && (left.names === right.names
        || (left.interactionScope == right.interactionScope && left.elementID == right.elementID))
  }

  /// An interaction scope's name and an element id, never changed once made.
  private final class Names: Sendable {
    let interactionScope: String?
    let elementID: String?

    private init(interactionScope: String?, elementID: String?) {
      self.interactionScope = interactionScope
      self.elementID = elementID
    }

    /// The names, or nil when both are nil.
    static func make(interactionScope: String?, elementID: String?) -> Names? {
      interactionScope == nil && elementID == nil
        ? nil : Names(interactionScope: interactionScope, elementID: elementID)
    }
  }
}

/// Where `Text` cuts content that does not fit, replacing it with "…".
public enum TruncationMode: Hashable, Sendable {
  /// Keep the end: "…of the text".
  case head
  /// Keep both ends: "The be…text".
  case middle
  /// Keep the beginning: "The begin…".
  case tail
}
