#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why a script operation on the screen failed; `description` is one line saying what went wrong
/// (the App, which knows its script commands, adds which one to use).
public enum InteractionError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// No button has that label or shortcut.
  case unknownButton(String, available: [String])
  /// The button exists but is disabled.
  case disabled(String, reason: String?)
  /// No focusable element has that label.
  case unknownElement(String, available: [String])
  /// No text field has that label.
  case unknownField(String, available: [String])
  /// `type` with no text field to type into.
  case noFocusedField(available: [String])
  /// The text is longer than the field's limit.
  case tooLong(field: String, limit: Int, count: Int)
  /// The screen has no list.
  case noList
  /// The list has no selection to set.
  case listNotSelectable
  /// A row number outside the list.
  case rowOutOfRange(Int, count: Int)
  /// A confirmation is open and must be answered first.
  case confirmationOpen(String)

  /// The message.
  public var description: String {
    switch self {
    case .unknownButton(let label, let available):
      available.isEmpty
        ? "no button “\(label)” — this screen has no buttons"
        : "no button “\(label)” — buttons here: \(available.joined(separator: ", "))"
    case .disabled(let label, let reason):
      "“\(label)” is disabled" + (reason.map { ": \(Self.sentenceInside($0))" } ?? "")
    case .unknownElement(let label, let available):
      available.isEmpty
        ? "nothing called “\(label)” can take the focus on this screen"
        : "nothing called “\(label)” can take the focus — elements here: \(available.joined(separator: ", "))"
    case .unknownField(let label, let available):
      available.isEmpty
        ? "no field “\(label)” — this screen has no text fields"
        : "no field “\(label)” — fields here: \(available.joined(separator: ", "))"
    case .noFocusedField(let available):
      available.isEmpty
        ? "no text field to type into — this screen has no text fields"
        : "no text field has the focus (fields here: \(available.joined(separator: ", ")))"
    case .tooLong(let field, let limit, let count):
      "“\(field)” takes at most \(limit) characters (got \(count))"
    case .noList:
      "this screen has no list"
    case .listNotSelectable:
      "the list on this screen has no selection"
    case .rowOutOfRange(let row, let count):
      "row \(row) is out of range — the list has \(count) \(count == 1 ? "row" : "rows")"
    case .confirmationOpen(let prompt):
      "a confirmation is open (\(prompt))"
    }
  }

  /// The message (for `localizedDescription`).
  public var errorDescription: String? { description }

  /// `reason` continuing a sentence: its first letter lower-case, unless the first word is an
  /// acronym or a name written in capitals ("GPX").
  static func sentenceInside(_ reason: String) -> String {
    guard let first = reason.first, first.isUppercase else { return reason }
    let word = reason.prefix { $0.isLetter }
    guard word.count == 1 || word.dropFirst().allSatisfy(\.isLowercase) else { return reason }
    return first.lowercased() + reason.dropFirst()
  }
}
