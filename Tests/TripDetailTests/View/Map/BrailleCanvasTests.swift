import Testing

@testable import TripDetail

@Suite("Braille canvas")
struct BrailleCanvasTests {
  @Test("each of a cell's eight dots has its own Braille bit")
  func dotBits() {
    var canvas = BrailleCanvas(columns: 2, rows: 1)
    for y in 0..<4 { canvas.plot(DotPosition(x: 0, y: y)) }
    canvas.plot(DotPosition(x: 3, y: 3))
    #expect(canvas.lines() == ["⡇⢀"])
  }

  @Test("lines are drawn in every direction and labels replace the dots of their cell")
  func linesAndLabels() {
    var canvas = BrailleCanvas(columns: 3, rows: 2)
    canvas.drawLine(from: DotPosition(x: 5, y: 7), to: DotPosition(x: 0, y: 0))
    // Dots (0,0) (1,1) (1,2) | (2,3) || (3,4) | (4,5) (4,6) (5,7)
    #expect(canvas.lines() == ["⠱⡀ ", " ⠈⢆"])
    canvas.place("A", column: 0, row: 0)
    #expect(canvas.lines()[0].first == "A")
    #expect(canvas.hasLabel(column: 0, row: 0))
    #expect(!canvas.hasLabel(column: 1, row: 0))
  }

  @Test("dots and labels outside the canvas are ignored")
  func outside() {
    var canvas = BrailleCanvas(columns: 1, rows: 1)
    canvas.plot(DotPosition(x: -1, y: 0))
    canvas.plot(DotPosition(x: 2, y: 0))
    canvas.place("X", column: 1, row: 0)
    canvas.drawLine(from: DotPosition(x: -5, y: -5), to: DotPosition(x: -1, y: -1))
    #expect(canvas.lines() == [" "])
    #expect(BrailleCanvas(columns: -3, rows: 2).lines() == ["", ""])
  }
}
