/// A two-way connection to a value owned elsewhere (usually a presenter's property).
public struct Binding<Value> {
  private let getter: @MainActor () -> Value
  private let setter: @MainActor (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.getter = get
    self.setter = set
  }

  /// The current value; setting it calls the setter.
  @MainActor public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

}

extension Binding where Value: Sendable {
  /// A binding that always reads `value` and ignores writes.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}
