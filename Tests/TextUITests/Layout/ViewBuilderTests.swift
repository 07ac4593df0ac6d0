import TestSupport
import Testing

@testable import TextUI

/// Something that owns a screen's state, for the `Screen` test.
final class TitleOwner {
  var title = "Roadtrips"
}

@MainActor
@Suite("View builder and environment", .timeLimit(.minutes(10)))
struct ViewBuilderTests {
  enum Mode { case empty, one, many }

  struct Switching: View {
    let mode: Mode

    var body: some View {
      switch mode {
      case .empty: Text("No trips yet — press a to add one.")
      case .one: Text("1 trip")
      case .many:
        VStack(alignment: .leading) {
          ForEach(1..<4) { Text("Trip \($0)") }
        }
      }
    }
  }

  @Test("switch picks the matching case")
  func switching() {
    expectRendered(
      Switching(mode: .empty), width: 40, height: 1, equals: "No trips yet — press a to add one.")
    expectRendered(Switching(mode: .one), width: 40, height: 1, equals: "1 trip")
    expectRendered(Switching(mode: .many), width: 40, height: 3, equals: "Trip 1\nTrip 2\nTrip 3")
  }

  @Test("AnyView and EmptyView compose; several root views stack vertically")
  func erasure() {
    let views: [AnyView] = [AnyView(Text("a")), AnyView(EmptyView()), AnyView(AnyView(Text("b")))]
    expectRendered(VStack { ForEach(0..<views.count) { views[$0] } }, width: 3, height: 2, equals: "a\nb")
    expectRendered(
      Group {
        Text("x"); Text("y")
      }, width: 3, height: 2, equals: "x\ny")
  }

  @Test("a block of two to ten children draws every child, in order, in stacks and at the root")
  func blocksOfEveryArity() {
    expectRendered(
      HStack(spacing: 1) {
        Text("a")
        Text("b")
      }, width: 5, height: 1, equals: "a b")
    expectRendered(
      VStack(alignment: .leading) {
        Text("1"); Text("2"); Text("3"); Text("4"); Text("5")
        Text("6"); Text("7"); Text("8"); Text("9"); Text("10")
      }, width: 2, height: 10, equals: (1...10).map(String.init).joined(separator: "\n"))
    expectRendered(
      Group {
        Text("x"); Text("y"); Text("z")
      }, width: 1, height: 3, equals: "x\ny\nz")
  }

  @Test("siblings in a block keep their own state: each list's scroll position is its own")
  func siblingsKeepTheirOwnState() throws {
    var first: Int? = 0
    var second: Int? = 0
    var third: Int? = 0
    let host = ScreenHost(size: Size(width: 6, height: 9)) {
      VStack(alignment: .leading) {
        List(0..<10, id: \.self, selection: Binding(get: { first }, set: { first = $0 })) { Text("a\($0)") }
          .frame(height: 3)
        List(0..<10, id: \.self, selection: Binding(get: { second }, set: { second = $0 })) { Text("b\($0)") }
          .frame(height: 3)
        List(0..<10, id: \.self, selection: Binding(get: { third }, set: { third = $0 })) { Text("c\($0)") }
          .frame(height: 3)
      }
    }
    // The first list to its end and one up (its window stays), the second to its end only.
    try host.send(.end)
    try host.send(.up)
    try host.send(.tab)
    try host.send(.end)
    #expect([first, second, third] == [8, 9, 0])
    expectSameScreen(host.plainText, "  a7\n› a8\n  a9\n  b7\n  b8\n› b9\n› c0\n  c1\n  c2")
  }

  @Test("styles set on a container reach the texts inside; a text's own style wins")
  func inheritedStyle() {
    let view = VStack {
      Text("a")
      Text("b").foregroundColor(.red)
    }
    .foregroundColor(.green).bold()
    let canvas = ViewRenderer.render(view, size: Size(width: 1, height: 2)).canvas
    #expect(canvas[0, 0].style == Style(bold: true, foreground: .green))
    #expect(canvas[0, 1].style == Style(bold: true, foreground: .red))
  }

  @Test("concatenated texts keep their own styles on one line")
  func concatenation() {
    let canvas = ViewRenderer.render(Text("km ") + Text("12").bold(), size: Size(width: 6, height: 1)).canvas
    #expect(PlainTextRenderer.render(canvas) == "km 12")
    #expect(canvas[0, 0].style == .plain)
    #expect(canvas[3, 0].style == Style(bold: true))
  }

  @Test("ambiguous-width characters take two cells when the environment says so")
  func ambiguousWide() {
    var environment = EnvironmentValues()
    environment.ambiguousWidth = .wide
    let view = VStack(alignment: .leading) {
      Text("αβγ δ").frame(width: 6, alignment: .leading)
      Divider()
      Text("Long text here").lineLimit(1).frame(width: 6, alignment: .leading)
    }
    let screen = render(view, width: 6, height: 4, environment: environment)
    expectSameScreen(screen, "αβγ\nδ\n------\nLong…")
    expectLinesFit(screen, width: 6, ambiguous: .wide)
  }

  @Test("disabled() turns off the buttons inside and says why")
  func disabledSubtree() throws {
    var pressed = false
    let host = ScreenHost(size: Size(width: 20, height: 1)) {
      Button("Save", disabledReason: "nothing to save") { pressed = true }.disabled(true)
    }
    #expect(throws: InteractionError.disabled("Save", reason: "nothing to save")) { try host.press("save") }
    #expect(!pressed)
  }

  @Test("a Screen reads its title live; with no work given, it settles at once")
  func screen() async {
    let owner = TitleOwner()
    let screen = Screen(title: { owner.title }, content: AnyView(Text("x")), owner: owner)
    owner.title = "Kansai"
    #expect(screen.title() == "Kansai")
    await screen.settle()
    #expect(ObjectIdentifier(screen.owner) == ObjectIdentifier(owner))
  }
}
