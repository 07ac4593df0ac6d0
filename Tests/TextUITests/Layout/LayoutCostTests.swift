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

  /// A screen shaped like the trip detail: field, bordered map beside a scrolling list of legs,
  /// a list of stops limited in height, buttons, all inside a confirmation.
  struct DetailLike: View {
    var body: some View {
      VStack(alignment: .leading) {
        TextField("Name", text: .constant("Pacific Coast"), limit: 60)
        HStack(alignment: .top, spacing: 1) {
          GeometryReader { proxy in Text(String(repeating: "·", count: proxy.size.width)) }
            .frame(minWidth: 20, maxWidth: 40, minHeight: 5)
            .border(.rounded, title: "Map")
          VStack(alignment: .leading) {
            Text("Total distance: 1,234.5 km").bold().lineLimit(1)
            ScrollView(scrollTo: 3) {
              ForEach(0..<8) { Text("\($0 + 1) → \($0 + 2)  Monterey → Carmel  8.1 km").lineLimit(1).id($0) }
            }
          }
          .frame(maxWidth: .max, maxHeight: .max, alignment: .topLeading)
        }
        Text("Stops").bold()
        List(Array(0..<30), id: \.self, selection: .constant(4)) { index in
          HStack(spacing: 2) {
            Text("\(index + 1). Stop number \(index + 1)").lineLimit(1)
            Spacer()
            Text("36.60°N 121.89°W").dim()
          }
        }
        .frame(maxHeight: 6)
        ViewThatFits(in: .horizontal) {
          HStack(spacing: 1) {
            Button("Add stop", shortcut: "a") {}
            Button("Delete stop", shortcut: "d") {}
            Button("Move up", shortcut: "K") {}
            Button("Move down", shortcut: "J") {}
          }
          Text("a d K J").dim()
        }
      }
      .confirmation("Delete “Carmel”? (y/n)") { _ in }
    }
  }

  @Test(
    "a realistic screen needs at most 4 measurements per view at any size",
    arguments: [Size(width: 40, height: 12), Size(width: 80, height: 24), Size(width: 200, height: 50)])
  func realistic(size: Size) {
    let frame = ViewRenderer.render(DetailLike(), size: size)
    #expect(frame.statistics.maxSizeThatFitsPerView <= 4)
    expectLinesFit(frame.plainText, width: size.width)
  }

  @Test("the measurement count grows linearly with depth, not exponentially")
  func linear() {
    let shallow = ViewRenderer.render(Nested(depth: 6), size: Size(width: 200, height: 50)).statistics
    let deep = ViewRenderer.render(Nested(depth: 12), size: Size(width: 200, height: 50)).statistics
    #expect(deep.sizeThatFitsComputations <= 3 * shallow.sizeThatFitsComputations)
  }
}
