import Platform

/// Rectangular blocks of cells, copied out of and into a canvas as they are (for retained
/// subtrees: what lay under a subtree and what it drew).
extension Canvas {
  /// The cells of `area` (inside the canvas), row by row.
  func block(_ area: Rect) -> [Cell] {
    guard !area.isEmpty else { return [] }
    var block: [Cell] = []
    block.reserveCapacity(area.width * area.height)
    for y in area.minY..<area.maxY {
      let start = y * width + area.minX
      block.append(contentsOf: cells[start..<(start + area.width)])
    }
    return block
  }

  /// Whether the cells of `area` (inside the canvas) are `block`. Rows are compared as memory
  /// first (identical bytes are identical cells), then cell by cell.
  func block(_ area: Rect, equals block: [Cell]) -> Bool {
    guard block.count == max(0, area.width) * max(0, area.height) else { return false }
    guard !area.isEmpty else { return true }
    return cells.withUnsafeBufferPointer { cells in
      block.withUnsafeBufferPointer { block in
        guard let base = cells.baseAddress, let kept = block.baseAddress else { return false }
        for row in 0..<area.height {
          let here = base + (area.minY + row) * width + area.minX
          let there = kept + row * area.width
          if memcmp(here, there, area.width * MemoryLayout<Cell>.stride) == 0 { continue }
          for column in 0..<area.width where here[column] != there[column] { return false }
        }
        return true
      }
    }
  }

  /// Whether every cell of `area` (inside the canvas) is blank: what lies under most retained
  /// subtrees, checked without copying it. `blankRow` holds at least `area.width` blank cells; each
  /// row is compared with it as memory first, then cell by cell.
  func isBlank(_ area: Rect, blankRow: [Cell]) -> Bool {
    guard !area.isEmpty else { return true }
    guard blankRow.count >= area.width else { return false }
    return cells.withUnsafeBufferPointer { cells in
      blankRow.withUnsafeBufferPointer { blank in
        guard let base = cells.baseAddress, let blank = blank.baseAddress else { return false }
        for row in 0..<area.height {
          let here = base + (area.minY + row) * width + area.minX
          if memcmp(here, blank, area.width * MemoryLayout<Cell>.stride) == 0 { continue }
          for column in 0..<area.width where here[column] != blank[column] { return false }
        }
        return true
      }
    }
  }

  /// Writes `block` (as `block(area)` returned it) back into `area`.
  mutating func paste(_ block: [Cell], into area: Rect) {
    guard !area.isEmpty, block.count == area.width * area.height else { return }
    let width = self.width
    cells.withUnsafeMutableBufferPointer { cells in
      block.withUnsafeBufferPointer { block in
        guard let base = cells.baseAddress, let kept = block.baseAddress else { return }
        for row in 0..<area.height {
          (base + (area.minY + row) * width + area.minX).update(
            from: kept + row * area.width, count: area.width)
        }
      }
    }
  }

  /// Whether drawing over a block whose cells were `block` (`width` columns) stays inside it: no wide
  /// glyph crosses its left or right edge, so overwriting a half never blanks a cell outside.
  static func isSelfContained(_ block: [Cell], width: Int) -> Bool {
    guard width > 0 else { return true }
    var start = 0
    while start < block.count {
      if block[start].width == 0 || block[start + width - 1].width == 2 { return false }
      start += width
    }
    return true
  }
}
