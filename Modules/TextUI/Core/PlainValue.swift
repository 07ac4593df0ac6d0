@_spi(Reflection) import Swift

/// Whether a type's values are made of values alone — no class reference, closure, existential,
/// pointer or weak reference anywhere in them — so two values with the same bytes are equal.
///
/// That is how a `List` keeps rows whose view is not `Equatable` (as SwiftUI compares a view's
/// stored properties when it has no `==`): a plain row view with the same bytes as last frame's
/// was built from the same numbers and the same, immutable string and array storage (the kept
/// value holds that storage, so it cannot have been changed in place). Different bytes only mean
/// the row is drawn again. Decided once per type, from its stored properties' declared types; an
/// enum counts as plain when it holds nothing reference-counted (a pointer in an enum's payload is
/// the one thing this cannot see).
@MainActor
enum PlainValue {
  private static var known: [ObjectIdentifier: Bool] = [:]

  /// Whether `type`'s values are plain values (see ``PlainValue``).
  static func isPlain(_ type: Any.Type) -> Bool {
    let key = ObjectIdentifier(type)
    if let answer = known[key] { return answer }
    known[key] = false  // a type that contains itself (through an array) is not looked at twice
    let answer = decide(type)
    known[key] = answer
    return answer
  }

  /// Whether `a` and `b` have the same bytes (for a plain type: whether they are equal; padding
  /// that differs only makes them look different).
  nonisolated static func sameBytes<T>(_ a: T, _ b: T) -> Bool {
    // The values are compared where they are: a copy would retain their strings.
    withUnsafePointer(to: a) { first in
      withUnsafePointer(to: b) { second in
        RawBytes.identical(UnsafeRawPointer(first), UnsafeRawPointer(second), count: MemoryLayout<T>.size)
      }
    }
  }

  // MARK: - Deciding

  private static func decide(_ type: Any.Type) -> Bool {
    if type == String.self || type == Substring.self || type == Character.self { return true }
    if let optional = type as? any OptionalValue.Type { return isPlain(optional.wrappedType) }
    if let array = type as? any ArrayValue.Type { return isPlain(array.elementType) }
    switch kind(of: type) {
    case .struct, .tuple:
      var plain = true
      _ = _forEachField(of: type, options: []) { _, _, fieldType, _ in
        plain = isPlain(fieldType)
        return plain
      }
      return plain
    // Its payloads cannot be listed: an enum is plain when none of them holds a reference.
    case .enum: return isTrivial(type)
    case .metatype: return true
    // A built-in number is plain; a built-in pointer or object is not.
    case .opaque: return isTrivial(type) && !String(describing: type).contains("Pointer")
    default: return false  // a class, closure, existential, weak reference…
    }
  }

  /// What kind of type `type` is, read as the kind of a stored property of that type.
  private static func kind(of type: Any.Type) -> _MetadataKind? {
    func holder<T>(_: T.Type) -> Any.Type { Holder<T>.self }
    var kind: _MetadataKind?
    _ = _forEachField(of: holder(type), options: []) { _, _, _, fieldKind in
      kind = fieldKind
      return false
    }
    return kind
  }

  /// Whether `type` is copied as plain bytes (holds no reference that is counted).
  private static func isTrivial(_ type: Any.Type) -> Bool {
    func trivial<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return trivial(type)
  }
}

/// A struct with one stored property of type `T`, whose kind ``PlainValue`` reads.
private struct Holder<T> {
  var value: T
}

/// `Optional`, seen through its metatype.
private protocol OptionalValue {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }
}

/// `Array`, seen through its metatype.
private protocol ArrayValue {
  static var elementType: Any.Type { get }
}

extension Array: ArrayValue {
  static var elementType: Any.Type { Element.self }
}
