import TestSupport
import Testing

@testable import TextUI

@MainActor
@Suite("Robustness")
struct RobustnessTests {
  struct Everything: View {
    var body: some View {
      VStack {
        TextField("Name", text: .constant("東京 Tokyo"), limit: 3, placeholder: "name")
        HStack {
          Text("👨‍👩‍👧 family").lineLimit(1).truncationMode(.middle)
          Divider()
          Spacer(minLength: 5)
          Button("Go", shortcut: "g") {}
        }
        ScrollView(scrollTo: 99) { ForEach(0..<3) { Text("\($0)").id($0) } }
        List([Int](), id: \.self, selection: .constant(nil)) { Text("\($0)") }
        List(Array(0..<5), id: \.self, selection: .constant(42)) { Text("\($0)") }
        ViewThatFits { Text("wide wide") }
        GeometryReader { proxy in Text("\(proxy.size)") }
        Text("x").frame(width: -3, height: -1).padding(-2).border(title: "")
      }
      .confirmation("Sure? (y/n)") { _ in }
    }
  }

  @Test(
    "tiny, empty and degenerate sizes render without trapping",
    arguments: [(0, 0), (1, 1), (0, 5), (5, 0), (2, 3), (3, 40), (300, 2)])
  func sizes(width: Int, height: Int) {
    let frame = ViewRenderer.render(Everything(), size: Size(width: width, height: height))
    #expect(PlainTextRenderer.lines(frame.canvas).count == max(0, height))
    expectLinesFit(frame.plainText, width: max(0, width))
  }

  @Test("a very long text is laid out and cut to the frame")
  func hugeText() {
    let long = String(repeating: "road trip 京都 ", count: 20_000)
    let screen = render(Text(long), width: 40, height: 3)
    #expect(screen.split(separator: "\n").count == 3)
    #expect(screen.hasSuffix("…"))
  }

  @Test("a line diff names the lines that differ")
  func lineDiffReport() {
    let report = lineDiff(actual: ["a", "b"], expected: ["a", "c", "d"])
    #expect(report.contains("    1 |a"))
    #expect(report.contains("-   2 |c"))
    #expect(report.contains("+   2 |b"))
    #expect(report.contains("-   3 |d"))
  }
}
