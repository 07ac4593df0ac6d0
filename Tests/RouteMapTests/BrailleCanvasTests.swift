import Testing

@testable import RouteMap

@Suite("Braille canvas")
struct BrailleCanvasTests {
  @Test("each of a cell's eight dots has its own Braille bit")
  func dotBits() {
    var canvas = BrailleCanvas(columns: 2, rows: 1)
    for y in 0..<4 { canvas.plot(x: 0, y: y, layer: .land) }
    canvas.plot(x: 3, y: 3, layer: .route)
    #expect(canvas.lines() == ["⡇⢀"])
    #expect(canvas.hasLand(column: 0, row: 0) && !canvas.hasRoute(column: 0, row: 0))
    #expect(canvas.hasRoute(column: 1, row: 0) && !canvas.hasLand(column: 1, row: 0))
  }

  @Test("lines are drawn in every direction; both layers show in one cell")
  func lines() {
    var canvas = BrailleCanvas(columns: 3, rows: 2)
    canvas.drawLine(from: SIMD2(5, 7), to: SIMD2(0, 0), layer: .route)
    // Dots (0,0) (1,1) (1,2) | (2,3) || (3,4) | (4,5) (4,6) (5,7)
    #expect(canvas.lines() == ["⠱⡀ ", " ⠈⢆"])
    canvas.plot(x: 1, y: 0, layer: .land)
    #expect(canvas.lines()[0].first == "⠹")
  }

  @Test("dots outside the canvas are ignored")
  func outside() {
    var canvas = BrailleCanvas(columns: 1, rows: 1)
    canvas.plot(x: -1, y: 0, layer: .land)
    canvas.plot(x: 2, y: 0, layer: .route)
    canvas.drawLine(from: SIMD2(-5, -5), to: SIMD2(-1, -1), layer: .route)
    #expect(canvas.lines() == [" "])
    #expect(BrailleCanvas(columns: -3, rows: 2).lines() == ["", ""])
  }
}
