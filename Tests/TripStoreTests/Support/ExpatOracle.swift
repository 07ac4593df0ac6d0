import Foundation
import TestSupport

/// What python's expat — an XML parser independent of RoadTrip's — reads in a GPX file: whether it
/// is well-formed, and the routes, points and names it holds by the GPX rules (unprefixed
/// `gpx/rte/rtept`, `gpx/wpt`, their `<name>`, `gpx/metadata/name`).
struct ExpatReading: Decodable {
  struct Point: Decodable {
    var lat: Double?
    var lon: Double?
    var name: String?
  }

  struct Route: Decodable {
    var name: String?
    var points: [Point]
  }

  var ok: Bool
  var root: String?
  var title: String?
  var routes: [Route]?
  var wpts: [Point]?
}

/// Runs expat on many documents in one python3 process.
enum ExpatOracle {
  /// The readings of `documents`, in order (`folder` holds the batch file handed to python).
  static func read(_ documents: [[UInt8]], in folder: TemporaryDirectory) throws -> [ExpatReading] {
    var batch: [UInt8] = []
    for document in documents {
      let count = UInt32(document.count)
      batch += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: count >> $0) }
      batch += document
    }
    let path = folder.file("batch.bin")
    try Data(batch).write(to: URL(fileURLWithPath: path))
    let output = try ExternalTool.runPython(program, arguments: [path])
    let decoder = JSONDecoder()
    return try output.split(separator: UInt8(ascii: "\n")).map {
      try decoder.decode(ExpatReading.self, from: Data($0))
    }
  }

  private static let program = #"""
    json, math, sys = __import__("json"), __import__("math"), __import__("sys")
    expat = __import__("xml.parsers.expat", fromlist=["ParserCreate"])
    NAMED = {("gpx", "metadata"), ("gpx", "rte"), ("gpx", "rte", "rtept"), ("gpx", "wpt")}
    def number(text):
        try:
            value = float(text)
        except (TypeError, ValueError):
            return None
        return value if math.isfinite(value) else None
    def read(data):
        parser = expat.ParserCreate()
        parser.buffer_text = True
        result = {"ok": True, "root": None, "title": None, "routes": [], "wpts": []}
        stack, text, owner = [], [None], [None]
        def start(name, attributes):
            if text[0] is not None:
                text[0].append("\uFFFF")  # an element inside a name: RoadTrip refuses it
            stack.append(name)
            path = tuple(stack)
            if len(stack) == 1:
                result["root"] = name
            if path == ("gpx", "rte"):
                result["routes"].append({"name": None, "points": []})
            elif path in (("gpx", "rte", "rtept"), ("gpx", "wpt")):
                point = {"lat": number(attributes.get("lat")), "lon": number(attributes.get("lon")), "name": None}
                (result["routes"][-1]["points"] if path[1] == "rte" else result["wpts"]).append(point)
            elif name == "name" and path[:-1] in NAMED and text[0] is None:
                parent = path[:-1]
                owner[0] = ("title", None) if parent == ("gpx", "metadata") else (
                    ("route", result["routes"][-1]) if parent == ("gpx", "rte") else (
                        ("point", (result["routes"][-1]["points"] if parent[1] == "rte" else result["wpts"])[-1])))
                text[0] = []
        def end(name):
            path = tuple(stack)
            if name == "name" and text[0] is not None and path[:-1] in NAMED:
                value = "".join(text[0])
                kind, target = owner[0]
                if kind == "title":
                    result["title"] = value
                else:
                    target["name"] = value
                text[0] = None
            stack.pop()
        def characters(data):
            if text[0] is not None:
                text[0].append(data)
        parser.StartElementHandler = start
        parser.EndElementHandler = end
        parser.CharacterDataHandler = characters
        try:
            parser.Parse(data, True)
        except (expat.ExpatError, LookupError, ValueError):
            return {"ok": False}
        return result
    batch = open(sys.argv[1], "rb").read()
    offset = 0
    while offset < len(batch):
        size = int.from_bytes(batch[offset:offset + 4], "big")
        print(json.dumps(read(batch[offset + 4:offset + 4 + size])))
        offset += 4 + size
    """#
}
