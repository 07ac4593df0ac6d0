import Testing

@testable import TextUI

/// Frames and modifiers: fixed and flexible frames, fixedSize, padding, border, layers, ZStack.
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
