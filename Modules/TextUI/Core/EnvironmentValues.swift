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
  public var interactionScope: String?
  /// Whether controls can be used (`.disabled(true)` turns it off).
  public var isEnabled: Bool = true
  /// Whether the controls inside asked for the focus when the screen appears.
  public var prefersDefaultFocus: Bool = false
  /// The stable id the next control registers with (`.elementID(_:)`).
  public var elementID: String?

  /// The default environment.
  public init() {}
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
