import Foundation
import Geo

/// Valhalla's own answers, asked by Python's standard library (not by the client under test).
public enum DirectValhalla {
  /// One leg as Valhalla answered it.
  public struct Leg: Decodable, Sendable {
    /// Metres.
    public var meters: Double
    /// Seconds.
    public var seconds: Double
  }

  private static let program = """
    from urllib import error, request
    from json import dumps, load, loads
    from sys import argv
    url, command, points = argv[1], argv[2], loads(argv[3])
    def route(stops):
        body = {"locations": [{"lat": a, "lon": b, "type": "break"} for a, b in stops],
                "costing": "auto", "directions_type": "none", "units": "kilometers"}
        req = request.Request(url + "/route", data=dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        try:
            return load(request.urlopen(req, timeout=10))["trip"]["legs"]
        except error.HTTPError:
            return None
    if command == "trip":
        # Valhalla's documented limit of 20 locations a request: a longer trip is asked in runs of
        # 20 stops, each starting at the stop where the last one ended.
        out, start = [], 0
        while start < len(points) - 1:
            end = min(start + 19, len(points) - 1)
            out += [{"meters": leg["summary"]["length"] * 1000, "seconds": leg["summary"]["time"]}
                    for leg in route(points[start:end + 1])]
            start = end
        print(dumps(out))
    else:
        # A trip through the candidates that Valhalla routes: each kept stop is reached from the
        # one before it, in a request that also holds the leg before (at a break location the next
        # leg starts on the edge the last one arrived on).
        kept = [0]
        for i in range(1, len(points)):
            if route([points[j] for j in kept[-2:]] + [points[i]]) is not None:
                kept.append(i)
        print(dumps(kept))
    """

  /// Valhalla's legs for a trip through `stops`, asked in the runs of at most 20 stops its
  /// `max_locations` limit allows.
  ///
  /// Each leg is compared with the same leg in a trip, not with the leg asked alone: at a `break`
  /// location between two legs Valhalla starts the second leg on the edge the first one arrived on,
  /// so a leg asked alone can start on another edge and differ by metres.
  public static func legs(of stops: [Coordinate], url: String) throws -> [Leg] {
    try JSONDecoder().decode([Leg].self, from: run("trip", stops, url))
  }

  /// The indices of the `candidates` that make a trip Valhalla routes, the first always kept: each
  /// kept candidate is reached from the one kept before it.
  public static func routable(_ candidates: [Coordinate], url: String) throws -> [Int] {
    try JSONDecoder().decode([Int].self, from: run("routable", candidates, url))
  }

  private static func run(_ command: String, _ stops: [Coordinate], _ url: String) throws -> Data {
    let points = stops.map { "[\($0.latitude),\($0.longitude)]" }.joined(separator: ",")
    return try ExternalTool.runPython(program, arguments: [url, command, "[\(points)]"])
  }
}
