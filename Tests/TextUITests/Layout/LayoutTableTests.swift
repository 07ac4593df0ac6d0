import TestSupport
import Testing

@testable import TextUI

/// One row of the layout table: a view, the size it is rendered at, and what SwiftUI's documented
/// layout behaviour says it must look like (and, where it matters, the size it must choose).
struct LayoutCase: Sendable, CustomTestStringConvertible {
  let name: String
  let width: Int
  let height: Int
  let view: @MainActor @Sendable () -> AnyView
  let expected: String
  var proposal: ProposedSize?
  var size: Size?

  var testDescription: String { name }
}

extension LayoutCase {
  init<V: View>(
    _ name: String, _ width: Int, _ height: Int, _ expected: String, size: Size? = nil,
    proposal: ProposedSize? = nil, @ViewBuilder _ view: @escaping @MainActor @Sendable () -> V
  ) {
    self.init(
      name: name, width: width, height: height, view: { AnyView(view()) }, expected: expected,
      proposal: proposal, size: size)
  }
}

/// A flexible stand-in for SwiftUI's `Color`, visible in plain text: a dot centred in all the width
/// it is offered.
@MainActor
func flexible(_ mark: String = ".") -> some View {
  Text(mark).frame(maxWidth: .max)
}

@MainActor
@Suite("Layout table (SwiftUI semantics)")
struct LayoutTableTests {
  @Test(arguments: textCases + stackCases + frameCases + containerCases)
  func layout(_ row: LayoutCase) {
    let view = row.view()
    expectRendered(view, width: row.width, height: row.height, equals: row.expected)
    if let size = row.size {
      let proposal = row.proposal ?? ProposedSize(width: row.width, height: row.height)
      #expect(ViewRenderer.sizeThatFits(view, proposal) == size)
    }
  }
}
