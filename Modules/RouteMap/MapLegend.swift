/// The one-line legend under the map: the stops whose label found no room, as numbers and ranges
/// ("Unlabelled: 4-9, 12").
enum MapLegend {
  /// What the legend starts with (left out on maps too narrow for it).
  static let prefix = RouteMapCopy.legendPrefix

  /// Runs of consecutive 0-based stop indices, as closed ranges.
  static func ranges(_ stops: [Int]) -> [ClosedRange<Int>] {
    var ranges: [ClosedRange<Int>] = []
    for stop in stops.sorted() {
      if let last = ranges.last, stop <= last.upperBound + 1 {
        ranges[ranges.count - 1] = last.lowerBound...max(last.upperBound, stop)
      } else {
        ranges.append(stop...stop)
      }
    }
    return ranges
  }

  /// Runs of consecutive stops that are on the map (within the runs `onMap`, in trip order) and
  /// not in `labelled`, as closed ranges: the work is the runs and the labels, not the trip's stops.
  static func ranges(unlabelledOf onMap: [Range<Int>], labelled: some Collection<Int>) -> [ClosedRange<Int>] {
    let labelled = labelled.sorted()
    var next = 0  // the first labelled stop not yet passed
    var ranges: [ClosedRange<Int>] = []
    for run in onMap {
      var start = run.lowerBound
      while next < labelled.count, labelled[next] < run.lowerBound { next += 1 }
      while next < labelled.count, labelled[next] < run.upperBound {
        if labelled[next] > start { ranges.append(start...labelled[next] - 1) }
        start = labelled[next] + 1
        next += 1
      }
      if start < run.upperBound { ranges.append(start...run.upperBound - 1) }
    }
    return ranges
  }

  /// The legend for `ranges` (0-based) in at most `width` cells, or nil when it does not fit. The
  /// length is counted before any text is built (the composer tries many joinings of the ranges).
  static func text(_ ranges: [ClosedRange<Int>], width: Int) -> String? {
    let listLength = length(ranges)
    if prefix.count + listLength <= width { return prefix + list(ranges) }
    return width < prefix.count + 8 && listLength <= width ? list(ranges) : nil
  }

  /// "4-9, 12" for `ranges` (0-based).
  private static func list(_ ranges: [ClosedRange<Int>]) -> String {
    ranges.map { range in
      range.count == 1 ? "\(range.lowerBound + 1)" : "\(range.lowerBound + 1)-\(range.upperBound + 1)"
    }.joined(separator: ", ")
  }

  /// The characters `list(ranges)` has.
  private static func length(_ ranges: [ClosedRange<Int>]) -> Int {
    var total = 2 * max(0, ranges.count - 1)
    for range in ranges {
      total += digits(range.lowerBound + 1)
      if range.count != 1 { total += 1 + digits(range.upperBound + 1) }
    }
    return total
  }

  /// The decimal digits of `value` (a minus sign counts as one).
  private static func digits(_ value: Int) -> Int {
    var count = value < 0 ? 2 : 1
    var rest = value.magnitude / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    return count
  }

  /// `ranges` with the two closest neighbours joined (the stops between them join the legend). The
  /// gap holding `kept` (the selected stop, whose label says which stop it is) is joined only when
  /// no other is left.
  static func joiningClosest(_ ranges: [ClosedRange<Int>], keeping kept: Int? = nil) -> [ClosedRange<Int>] {
    guard ranges.count > 1 else { return ranges }
    let gaps = zip(ranges, ranges.dropFirst()).map { $1.lowerBound - $0.upperBound }
    let keptGap = kept.flatMap { stop in
      gaps.indices.first { ranges[$0].upperBound < stop && stop < ranges[$0 + 1].lowerBound }
    }
    let candidates = gaps.indices.filter { $0 != keptGap }
    guard
      let closest = (candidates.isEmpty ? Array(gaps.indices) : candidates).min(by: { gaps[$0] < gaps[$1] })
    else { return ranges }
    var joined = ranges
    joined[closest] = ranges[closest].lowerBound...ranges[closest + 1].upperBound
    joined.remove(at: closest + 1)
    return joined
  }
}
