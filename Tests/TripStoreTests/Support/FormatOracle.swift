import Foundation
import TestSupport

/// What python's own readers — expat for KML, `json` for GeoJSON, `csv` for CSV, independent of
/// RoadTrip's — read in a file: whether it is well-formed, and the points RoadTrip's rules make
/// stops of (nil where those rules refuse the file, such as a coordinate that is not a number).
struct FormatReading: Decodable {
  var ok: Bool
  /// Each stop's `[latitude, longitude]`; nil when the file must be refused.
  var points: [[Double]]?
  /// True when the file is well-formed but not of the format (no comparison is made).
  var other: Bool?
}

/// Runs python's readers on many documents of one format in one python3 process.
enum FormatOracle {
  /// The readings of `documents` as `format` (`kml`, `geojson` or `csv`), in order.
  static func read(_ documents: [[UInt8]], format: String, in folder: TemporaryDirectory) throws
    -> [FormatReading]
  {
    var batch: [UInt8] = []
    for document in documents {
      let count = UInt32(document.count)
      batch += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: count >> $0) }
      batch += document
    }
    let path = folder.file("batch-\(format).bin")
    try Data(batch).write(to: URL(fileURLWithPath: path))
    let output = try ExternalTool.runPython(program, arguments: [format, path])
    let decoder = JSONDecoder()
    return try output.split(separator: UInt8(ascii: "\n")).map {
      try decoder.decode(FormatReading.self, from: Data($0))
    }
  }

  private static let program = #"""
    csv, io, json, math, re, sys = (__import__(name) for name in ("csv", "io", "json", "math", "re", "sys"))
    expat = __import__("xml.parsers.expat", fromlist=["ParserCreate"])

    class Refused(Exception):
        pass

    DECIMAL = re.compile(r"[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)")
    EXPONENT = re.compile(r"[0-9+\-.eE]{1,64}")

    def decimal(text):
        text = text.strip(" \t\r\n")
        if not DECIMAL.fullmatch(text) or sum(c.isdigit() for c in text) > 64:
            return None
        return float(text)

    def coordinate(lat, lon):
        if lat is None or lon is None or not (-90 <= lat <= 90) or not (-180 <= lon <= 180):
            raise Refused()
        return [lat, lon]

    def kml_number(text):
        value = decimal(text)
        if value is not None:
            return value
        if not EXPONENT.fullmatch(text):
            return None
        try:
            value = float(text)
        except ValueError:
            return None
        return value if math.isfinite(value) else None

    def kml_tuples(text):
        result = []
        for item in re.split(r"[ \n\t\r]+", text):
            if item == "":
                continue
            parts = item.split(",")
            if len(parts) not in (2, 3):
                raise Refused()
            result.append(coordinate(kml_number(parts[1]), kml_number(parts[0])))
        return result

    CAPTURED = {("Document", "name"), ("Folder", "name"), ("Placemark", "name"), ("Placemark", "description"),
                ("Point", "coordinates"), ("LineString", "coordinates"), ("Data", "value")}

    def kml(data):
        parser = expat.ParserCreate()
        parser.buffer_text = True
        stack, texts, points, marks = [], [], [], []
        state = {"capture": None, "refused": False}
        def local(name):
            return name[4:] if name.startswith("kml:") else name
        def start(name, attributes):
            name = local(name)
            parent = stack[-1] if stack else None
            if state["capture"] is not None:
                state["refused"] = True
            stack.append(name)
            if len(stack) == 1 and name != "kml":
                state["refused"] = True
            if name == "Placemark":
                if "Placemark" in stack[:-1]:
                    state["refused"] = True
            if (parent, name) in CAPTURED or name == "SimpleData" or (parent == "gx:Track" and name == "gx:coord"):
                state["capture"] = []
        def end(name):
            name = local(name)
            stack.pop()
            parent = stack[-1] if stack else None
            text = state["capture"]
            state["capture"] = None
            if text is None or state["refused"]:
                return
            value = "".join(text)
            try:
                if name == "coordinates" and parent == "Point":
                    found = kml_tuples(value)
                    if len(found) != 1:
                        raise Refused()
                    if "Placemark" in stack:
                        points.append(found[0])
                elif name == "coordinates" and parent == "LineString" and "Placemark" in stack:
                    kml_tuples(value)
            except Refused:
                state["refused"] = True
        def chars(text):
            if state["capture"] is not None:
                state["capture"].append(text)
        parser.StartElementHandler = start
        parser.EndElementHandler = end
        parser.CharacterDataHandler = chars
        parser.Parse(data, True)
        if state["refused"]:
            raise Refused()
        return points

    def no_constants(name):
        raise ValueError(name)

    def geojson_position(value):
        if not isinstance(value, list) or len(value) not in (2, 3):
            raise Refused()
        if any(isinstance(v, bool) or not isinstance(v, (int, float)) for v in value[:2]):
            raise Refused()
        return coordinate(float(value[1]), float(value[0]))

    def geojson(text):
        document = json.loads(text, parse_constant=no_constants)
        if not isinstance(document, dict) or "type" not in document:
            return "other"
        kind = document.get("type")
        if kind == "FeatureCollection":
            features = document.get("features")
            if not isinstance(features, list):
                raise Refused()
        elif kind == "Feature":
            features = [document]
        elif isinstance(kind, str):
            features = [{"type": "Feature", "geometry": document}]
        else:
            raise Refused()
        points, lines = [], 0
        for feature in features:
            if not isinstance(feature, dict) or feature.get("type") != "Feature":
                raise Refused()
            geometry = feature.get("geometry")
            if geometry is None:
                continue
            gtype = geometry.get("type") if isinstance(geometry, dict) else None
            coordinates = geometry.get("coordinates") if isinstance(geometry, dict) else None
            if gtype == "Point":
                points.append(geojson_position(coordinates))
            elif gtype == "LineString":
                if not isinstance(coordinates, list):
                    raise Refused()
                lines += len([geojson_position(p) for p in coordinates])
            elif gtype == "MultiLineString":
                if not isinstance(coordinates, list) or not all(isinstance(p, list) for p in coordinates):
                    raise Refused()
                lines += sum(len([geojson_position(p) for p in part]) for part in coordinates)
            elif not isinstance(gtype, str):
                raise Refused()
        if not points and not lines:
            raise Refused()
        return points

    def csv_points(text):
        rows = [row for row in csv.reader(io.StringIO(text, newline=""), strict=True) if row != []]
        if len(rows) < 2:
            raise Refused()
        header = [name.strip().lower() for name in rows[0]]
        def column(names):
            for index, name in enumerate(header):
                if name in names:
                    return index
            return None
        lat = column({"latitude", "lat", "y"})
        lon = column({"longitude", "lon", "lng", "long", "x"})
        if lat is None or lon is None:
            raise Refused()
        points = []
        for row in rows[1:]:
            if len(row) > len(header):
                raise Refused()
            value = lambda i: row[i].strip() if i < len(row) else ""
            points.append(coordinate(decimal(value(lat)), decimal(value(lon))))
        return points

    format, path = sys.argv[1], sys.argv[2]
    data = open(path, "rb").read()
    offset = 0
    while offset < len(data):
        size = int.from_bytes(data[offset:offset + 4], "big")
        document = data[offset + 4:offset + 4 + size]
        offset += 4 + size
        try:
            text = document.decode("utf-8")
        except UnicodeDecodeError:
            print(json.dumps({"ok": False}))
            continue
        if text.startswith("\ufeff"):
            text, document = text[1:], document[3:]
        try:
            if format == "kml":
                points = kml(document)
            elif format == "geojson":
                points = geojson(text)
            else:
                points = csv_points(text)
            if points == "other":
                print(json.dumps({"ok": True, "other": True}))
            else:
                print(json.dumps({"ok": True, "points": points}))
        except Refused:
            print(json.dumps({"ok": True, "points": None}))
        except (expat.ExpatError, ValueError, LookupError, csv.Error, RecursionError):
            print(json.dumps({"ok": False}))
    """#
}
