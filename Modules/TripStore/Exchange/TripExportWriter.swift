import TripModels

/// Writes an export document a piece at a time — the start, each trip, the end — so that a store
/// of any size is exported holding one trip at a time. The pieces joined are exactly the bytes of
/// ``TripExchange/export(_:as:)``.
public struct TripExportWriter: Sendable {
  /// The format written.
  public let format: TripExchange.Format
  private var tripsWritten = 0
  private var wroteFeatures = false
  /// The GPX roads (`<trk>`) of the trips written, which GPX puts after every `<rte>`.
  private var roadTracks = ""

  /// A writer for `format`.
  public init(format: TripExchange.Format) {
    self.format = format
  }

  /// The document's start.
  public func start() -> String {
    switch format {
    case .json: "{\n  \"version\": 1,\n  \"trips\": ["
    case .gpx: GPXTripWriter.start
    case .kml: KMLTripWriter.start
    case .geojson: GeoJSONTripWriter.start
    case .csv: CSVTripWriter.start
    }
  }

  /// One trip, after the ones already written, with its legs' roads where `roads` has them; GPX
  /// writes `times[i]` (ISO 8601 UTC), when given, as stop `i`'s `<time>`, the other formats
  /// ignore it.
  public mutating func trip(_ trip: Trip, roads: TripRoadLegs = .none, times: [String?] = []) -> String {
    var out = ""
    switch format {
    case .json:
      out += tripsWritten == 0 ? "\n" : ",\n"
      JSONTripWriter.write(trip, roads: roads, to: &out)
    case .gpx:
      GPXTripWriter.write(trip, times: times, to: &out)
      GPXTripWriter.writeRoad(trip, roads: roads, to: &roadTracks)
    case .kml: KMLTripWriter.write(trip, roads: roads, to: &out)
    case .geojson:
      var first = !wroteFeatures
      GeoJSONTripWriter.write(trip, roads: roads, to: &out, first: &first)
      wroteFeatures = !first
    case .csv: CSVTripWriter.write(trip, to: &out)
    }
    tripsWritten += 1
    return out
  }

  /// The document's end, ending with a newline.
  public func end() -> String {
    switch format {
    case .json: tripsWritten == 0 ? "]\n}\n" : "\n  ]\n}\n"
    case .gpx: roadTracks + "</gpx>\n"
    case .kml: KMLTripWriter.end
    case .geojson: GeoJSONTripWriter.end(wroteFeatures: wroteFeatures)
    case .csv: ""
    }
  }
}
