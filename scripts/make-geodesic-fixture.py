#!/usr/bin/env python3
"""Writes Tests/GeoTests/Fixtures/geodesic-reference.csv: WGS-84 inverse distances from GeographicLib.

Test-time reference only (`pip install geographiclib`); the app never runs this. The pairs are
deterministic (fixed seed) and cover random, near-antipodal, equatorial, polar, meridional, short
and identical cases. Columns: lat1,lon1,lat2,lon2,metres (metres to 0.1 mm).

Usage: scripts/make-geodesic-fixture.py [OUTPUT]
"""

import math
import random
import sys
from pathlib import Path

from geographiclib.geodesic import Geodesic

SEED = 20_261_130
DEFAULT_OUTPUT = Path(__file__).resolve().parent.parent / "Tests/GeoTests/Fixtures/geodesic-reference.csv"


def wrap(lon):
    """Longitude in [-180, 180]."""
    lon = math.fmod(lon + 180.0, 360.0)
    if lon < 0:
        lon += 360.0
    return lon - 180.0


def clamp_lat(lat):
    return max(-90.0, min(90.0, lat))


def tiny(rng, low=1e-7, high=1.0):
    """A log-uniform magnitude with a random sign."""
    value = 10 ** rng.uniform(math.log10(low), math.log10(high))
    return value if rng.random() < 0.5 else -value


def random_lat(rng):
    return math.degrees(math.asin(rng.uniform(-1.0, 1.0)))


def pairs(rng):
    # Uniform on the sphere.
    for _ in range(6000):
        yield random_lat(rng), rng.uniform(-180, 180), random_lat(rng), rng.uniform(-180, 180)
    # Near-antipodal, including exactly antipodal.
    for i in range(1500):
        lat1, lon1 = random_lat(rng), rng.uniform(-180, 180)
        if i % 10 == 0:
            lat1 = rng.choice([0.0, tiny(rng, 1e-6, 1.0), lat1])
        dlat = 0.0 if i % 15 == 0 else tiny(rng, 1e-7, 2.0)
        dlon = 0.0 if i % 25 == 0 else tiny(rng, 1e-7, 2.0)
        yield lat1, lon1, clamp_lat(-lat1 + dlat), wrap(lon1 + 180.0 + dlon)
    # Equatorial and near-equatorial, all longitude differences up to 180.
    for i in range(1000):
        lat1 = 0.0 if i % 2 == 0 else tiny(rng, 1e-7, 0.1)
        lat2 = 0.0 if i % 3 != 2 else tiny(rng, 1e-7, 0.1)
        lon1 = rng.uniform(-180, 180)
        dlon = rng.uniform(0, 180) if i % 4 else 180.0 - 10 ** rng.uniform(-6, 0.5)
        yield lat1, lon1, lat2, wrap(lon1 + math.copysign(dlon, rng.random() - 0.5))
    # Polar: one or both points at or near a pole.
    for i in range(1000):
        pole = rng.choice([90.0, -90.0])
        lat1 = pole if i % 2 == 0 else pole - math.copysign(10 ** rng.uniform(-7, 0), pole)
        lat2 = rng.choice([random_lat(rng), -pole, pole, pole - math.copysign(10 ** rng.uniform(-7, 0), pole)])
        yield lat1, rng.uniform(-180, 180), lat2, rng.uniform(-180, 180)
    # Meridional: same longitude or across a pole.
    for i in range(800):
        lon1 = rng.uniform(-180, 180)
        lon2 = lon1 if i % 2 == 0 else wrap(lon1 + 180.0)
        yield random_lat(rng), lon1, random_lat(rng), lon2
    # Short distances: from under a metre to tens of kilometres.
    for _ in range(1000):
        lat1, lon1 = random_lat(rng), rng.uniform(-180, 180)
        yield lat1, lon1, clamp_lat(lat1 + tiny(rng, 1e-8, 0.5)), wrap(lon1 + tiny(rng, 1e-8, 0.5))
    # Identical points.
    for _ in range(200):
        lat, lon = random_lat(rng), rng.uniform(-180, 180)
        yield lat, lon, lat, lon
    for lat, lon in [(0.0, 0.0), (90.0, 0.0), (-90.0, 180.0), (0.0, 180.0), (0.0, -180.0)]:
        yield lat, lon, lat, lon


def main():
    output = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUTPUT
    rng = random.Random(SEED)
    geodesic = Geodesic.WGS84
    lines = ["lat1,lon1,lat2,lon2,metres"]
    for lat1, lon1, lat2, lon2 in pairs(rng):
        # Round the inputs first so the fixture holds exactly the values that were measured.
        lat1, lon1, lat2, lon2 = (float(f"{v:.9f}") for v in (lat1, lon1, lat2, lon2))
        metres = geodesic.Inverse(lat1, lon1, lat2, lon2, Geodesic.DISTANCE)["s12"]
        fields = [f"{v:.9f}".rstrip("0").rstrip(".") for v in (lat1, lon1, lat2, lon2)]
        lines.append(",".join(fields + [f"{metres:.4f}"]))
    output.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 1} pairs to {output}")


if __name__ == "__main__":
    main()
