import Geo
import PlaceSearch

/// Whether two strings are within one edit: a substitution, insertion, deletion or a swap of two
/// neighbours (restricted Damerau–Levenshtein distance ≤ 1), decided in one linear pass.
enum TypoDistance {
  /// True when `a` and `b` (scalars, or bytes of ASCII text) differ by at most one edit.
  static func withinOne<A: RandomAccessCollection, B: RandomAccessCollection>(_ a: A, _ b: B) -> Bool
  where A.Index == Int, B.Index == Int, A.Element == B.Element, A.Element: Equatable {
    let countA = a.count
    let countB = b.count
    guard abs(countA - countB) <= 1 else { return false }
    var i = 0
    let shorter = min(countA, countB)
    while i < shorter && a[a.startIndex + i] == b[b.startIndex + i] { i += 1 }
    if i == shorter { return true }  // equal, or one extra element at the end
    if countA == countB {
      if tailsEqual(a, i + 1, b, i + 1) { return true }  // substitution
      return i + 1 < countA && a[a.startIndex + i] == b[b.startIndex + i + 1]
        && a[a.startIndex + i + 1] == b[b.startIndex + i] && tailsEqual(a, i + 2, b, i + 2)
    }
    return countA > countB ? tailsEqual(a, i + 1, b, i) : tailsEqual(a, i, b, i + 1)
  }

  private static func tailsEqual<A: RandomAccessCollection, B: RandomAccessCollection>(
    _ a: A, _ fromA: Int, _ b: B, _ fromB: Int
  ) -> Bool where A.Index == Int, B.Index == Int, A.Element == B.Element, A.Element: Equatable {
    guard a.count - fromA == b.count - fromB else { return false }
    var i = fromA
    var j = fromB
    while i < a.count {
      if a[a.startIndex + i] != b[b.startIndex + j] { return false }
      i += 1
      j += 1
    }
    return true
  }

  /// The Unicode scalars of UTF-8 bytes (malformed bytes become U+FFFD).
  static func scalars<C: Collection>(_ bytes: C) -> [Unicode.Scalar] where C.Element == UInt8 {
    var result: [Unicode.Scalar] = []
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): result.append(scalar)
      case .error: result.append("\u{FFFD}")
      case .emptyInput: return result
      }
    }
  }
}
