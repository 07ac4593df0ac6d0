/// Namespace prefixes, as Namespaces in XML 1.0 has them: a prefixed element or attribute name
/// (`g:rte`, `g:id`) needs an `xmlns:g` declaration on it or on an element around it; `xml` is
/// always bound and `xmlns` only declares. A name has at most one colon, with a name on each side
/// of it. A file that breaks these rules is refused, as namespace-aware readers refuse it.
extension XMLScanner {
  /// Checks the prefixes of a start tag's element and attribute names against the declarations in
  /// scope (its own included) and opens its scope; ``leaveNamespaceScope()`` closes it.
  mutating func enterNamespaceScope(of name: String, attributes: [String: String]) throws(Failure) {
    var declared: [String] = []
    for (attribute, value) in attributes {
      guard let prefix = try prefix(of: attribute), prefix == "xmlns" else { continue }
      let declaredPrefix = String(attribute.dropFirst("xmlns:".count))
      guard declaredPrefix != "xmlns", declaredPrefix != "xml" else {
        throw fail("<\(name)> declares the reserved prefix \(declaredPrefix)")
      }
      guard !value.isEmpty else {
        throw fail("<\(name)> binds the prefix \(declaredPrefix) to an empty name")
      }
      declared.append(declaredPrefix)
    }
    for prefix in declared { boundPrefixes[prefix, default: 0] += 1 }
    declaredPrefixes.append(declared)
    if let prefix = try prefix(of: name), !isBound(prefix) {
      throw fail("<\(name)> uses the prefix \(prefix), which no xmlns:\(prefix) declares")
    }
    for attribute in attributes.keys.sorted() {
      if let prefix = try prefix(of: attribute), prefix != "xmlns", !isBound(prefix) {
        throw fail(
          "the attribute \(attribute) of <\(name)> uses the prefix \(prefix), which no xmlns:\(prefix) declares"
        )
      }
    }
  }

  /// Closes the innermost element's namespace scope.
  mutating func leaveNamespaceScope() {
    for prefix in declaredPrefixes.popLast() ?? [] {
      let count = (boundPrefixes[prefix] ?? 1) - 1
      boundPrefixes[prefix] = count > 0 ? count : nil
    }
  }

  private func isBound(_ prefix: String) -> Bool {
    prefix == "xml" || boundPrefixes[prefix] != nil
  }

  /// The part of `name` before its colon, nil without one.
  private func prefix(of name: String) throws(Failure) -> String? {
    let parts = name.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return nil }
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      let first = parts[1].utf8.first, Self.isNameByte(first, first: true)
    else { throw fail("“\(name)” is not a valid name: one colon at most, with a name on each side") }
    return String(parts[0])
  }
}
