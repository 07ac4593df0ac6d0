import TextUI

extension MapComposer {
  /// The labels of `placed`'s stops (by stop), the stops left to the legend and the legend's text
  /// (nil without a legend row; empty when the row stays blank).
  mutating func layOutLabels(_ placed: MapCache.Placement, withLegend: Bool) -> MapCache.LabelLayout {
    var placer = LabelPlacer(occupancy: placed.chrome.occupancy)
    let texts = shortTripTexts()
    placer.place(placed.markers, cells: placed.cells, selected: selected) { index in
      let text = texts?[index] ?? labelText(index)
      return text.named.0 == text.number.0 ? nil : (text.named.0, text.named.1)
    }
    var ranges = MapLegend.ranges(unlabelledOf: placed.cells.onMap, labelled: placer.labels.keys)
    var legend: String? = withLegend ? "" : nil  // the row stays, blank, if the smaller map fits all
    if withLegend && !ranges.isEmpty {
      while MapLegend.text(ranges, width: columns) == nil && ranges.count > 1 {
        ranges = MapLegend.joiningClosest(ranges, keeping: selected)
      }
      placer.unlabel(ranges)
      legend = MapLegend.text(ranges, width: columns) ?? ""  // narrower than "1-999": nothing fits
    }
    let labels = placer.labels.values.sorted { $0.stop < $1.stop }
    return MapCache.LabelLayout(labels: labels, ranges: ranges, legend: legend)
  }
}
