import Geo
import TextUI

/// A trip's route drawn as text: land outlines, the route in Braille, a marker and a label per
/// stop, a scale bar, and a legend for the stops whose labels found no room.
///
/// The map is a value built once per trip change; ``picture(columns:rows:viewport:selected:ambiguous:)``
/// lays it out for whatever space the view is given.
public struct RouteMap: Equatable, Sendable {
  /// A stop as the map needs it.
  public struct Stop: Equatable, Sendable {
    /// The stop's name.
    public let name: String
    /// Where it is.
    public let coordinate: Coordinate

    /// The stop `name` at `coordinate`.
    public init(name: String, coordinate: Coordinate) {
      self.name = name
      self.coordinate = coordinate
    }
  }

  /// What an empty map says.
  static let emptyMessage = RouteMapCopy.emptyMap
  /// The marker of a stop, and of the selected stop.
  static let markers: (normal: Character, selected: Character) = ("*", "@")
  /// Names are cut to this many cells on the map.
  static let nameWidth = 18

  /// Where the stops are, in trip order.
  public let coordinates: [Coordinate]
  /// The stops' names, in trip order; empty when the stops are drawn without names (a long trip's
  /// map: its labels are numbers).
  public let names: [String]
  /// The unit of the scale bar.
  public let units: DistanceUnit
  /// Each leg's road, in order, where the leg is routed (nil: the leg is drawn straight).
  public let roads: [[Coordinate]?]

  /// A map of `stops` with its scale bar in `units`, each leg drawn along its road in `roads` where
  /// it has one and straight otherwise.
  public init(stops: [Stop], units: DistanceUnit = .kilometers, roads: [[Coordinate]?] = []) {
    self.init(coordinates: stops.map(\.coordinate), names: stops.map(\.name), units: units, roads: roads)
  }

  /// A map of stops at `coordinates` named `names` (empty, or one per stop: drawn without names
  /// otherwise), as ``init(stops:units:roads:)``. The arrays are kept as they are given: a screen
  /// that holds its trip's coordinates shares them with its map.
  public init(
    coordinates: [Coordinate], names: [String] = [], units: DistanceUnit = .kilometers,
    roads: [[Coordinate]?] = []
  ) {
    self.coordinates = coordinates
    self.names = names.count == coordinates.count ? names : []
    self.units = units
    self.roads = roads
  }

  /// The stops, in trip order.
  public var stops: [Stop] {
    coordinates.indices.map { Stop(name: name(at: $0), coordinate: coordinates[$0]) }
  }

  /// How many stops there are.
  public var count: Int { coordinates.count }

  /// The name of the stop at `index` ("" when the map is drawn without names).
  func name(at index: Int) -> String {
    names.isEmpty ? "" : names[index]
  }

  /// The same map with the legs drawn along `roads` (one per leg; nil or empty: straight).
  public func with(roads: [[Coordinate]?]) -> RouteMap {
    let useful = roads.contains { ($0?.count ?? 0) >= 2 } ? roads : []
    return useful == self.roads
      ? self : RouteMap(coordinates: coordinates, names: names, units: units, roads: useful)
  }

  /// Leg `index`'s road, if it is drawn along one.
  func road(ofLeg index: Int) -> [Coordinate]? {
    guard roads.indices.contains(index), let road = roads[index], road.count >= 2 else { return nil }
    return road
  }

  /// Whether the trip has no stops.
  public var isEmpty: Bool { coordinates.isEmpty }

  // MARK: - Layout

  /// The map laid out in `columns` × `rows` cells. When some stop's label finds no room, the last
  /// row becomes the legend that lists it (and the map is fitted to the rows above). With a
  /// `cache`, the outlines, the route and the label texts kept there are reused when they match.
  func picture(
    columns: Int, rows: Int, viewport: MapViewport = .fitted, selected: Int? = nil,
    ambiguous: AmbiguousWidth = .narrow, cache: MapCache? = nil
  ) -> MapPicture {
    let columns = max(0, columns)
    let rows = columns == 0 ? 0 : max(0, rows)
    guard !isEmpty else { return message(columns: columns, rows: rows) }
    guard rows > 0 else { return message(columns: 0, rows: 0) }
    var composer = MapComposer(
      map: self, columns: columns, viewport: viewport, selected: selected, ambiguous: ambiguous, cache: cache)
    if rows > 1, Self.needsLegend(count: count, columns: columns, rows: rows, viewport: viewport) {
      return composer.compose(rows: rows - 1, withLegend: true)
    }
    let full = composer.compose(rows: rows, withLegend: false)
    guard !full.legendRanges.isEmpty, rows > 1 else { return full }
    return composer.compose(rows: rows - 1, withLegend: true)
  }

  /// Whether `count` stops certainly leave one without a label on a `columns` × `rows` map, so the
  /// legend row is needed and the map is laid out once, above it (a long trip's stops are placed
  /// once, not twice). A label takes a cell no marker and no other label takes, so a map shows
  /// at most one label per cell; the fitted view shows every stop.
  static func needsLegend(count: Int, columns: Int, rows: Int, viewport: MapViewport) -> Bool {
    viewport == .fitted && count > columns * rows
  }

  /// The map as `rows` lines of `columns` cells (plain text, for tests).
  func render(
    columns: Int, rows: Int, viewport: MapViewport = .fitted, selected: Int? = nil
  ) -> [String] {
    picture(columns: columns, rows: rows, viewport: viewport, selected: selected).lines
  }

  // MARK: - Message

  private func message(columns: Int, rows: Int) -> MapPicture {
    let lines = Self.centred(Self.emptyMessage, columns: columns, rows: rows)
    return MapPicture(
      columns: columns, mapRows: rows, frame: nil, canvas: BrailleCanvas(columns: columns, rows: rows),
      overlays: lines.enumerated().map { row, line in
        MapPicture.Overlay(column: 0, row: row, text: line, width: columns, ink: .chrome)
      },
      markers: [], labels: [], legendRanges: [], legend: nil, scaleBar: nil)
  }

  /// `text` word-wrapped to `columns` and centred in a `columns` × `rows` block.
  static func centred(_ text: String, columns: Int, rows: Int) -> [String] {
    let wrapped = WordWrap.lines(text, width: columns).prefix(rows)
    let top = (rows - wrapped.count) / 2
    let blank = String(repeating: " ", count: columns)
    var lines = Array(repeating: blank, count: rows)
    for (offset, line) in wrapped.enumerated() {
      let left = (columns - line.count) / 2
      let right = columns - left - line.count
      lines[top + offset] =
        String(repeating: " ", count: left) + line + String(repeating: " ", count: right)
    }
    return lines
  }
}
