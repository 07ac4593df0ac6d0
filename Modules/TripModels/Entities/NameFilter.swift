import Foundation

/// What the trip list's filter matches: names containing the typed text, ignoring case and
/// accents ("san jose" finds "San José").
public struct NameFilter: Equatable, Sendable {
  /// The typed text, folded (see ``fold(_:)``); empty matches everything.
  public let folded: String

  /// Creates a filter for the text as typed.
  public init(_ text: String) {
    folded = Self.fold(text.trimmingCharacters(in: .whitespaces))
  }

  /// Whether `name` contains the filter's text.
  public func matches(_ name: String) -> Bool {
    folded.isEmpty || Self.fold(name).contains(folded)
  }

  /// `text` in the form names are compared in: lower case, without accents (ASCII text takes a
  /// fast path that leaves Foundation out).
  public static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
  }
}
