/// Views made from a collection's elements, identified by a stable id.
///
/// Inside a stack every element's view is built; use `List` for long, lazily built collections.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The elements.
  public let data: Data
  /// An element's id. A closure, not the key path: a key path written in a generic context (`\.id`
  /// of an `Identifiable` element) is made anew at run time each time it is evaluated, and reading
  /// through one is slower than a call.
  let identify: (Data.Element) -> ID
  let content: (Data.Element) -> Content

  /// Creates views for `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data, identify: { $0[keyPath: id] }, content: content)
  }

  private init(
    _ data: Data, identify: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.identify = identify
    self.content = content
  }

  /// A primitive view.
  public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views for identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, identify: { $0.id }, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates views for a range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, identify: { $0 }, content: content)
  }
}

extension ForEach: View, ViewList where Content: View {
  /// Builds the layout nodes of this view's children.
  @MainActor public static func _makeNodes(
    _ view: Self, in context: BuildContext, into nodes: inout [LayoutNode]
  ) {
    view.makeNodes(in: context, into: &nodes)
  }

  @MainActor func makeNodes(in context: BuildContext, into nodes: inout [LayoutNode]) {
    for element in data {
      let childContext = context.child(identify(element))
      TextUI.makeNodes(content(element), in: childContext, into: &nodes)
    }
  }
}
