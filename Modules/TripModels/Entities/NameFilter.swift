import Geo

/// What the trip list's filter matches: names containing the typed text, ignoring case and
/// accents ("san jose" finds "San José").
public struct NameFilter: Equatable, Sendable {
  /// The typed text, folded (see ``fold(_:)``); empty matches everything.
  public let folded: String

  /// Creates a filter for the text as typed.
  public init(_ text: String) {
    folded = Self.fold(text.trimmingWhitespace())
  }

  /// Whether `name` contains the filter's text.
  public func matches(_ name: String) -> Bool {
    folded.isEmpty || Self.fold(name).contains(folded)
  }

  /// `text` in the form names are compared in: lower case, without accents, in compatibility form
  /// (fullwidth letters as ASCII); ASCII characters stay as typed but lowercased, other punctuation
  /// becomes a space (Geo's ``ScalarFolding``, the place search's rules).
  public static func fold(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        bytes.append(UInt8(ascii: scalar).lowercasedASCII)
      } else {
        bytes.append(contentsOf: ScalarFolding.fold(scalar.value))
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}

extension UInt8 {
  /// An ASCII letter in lower case; any other byte as it is.
  fileprivate var lowercasedASCII: UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(self) ? self + 32 : self
  }
}
