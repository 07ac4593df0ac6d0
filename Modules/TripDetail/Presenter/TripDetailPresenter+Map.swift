import RouteMap

/// The trip detail's map intents: zoom, pan, fit.
extension TripDetailPresenter {
  // MARK: - Map

  /// Zooms the map in (`1`) or out (`-1`) one step, centred on the selected stop (the middle of
  /// the route without one).
  func zoomMap(by steps: Int) {
    let coordinates = state.content.outline.coordinates
    let selected = selectedIndex.flatMap { coordinates.indices.contains($0) ? coordinates[$0] : nil }
    replaceState { $0.mapViewport = $0.mapViewport.zoomed(by: steps, around: selected) }
  }

  /// Moves the map's view one step east (`1`) or west (`-1`), north (`1`) or south (`-1`).
  func panMap(east: Int, north: Int) {
    replaceState { $0.mapViewport = $0.mapViewport.panned(east: east, north: north) }
  }

  /// Fits the map to the route again.
  func fitMap() {
    replaceState { $0.mapViewport = .fitted }
  }
}
