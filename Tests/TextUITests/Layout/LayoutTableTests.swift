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

// MARK: - Text

let textCases: [LayoutCase] = [
  LayoutCase(
    "text takes its ideal size when proposed nil", 10, 1, "Hello", size: Size(width: 5, height: 1),
    proposal: .unspecified
  ) { Text("Hello") },
  LayoutCase(
    "text wraps at word boundaries", 13, 4, "+-----------+\n|Hello brave|\n|new world  |\n+-----------+"
  ) {
    Text("Hello brave new world").border(.ascii)
  },
  LayoutCase(
    "a word longer than the line breaks inside the word", 10, 5,
    "+--------+\n|Supercal|\n|ifragili|\n|stic    |\n+--------+"
  ) { Text("Supercalifragilistic").border(.ascii) },
  LayoutCase("lineLimit(1) cuts the tail with an ellipsis", 10, 1, "Hello bra…") {
    Text("Hello brave world").lineLimit(1)
  },
  LayoutCase("head truncation keeps the end", 10, 1, "…ave world") {
    Text("Hello brave world").lineLimit(1).truncationMode(.head)
  },
  LayoutCase("middle truncation keeps both ends", 10, 1, "Hello…orld") {
    Text("Hello brave world").lineLimit(1).truncationMode(.middle)
  },
  LayoutCase("lineLimit(2) wraps, then cuts the last line", 9, 3, "one two\nthree fo…") {
    Text("one two three four five").lineLimit(2)
  },
  LayoutCase(
    "hard line breaks start new lines", 5, 3, "a\nbb", size: Size(width: 2, height: 2), proposal: .unspecified
  ) {
    Text("a\nbb")
  },
  LayoutCase(
    "CJK text wraps between any two ideographs, two cells each", 8, 5,
    "+------+\n|東京か|\n|ら京都|\n|まで  |\n+------+"
  ) { Text("東京から京都まで").border(.ascii) },
  LayoutCase(
    "mixed Latin and CJK text wraps at spaces and between ideographs", 9, 2, "Trip 東京\nto 京都",
    size: Size(width: 9, height: 2)
  ) { Text("Trip 東京 to 京都") },
  LayoutCase(
    "a text offered less height than it needs truncates its last visible line", 5, 1, "aa b…",
    size: Size(width: 5, height: 1)
  ) { Text("aa bb cc") },
  LayoutCase("environment lineLimit applies to every text inside", 6, 2, "ab cd…\nx y") {
    VStack(alignment: .leading) {
      Text("ab cd ef")
      Text("x y").lineLimit(nil)
    }
    .lineLimit(1)
  },
]

// MARK: - Stacks

let stackCases: [LayoutCase] = [
  LayoutCase("a spacer pushes siblings to the edges", 10, 1, "A        B") {
    HStack {
      Text("A")
      Spacer()
      Text("B")
    }
  },
  LayoutCase(
    "a spacer's minimum length counts in the ideal size", 10, 1, "A        B",
    size: Size(width: 5, height: 1),
    proposal: .unspecified
  ) {
    HStack {
      Text("A")
      Spacer(minLength: 3)
      Text("B")
    }
  },
  LayoutCase(
    "an HStack's ideal width is the sum of its children's", 10, 1, "abcd", size: Size(width: 4, height: 1),
    proposal: .unspecified
  ) {
    HStack {
      Text("ab")
      Text("cd")
    }
  },
  LayoutCase(
    "spacing goes between neighbours", 10, 1, "ab  cd", size: Size(width: 6, height: 1),
    proposal: .unspecified
  ) {
    HStack(spacing: 2) {
      Text("ab")
      Text("cd")
    }
  },
  LayoutCase("equally flexible children share the width evenly", 10, 1, "  x    y") {
    HStack {
      flexible("x")
      flexible("y")
    }
  },
  LayoutCase(
    "the least flexible child is proposed its share first (text wraps at a third)", 24, 2,
    "    .    Hello,    .\n         world"
  ) {
    HStack {
      flexible()
      Text("Hello, world")
      flexible()
    }
  },
  LayoutCase("a higher layoutPriority gets the remaining width first", 24, 1, "  .   Hello, world  .") {
    HStack {
      flexible()
      Text("Hello, world").layoutPriority(1)
      flexible()
    }
  },
  LayoutCase("priority takes all but the lower-priority children's minimum", 10, 2, "aaaa     |\nbbbb") {
    HStack(alignment: .top) {
      Text("aaaa bbbb").layoutPriority(1)
      Spacer(minLength: 3)
      Text("|").fixedSize()
    }
  },
  LayoutCase("VStack centres children by default", 5, 2, " a\nbbb") {
    VStack {
      Text("a")
      Text("bbb")
    }
  },
  LayoutCase("VStack(alignment: .trailing) lines up right edges", 5, 2, "  a\nbbb") {
    VStack(alignment: .trailing) {
      Text("a")
      Text("bbb")
    }
  },
  LayoutCase("HStack(alignment: .bottom) lines up bottom edges", 5, 3, "a\nb\ncx") {
    HStack(alignment: .bottom) {
      Text("a\nb\nc")
      Text("x")
    }
  },
  LayoutCase("HStack centres vertically by default", 5, 3, "a\nbx\nc") {
    HStack {
      Text("a\nb\nc")
      Text("x")
    }
  },
  LayoutCase("VStack splits height between flexible children", 6, 6, "\n top\n\n\nbottom") {
    VStack {
      Text("top").frame(maxHeight: .max)
      Text("bottom").frame(maxHeight: .max)
    }
  },
  LayoutCase("a spacer in a VStack pushes the footer down", 6, 4, "head\n\n\nfoot") {
    VStack(alignment: .leading) {
      Text("head")
      Spacer()
      Text("foot")
    }
  },
  LayoutCase("a VStack proposes its width to a nested HStack with a spacer", 8, 1, "L      R") {
    VStack {
      HStack {
        Text("L")
        Spacer()
        Text("R")
      }
    }
  },
  LayoutCase("nested stacks with a divider size to their content", 20, 2, "Name  │   km\nKyoto │ 12.5") {
    HStack(alignment: .top, spacing: 1) {
      VStack(alignment: .leading) {
        Text("Name")
        Text("Kyoto")
      }
      Divider()
      VStack(alignment: .trailing) {
        Text("km")
        Text("12.5")
      }
    }
  },
  LayoutCase("a divider in an HStack is vertical", 5, 1, "a│b") {
    HStack {
      Text("a")
      Divider()
      Text("b")
    }
  },
  LayoutCase("an empty stack takes no space", 5, 1, "", size: .zero, proposal: .unspecified) { HStack {} },
  LayoutCase("Group, if/else, optionals and ForEach flatten into the stack", 5, 5, "1\n2\nyes\nx\ny") {
    let flag = true
    let missing: String? = nil
    VStack(alignment: .leading) {
      Group {
        Text("1")
        Text("2")
      }
      if flag { Text("yes") } else { Text("no") }
      if let missing { Text(missing) }
      ForEach(["x", "y"], id: \.self) { Text($0) }
    }
  },
]

// MARK: - Frames and modifiers

let frameCases: [LayoutCase] = [
  LayoutCase("a fixed frame centres its child", 8, 1, "  ab", size: Size(width: 6, height: 1)) {
    Text("ab").frame(width: 6)
  },
  LayoutCase("a fixed frame aligns its child bottom-trailing", 8, 3, "\n\n   ab") {
    Text("ab").frame(width: 5, height: 3, alignment: .bottomTrailing)
  },
  LayoutCase(
    "a fixed frame narrower than the text proposes its width (the text wraps)", 8, 2, "ab\ncd",
    size: Size(width: 3, height: 2)
  ) { Text("ab cd").frame(width: 3) },
  LayoutCase("frame(maxWidth: .max) takes the offered width", 10, 3, "+--------+\n|   ab   |\n+--------+") {
    Text("ab").frame(maxWidth: .max).border(.ascii)
  },
  LayoutCase(
    "frame(maxWidth: .max) is its child's size when proposed nil", 10, 1, "    ab",
    size: Size(width: 2, height: 1),
    proposal: .unspecified
  ) { Text("ab").frame(maxWidth: .max) },
  LayoutCase("frame(minWidth:) widens a short child", 30, 1, "    ab", size: Size(width: 10, height: 1)) {
    Text("ab").frame(minWidth: 10)
  },
  LayoutCase(
    "frame(minWidth:maxWidth:) clamps a large proposal to the maximum", 30, 1, "         ab",
    size: Size(width: 20, height: 1)
  ) { Text("ab").frame(minWidth: 10, maxWidth: 20) },
  LayoutCase(
    "frame(minWidth:maxWidth:) clamps a small proposal to the minimum (the screen clips it)", 5, 1, " ab",
    size: Size(width: 10, height: 1)
  ) { Text("ab").frame(minWidth: 10, maxWidth: 20) },
  LayoutCase(
    "frame(maxWidth:) caps the child's proposal", 30, 2, "abcde\nfgh", size: Size(width: 5, height: 2)
  ) {
    Text("abcdefgh").frame(maxWidth: 5, alignment: .leading)
  },
  LayoutCase(
    "frame(idealWidth:) is the size when proposed nil (fixedSize)", 20, 1, "     ab",
    size: Size(width: 12, height: 1)
  ) { Text("ab").frame(idealWidth: 12).fixedSize() },
  LayoutCase(
    "fixedSize keeps the ideal width whatever is offered", 5, 1, "Hello",
    size: Size(width: 11, height: 1), proposal: ProposedSize(width: 5, height: 1)
  ) {
    Text("Hello world").fixedSize()
  },
  LayoutCase(
    "fixedSize(vertical:) wraps at the offered width and takes every line", 5, 2, "aa bb\ncc",
    size: Size(width: 5, height: 2), proposal: ProposedSize(width: 5, height: 1)
  ) {
    Text("aa bb cc").fixedSize(horizontal: false, vertical: true)
  },
  LayoutCase(
    "padding adds to the child's size", 6, 3, "\n ab", size: Size(width: 4, height: 3), proposal: .unspecified
  ) {
    Text("ab").padding(1)
  },
  LayoutCase("padding shrinks what the child is offered", 6, 4, "+----+\n| aa |\n| bb |\n+----+") {
    Text("aa bb").padding(.horizontal, 1).border(.ascii)
  },
  LayoutCase(
    "a border draws a box around the content", 6, 3, "┌──┐\n│Hi│\n└──┘", size: Size(width: 4, height: 3),
    proposal: .unspecified
  ) { Text("Hi").border() },
  LayoutCase("a border shows a title in its top edge", 12, 3, "╭ Stops ──╮\n│ 1 Kyoto │\n╰─────────╯") {
    Text("1 Kyoto").padding(.horizontal, 1).border(.rounded, title: "Stops")
  },
  LayoutCase(
    "an overlay is proposed the base's size and centred on it", 6, 1, "aXcd", size: Size(width: 4, height: 1),
    proposal: .unspecified
  ) { Text("abcd").overlay { Text("X") } },
  LayoutCase("an overlay can align to the trailing edge", 6, 1, "abcX") {
    Text("abcd").overlay(alignment: .trailing) { Text("X") }
  },
  LayoutCase(
    "a background does not change the size", 6, 1, "ab", size: Size(width: 2, height: 1),
    proposal: .unspecified
  ) {
    Text("ab").background { Text("12345") }
  },
  LayoutCase(
    "a ZStack is as large as its largest child, children centred", 6, 1, "abXde",
    size: Size(width: 5, height: 1), proposal: .unspecified
  ) {
    ZStack {
      Text("abcde")
      Text("X")
    }
  },
  LayoutCase("ZStack(alignment: .topLeading) stacks from the top left", 6, 2, "Xb\ncd") {
    ZStack(alignment: .topLeading) {
      Text("ab\ncd")
      Text("X")
    }
  },
]

// MARK: - Scrolling, geometry, choices

let containerCases: [LayoutCase] = [
  LayoutCase(
    "ScrollView proposes nil height and shows the top of the content", 5, 2, "one\ntwo",
    size: Size(width: 5, height: 2)
  ) { ScrollView { Text("one two three") } },
  LayoutCase("ScrollView shows its content at the bound offset", 5, 2, "two\nthree") {
    ScrollView(offset: .constant(1)) { Text("one two three") }
  },
  LayoutCase("ScrollView(scrollTo:) brings the identified row into view", 8, 3, "Row 5\nRow 6\nRow 7") {
    ScrollView(scrollTo: 7) { ForEach(0..<10) { Text("Row \($0)").id($0) } }
  },
  LayoutCase("a horizontal ScrollView proposes nil width and scrolls sideways", 4, 1, "cdef") {
    ScrollView(.horizontal, offset: .constant(2)) { Text("abcdefgh") }
  },
  LayoutCase("ViewThatFits shows the first child that fits", 8, 1, "short") {
    ViewThatFits {
      Text("a long label")
      Text("short")
    }
  },
  LayoutCase("ViewThatFits keeps the first child when there is room", 20, 1, "a long label") {
    ViewThatFits {
      Text("a long label")
      Text("short")
    }
  },
  LayoutCase("ViewThatFits falls back to the last child", 3, 3, "bbb\nbbb\nbb") {
    ViewThatFits {
      Text("aaaaaaaaaa")
      Text("bbbbbbbb")
    }
  },
  LayoutCase("ViewThatFits(in: .vertical) measures only height (text may wrap)", 5, 3, "wide\nwide\nwide") {
    ViewThatFits(in: .vertical) {
      Text("wide wide wide")
      Text("x")
    }
  },
  LayoutCase("GeometryReader gets the size it is offered", 12, 3, "12x3") {
    GeometryReader { proxy in Text("\(proxy.size)") }
  },
  LayoutCase(
    "a list takes the offered height; rows below the last are empty", 10, 3, "  a\n  b",
    size: Size(width: 10, height: 3)
  ) {
    List(["a", "b"], id: \.self, selection: .constant(nil)) { Text($0) }
  },
]
