"""What python's gpxpy (an independent GPX reader) finds in the corpus, and what RoadTrip's import
rules make of it.

  python3 expectations.py table DIR    the expectations table (expectations.tsv) for DIR's .gpx files
  python3 expectations.py points DIR   every route and track point of DIR's .gpx files, as JSON

Table columns, tab-separated: the file; each route's point count (comma-separated, "-" for none);
each track as "count@firstLat,firstLon>lastLat,lastLon" with its segments joined ("0" when it has no
points; ";"-separated, "-" for none); the loose waypoint count; and "-" when the file imports, else
"LINE: problem" for the refusal the rules give (nothing usable). A track of one point is a trip of one
stop, as a route of one point is.
"""
import json, os, re, sys

import gpxpy


def load(path):
    with open(path, "rb") as handle:
        data = handle.read()
    text = data.decode("utf-8-sig")
    return text, gpxpy.parse(text)


def track_points(track):
    return [point for segment in track.segments for point in segment.points]


def line_of(text, offset):
    return text.count("\n", 0, offset) + 1


def refusal(text, gpx):
    tracks = [track_points(track) for track in gpx.tracks]
    usable = len(gpx.routes) + sum(1 for points in tracks if points) + len(gpx.waypoints)
    if usable == 0:
        last = line_of(text, text.rindex("</gpx"))
        if gpx.tracks:
            return f"{last}: it has no routes (<rte>) or waypoints (<wpt>), and its tracks (<trk>) have no points"
        return f"{last}: it has no routes (<rte>), tracks (<trk>) or waypoints (<wpt>)"
    return "-"


def row(path):
    text, gpx = load(path)
    routes = ",".join(str(len(route.points)) for route in gpx.routes) or "-"
    tracks = []
    for track in gpx.tracks:
        points = track_points(track)
        if not points:
            tracks.append("0")
        else:
            first, last = points[0], points[-1]
            tracks.append(f"{len(points)}@{first.latitude!r},{first.longitude!r}>{last.latitude!r},{last.longitude!r}")
    columns = [os.path.basename(path), routes, ";".join(tracks) or "-", str(len(gpx.waypoints)), refusal(text, gpx)]
    return "\t".join(columns)


def main():
    mode, folder = sys.argv[1], sys.argv[2]
    names = sorted(name for name in os.listdir(folder) if name.endswith(".gpx"))
    if mode == "table":
        print("# file\troutes\ttracks\twaypoints\trefusal")
        for name in names:
            print(row(os.path.join(folder, name)))
    else:
        files = {}
        for name in names:
            _, gpx = load(os.path.join(folder, name))
            files[name] = {
                "routes": [[[p.latitude, p.longitude] for p in route.points] for route in gpx.routes],
                "tracks": [[[p.latitude, p.longitude] for p in track_points(track)] for track in gpx.tracks],
            }
        print(json.dumps(files))


main()
