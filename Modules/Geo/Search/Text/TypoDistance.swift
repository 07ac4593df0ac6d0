/// Whether two byte strings are within one edit: a substitution, insertion, deletion or a swap of
/// two neighbours (restricted Damerau–Levenshtein distance ≤ 1), decided in one linear pass.
enum TypoDistance {
  /// True when `a` and `b` differ by at most one edit.
  static func withinOne(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    let countA = a.count
    let countB = b.count
    guard abs(countA - countB) <= 1 else { return false }
    var i = 0
    let shorter = min(countA, countB)
    while i < shorter && a[i] == b[i] { i += 1 }
    if i == shorter { return true }  // equal, or one extra byte at the end
    if countA == countB {
      if tailsEqual(a, i + 1, b, i + 1) { return true }  // substitution
      return i + 1 < countA && a[i] == b[i + 1] && a[i + 1] == b[i] && tailsEqual(a, i + 2, b, i + 2)
    }
    return countA > countB ? tailsEqual(a, i + 1, b, i) : tailsEqual(a, i, b, i + 1)
  }

  private static func tailsEqual(
    _ a: UnsafeBufferPointer<UInt8>, _ fromA: Int, _ b: UnsafeBufferPointer<UInt8>, _ fromB: Int
  ) -> Bool {
    guard a.count - fromA == b.count - fromB else { return false }
    var i = fromA
    var j = fromB
    while i < a.count {
      if a[i] != b[j] { return false }
      i += 1
      j += 1
    }
    return true
  }
}
