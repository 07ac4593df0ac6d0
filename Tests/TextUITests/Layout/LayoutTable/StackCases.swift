import Testing

@testable import TextUI

/// Stacks: flexibility, priorities, spacing, alignment, nesting, builders.
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
  LayoutCase("an infinite layoutPriority goes first too", 24, 1, "  .   Hello, world  .") {
    HStack {
      flexible()
      Text("Hello, world").layoutPriority(.infinity)
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
  LayoutCase(
    "priority groups take their width in turn, each leaving the lower groups' minimum", 17, 2,
    "aaaa bbbb    cccc\n             dddd"
  ) {
    HStack {
      Text("aaaa bbbb").layoutPriority(2)
      Spacer(minLength: 2)
      Text("cccc dddd").layoutPriority(1)
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
  LayoutCase(
    "a VStack gives a wrapping text the lines it needs when the others need less", 11, 4,
    "Hello brave\nnew world\nx\ny"
  ) {
    VStack(alignment: .leading) {
      Text("Hello brave new world")
      Text("x")
      Text("y")
    }
  },
  LayoutCase("a VStack too short for everything truncates the text it cannot fit", 11, 3, "Hello brav…\nx\ny")
  {
    VStack(alignment: .leading) {
      Text("Hello brave new world")
      Text("x")
      Text("y")
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
