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
