// roadtrip-bench: `swift run -c release roadtrip-bench [area…]` prints, for each figure, the median
// (or p99) beside its target. With no area every area runs.
// `roadtrip-bench store-writer PATH` is the writer process of `scripts/crash-test`;
// `roadtrip-bench geo-fresh QUERY` is the fresh process the geo area measures a first search in;
// `roadtrip-bench exchange-file FILE` writes the exchange area's 100,000-trip export to FILE (to
// profile `roadtrip-bench import-child FILE STORE` on it);
// `roadtrip-bench geo-dump OUT PLACES_TSV [QUALITY_TSV]` writes every result of a large query set
// (to compare the search's results before and after a change).

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.first == "store-writer", arguments.count == 2 {
  StoreWriter.run(path: arguments[1])
} else if arguments.first == GeoBenchmarks.freshArea, arguments.count == 2 {
  GeoBenchmarks.freshChild(query: arguments[1])
} else if arguments.first == "geo-dump", arguments.count == 3 || arguments.count == 4 {
  GeoResultDump.run(
    output: arguments[1], places: arguments[2], quality: arguments.count == 4 ? arguments[3] : nil)
} else if arguments.first == "geo-search" {
  GeoBenchmarks.searchOnly()
} else if arguments.first == "export-child", arguments.count == 2 {
  ExchangeBenchmarks.exportInThisProcess(path: arguments[1])
} else if arguments.first == "import-child", arguments.count == 3 {
  ExchangeBenchmarks.importInThisProcess(file: arguments[1], store: arguments[2])
} else if arguments.first == "exchange-file", arguments.count == 2 {
  ExchangeBenchmarks.writeExportFile(to: arguments[1])
} else if arguments.first == "list-first-frame", arguments.count == 2 {
  ListScalingBenchmarks.firstFrameInThisProcess(path: arguments[1])
} else {
  /// The benchmark areas, by name.
  let areas: [(name: String, run: @MainActor () -> Void)] = [
    ("edits", StopEditBenchmarks.run),
    ("long-trip-keys", LongTripKeyBenchmarks.run),
    ("exchange", ExchangeBenchmarks.run),
    ("frame", FrameFloorBenchmarks.run),
    ("geo", GeoBenchmarks.run),
    ("itinerary", ItineraryBenchmarks.run),
    ("lists", ListScalingBenchmarks.run),
    ("lists-refresh", ListScalingBenchmarks.runRefresh),
    ("navigation", NavigationBenchmarks.run),
    ("peer", PeerFrameBenchmarks.run),
    ("routing", RoutingBenchmarks.run),
    ("terminal", TerminalBenchmarks.run),
    ("textui", TextUIBenchmarks.run),
    ("tripdetail", TripDetailBenchmarks.run),
    ("triplist", TripListBenchmarks.run),
    ("tripstore", TripStoreBenchmarks.run),
    ("waypoint", WaypointBenchmarks.run),
  ]
  let chosen = arguments.isEmpty ? areas.map(\.name) : arguments
  for name in chosen {
    guard let area = areas.first(where: { $0.name == name }) else {
      print("roadtrip-bench: unknown area '\(name)' — use \(areas.map(\.name).joined(separator: ", "))")
      continue
    }
    print("== \(area.name)")
    area.run()
  }
}
