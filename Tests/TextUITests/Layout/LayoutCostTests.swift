import TestSupport
import Testing

@testable import TextUI

@MainActor
@Suite("Layout cost")
struct LayoutCostTests {
  /// Alternating stacks nested `depth` deep, each level with text, a spacer and a frame.
  struct Nested: View {
    let depth: Int

    var body: some View {
      if depth == 0 {
        Text("leaf text that wraps")
      } else if depth.isMultiple(of: 2) {
        HStack {
          Text("level \(depth)")
          Nested(depth: depth - 1).padding(.horizontal, 1)
          Spacer()
          Text("end").frame(minWidth: 4)
        }
      } else {
        VStack(alignment: .leading) {
          Text("level \(depth)").bold()
          Nested(depth: depth - 1).border()
          Spacer(minLength: 1)
          Divider()
        }
      }
    }
  }

  @Test("no view is asked sizeThatFits more than 4 times in one pass", arguments: [2, 6, 12])
  func boundedMeasurements(depth: Int) {
    let frame = ViewRenderer.render(Nested(depth: depth), size: Size(width: 200, height: 50))
    #expect(frame.statistics.maxSizeThatFitsPerView <= 4)
    #expect(frame.statistics.sizeThatFitsComputations <= 4 * frame.statistics.nodesBuilt)
  }

  @Test("the measurement count grows linearly with depth, not exponentially")
  func linear() {
    let shallow = ViewRenderer.render(Nested(depth: 6), size: Size(width: 200, height: 50)).statistics
    let deep = ViewRenderer.render(Nested(depth: 12), size: Size(width: 200, height: 50)).statistics
    #expect(deep.sizeThatFitsComputations <= 3 * shallow.sizeThatFitsComputations)
  }
}
