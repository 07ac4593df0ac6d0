import Testing

@testable import TextUI

/// Containers: ScrollView, ViewThatFits, GeometryReader, List.
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
