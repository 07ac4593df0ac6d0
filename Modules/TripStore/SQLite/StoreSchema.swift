import TripModels

/// The store's tables, their version (`PRAGMA user_version`) and how older files are upgraded.
enum StoreSchema {
  /// The schema version this build writes; files with a higher `user_version` are refused.
  static let currentVersion = 8

  /// Version 1. Trips are listed by `sort_key` descending (new trips get the highest key); each
  /// trip row caches its summary (stop count, metres, first/last stop) so that listing never reads
  /// stops; `trip_stats` keeps the trip count, maintained by triggers.
  static let version1 = """
    CREATE TABLE trip(
      id TEXT PRIMARY KEY NOT NULL,
      name TEXT NOT NULL,
      sort_key INTEGER NOT NULL UNIQUE,
      stop_count INTEGER NOT NULL DEFAULT 0,
      total_meters REAL NOT NULL DEFAULT 0,
      first_stop_name TEXT,
      last_stop_name TEXT
    );
    CREATE TABLE waypoint(
      trip_id TEXT NOT NULL REFERENCES trip(id) ON DELETE CASCADE,
      id TEXT NOT NULL,
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      latitude REAL NOT NULL,
      longitude REAL NOT NULL,
      PRIMARY KEY (trip_id, id)
    );
    CREATE INDEX waypoint_order ON waypoint(trip_id, position);
    CREATE TABLE setting(key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
    CREATE TABLE trip_stats(id INTEGER PRIMARY KEY CHECK (id = 1), trip_count INTEGER NOT NULL);
    INSERT INTO trip_stats(id, trip_count) VALUES (1, 0);
    CREATE TRIGGER trip_counted AFTER INSERT ON trip
      BEGIN UPDATE trip_stats SET trip_count = trip_count + 1 WHERE id = 1; END;
    CREATE TRIGGER trip_uncounted AFTER DELETE ON trip
      BEGIN UPDATE trip_stats SET trip_count = trip_count - 1 WHERE id = 1; END;
    PRAGMA user_version = 1;
    """

  /// Version 2 adds a note to every stop and the edit history (see ``EditHistory``): `edit` is one
  /// undoable change, `edit_row` the rows it changed, each with its values before (`o1`…) and after
  /// (`n1`…) the change, in the column order of ``EditHistory/tripColumns`` or
  /// ``EditHistory/stopColumns``.
  static let upgradeToVersion2 = """
    ALTER TABLE waypoint ADD COLUMN note TEXT NOT NULL DEFAULT '';
    CREATE TABLE edit(
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      session TEXT NOT NULL,
      kind TEXT NOT NULL,
      subject TEXT NOT NULL,
      trip_id TEXT,
      stop_id TEXT,
      undone INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE edit_row(
      edit_id INTEGER NOT NULL REFERENCES edit(id) ON DELETE CASCADE,
      seq INTEGER NOT NULL,
      tbl TEXT NOT NULL,
      trip_id TEXT NOT NULL,
      stop_id TEXT,
      old_exists INTEGER NOT NULL,
      new_exists INTEGER NOT NULL,
      o1, o2, o3, o4, o5, o6,
      n1, n2, n3, n4, n5, n6,
      PRIMARY KEY (edit_id, seq)
    ) WITHOUT ROWID;
    PRAGMA user_version = 2;
    """

  /// Version 3 keeps routed road legs (see ``SQLiteTripStore/keptRoadLegs(_:router:)``): one row per
  /// leg's two ends, avoid options (``RoutingOptions/key``) and router URL, with the router's metres,
  /// seconds and road shape (an encoded polyline, six decimals); `routed` orders them, newest last.
  static let upgradeToVersion3 = """
    CREATE TABLE road_leg(
      from_lat REAL NOT NULL,
      from_lon REAL NOT NULL,
      to_lat REAL NOT NULL,
      to_lon REAL NOT NULL,
      options TEXT NOT NULL,
      router TEXT NOT NULL,
      meters REAL NOT NULL,
      seconds REAL NOT NULL,
      shape TEXT NOT NULL,
      routed INTEGER NOT NULL,
      PRIMARY KEY (from_lat, from_lon, to_lat, to_lon, options, router)
    ) WITHOUT ROWID;
    PRAGMA user_version = 3;
    """

  /// Version 4 gives trips a schedule and stops a stay (docs/itinerary.md), each column defaulting to
  /// ``TripSchedule/standard`` and ``StopStay/passingThrough``, and the edit history room for the
  /// trip's ten logged columns (`o7`…`o10`, `n7`…`n10`).
  static let upgradeToVersion4 = """
    ALTER TABLE trip ADD COLUMN start_date TEXT;
    ALTER TABLE trip ADD COLUMN departure_minutes INTEGER NOT NULL DEFAULT \(TripSchedule.standard.departureMinutes);
    ALTER TABLE trip ADD COLUMN daily_driving_minutes INTEGER NOT NULL
      DEFAULT \(TripSchedule.standard.dailyDrivingMinutes);
    ALTER TABLE trip ADD COLUMN estimate_speed_kmh INTEGER NOT NULL DEFAULT \(TripSchedule.standard.estimateSpeedKmh);
    ALTER TABLE waypoint ADD COLUMN nights INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE waypoint ADD COLUMN visit_minutes INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE edit_row ADD COLUMN o7;
    ALTER TABLE edit_row ADD COLUMN o8;
    ALTER TABLE edit_row ADD COLUMN o9;
    ALTER TABLE edit_row ADD COLUMN o10;
    ALTER TABLE edit_row ADD COLUMN n7;
    ALTER TABLE edit_row ADD COLUMN n8;
    ALTER TABLE edit_row ADD COLUMN n9;
    ALTER TABLE edit_row ADD COLUMN n10;
    PRAGMA user_version = 4;
    """

  /// Version 5 keeps each trip's total by road for the list (see
  /// ``SQLiteTripStore/keepRoadTotal(_:of:through:)``): not an edit, so outside the history. A row
  /// holds the trip row's stop count, straight-line metres and first and last stop names as they were
  /// when it was kept, and is shown only while they still match: any change to the stops hides it,
  /// and undoing the change shows it again.
  static let upgradeToVersion5 = """
    CREATE TABLE trip_road(
      trip_id TEXT PRIMARY KEY NOT NULL,
      stop_count INTEGER NOT NULL,
      straight_meters REAL NOT NULL,
      first_stop_name TEXT,
      last_stop_name TEXT,
      meters REAL NOT NULL,
      seconds REAL NOT NULL
    ) WITHOUT ROWID;
    CREATE TRIGGER trip_road_forgotten AFTER DELETE ON trip
      BEGIN DELETE FROM trip_road WHERE trip_id = old.id; END;
    PRAGMA user_version = 5;
    """

  /// Version 6 gives every trip and stop row a checksum of its other columns (see ``RowChecksum``),
  /// computed here for the rows there are, in the same transaction as the new columns. A row whose
  /// values no longer match it is damaged.
  static let upgradeToVersion6 = """
    ALTER TABLE trip ADD COLUMN checksum INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE waypoint ADD COLUMN checksum INTEGER NOT NULL DEFAULT 0;
    UPDATE trip SET checksum = \(RowChecksum.trip());
    UPDATE waypoint SET checksum = \(RowChecksum.stop());
    PRAGMA user_version = 6;
    """

  /// Version 7 keeps a road total for a trip some of whose legs have no road (the trip screen's
  /// total: road metres where routed, the straight line elsewhere), with how many legs are straight,
  /// so that the list shows what the trip screen shows. Totals kept before were of wholly routed
  /// trips: 0.
  static let upgradeToVersion7 = """
    ALTER TABLE trip_road ADD COLUMN straight_legs INTEGER NOT NULL DEFAULT 0;
    PRAGMA user_version = 7;
    """

  /// Version 8 keeps long trips' outlines in runs (see ``KeptOutline``): each row holds the id,
  /// coordinate and stay of every stop whose position is between its first and last position, in
  /// one blob with a checksum of its bytes, so a trip of 100,000 stops opens by reading a few dozen rows. The triggers forget a
  /// run when a stop inside its positions is added, removed or changed in what the outline holds (a
  /// rename is not) — whoever writes (an edit, an undo, an import, another program) — so a kept run
  /// is never stale; what no run covers is read from the stop rows. The triggers find a run through
  /// `outline_run_span`, which holds both its positions: a stop written costs an index probe, never
  /// a read of a run's blob (a table keyed by the positions alone read the blobs' pages to compare
  /// the last position: about 1 ms a stop written).
  static let upgradeToVersion8 = """
    CREATE TABLE outline_run(
      trip_id TEXT NOT NULL,
      first_position INTEGER NOT NULL,
      last_position INTEGER NOT NULL,
      stop_count INTEGER NOT NULL,
      stops BLOB NOT NULL,
      checksum INTEGER NOT NULL
    );
    CREATE UNIQUE INDEX outline_run_span ON outline_run(trip_id, first_position, last_position);
    CREATE TRIGGER outline_stop_added AFTER INSERT ON waypoint BEGIN
      DELETE FROM outline_run WHERE trip_id = new.trip_id
        AND first_position <= new.position AND last_position >= new.position;
    END;
    CREATE TRIGGER outline_stop_removed AFTER DELETE ON waypoint BEGIN
      DELETE FROM outline_run WHERE trip_id = old.trip_id
        AND first_position <= old.position AND last_position >= old.position;
    END;
    CREATE TRIGGER outline_stop_changed
      AFTER UPDATE OF trip_id, id, position, latitude, longitude, nights, visit_minutes ON waypoint
      WHEN old.trip_id IS NOT new.trip_id OR old.id IS NOT new.id OR old.position IS NOT new.position
        OR old.latitude IS NOT new.latitude OR old.longitude IS NOT new.longitude
        OR old.nights IS NOT new.nights OR old.visit_minutes IS NOT new.visit_minutes
    BEGIN
      DELETE FROM outline_run WHERE trip_id = old.trip_id
        AND first_position <= old.position AND last_position >= old.position;
      DELETE FROM outline_run WHERE trip_id = new.trip_id
        AND first_position <= new.position AND last_position >= new.position;
    END;
    CREATE TRIGGER outline_trip_forgotten AFTER DELETE ON trip
      BEGIN DELETE FROM outline_run WHERE trip_id = old.id; END;
    PRAGMA user_version = 8;
    """

  /// Creates a current store's tables in an empty file.
  static let create =
    version1 + upgradeToVersion2 + upgradeToVersion3 + upgradeToVersion4 + upgradeToVersion5
    + upgradeToVersion6 + upgradeToVersion7 + upgradeToVersion8

  /// The columns every version-8 table must have.
  static let version8Columns: [String: Set<String>] = version7Columns.merging([
    "outline_run": ["trip_id", "first_position", "last_position", "stop_count", "stops", "checksum"]
  ]) { $1 }

  /// The columns every version-7 table must have.
  static let version7Columns: [String: Set<String>] = version6Columns.merging([
    "trip_road": version5Columns["trip_road", default: []].union(["straight_legs"])
  ]) { $1 }

  /// The columns every version-6 table must have.
  static let version6Columns: [String: Set<String>] = version5Columns.merging([
    "trip": version4Columns["trip", default: []].union(["checksum"]),
    "waypoint": version4Columns["waypoint", default: []].union(["checksum"]),
  ]) { $1 }

  /// The columns every version-5 table must have.
  static let version5Columns: [String: Set<String>] = version4Columns.merging([
    "trip_road": [
      "trip_id", "stop_count", "straight_meters", "first_stop_name", "last_stop_name", "meters", "seconds",
    ]
  ]) { $1 }

  /// The columns every version-4 table must have.
  static let version4Columns: [String: Set<String>] = version3Columns.merging([
    "trip": version1Columns["trip", default: []].union([
      "start_date", "departure_minutes", "daily_driving_minutes", "estimate_speed_kmh",
    ]),
    "waypoint": version2Columns["waypoint", default: []].union(["nights", "visit_minutes"]),
    "edit_row": version2Columns["edit_row", default: []].union([
      "o7", "o8", "o9", "o10", "n7", "n8", "n9", "n10",
    ]),
  ]) { $1 }

  /// The columns every version-3 table must have.
  static let version3Columns: [String: Set<String>] = version2Columns.merging([
    "road_leg": [
      "from_lat", "from_lon", "to_lat", "to_lon", "options", "router", "meters", "seconds", "shape", "routed",
    ]
  ]) { $1 }

  /// The columns every version-2 table must have.
  static let version2Columns: [String: Set<String>] = version1Columns.merging([
    "waypoint": version1Columns["waypoint", default: []].union(["note"]),
    "edit": ["id", "session", "kind", "subject", "trip_id", "stop_id", "undone"],
    "edit_row": ["edit_id", "seq", "tbl", "trip_id", "stop_id", "old_exists", "new_exists"],
  ]) { $1 }

  /// The columns every version-1 table must have.
  static let version1Columns: [String: Set<String>] = [
    "trip": ["id", "name", "sort_key", "stop_count", "total_meters", "first_stop_name", "last_stop_name"],
    "waypoint": ["trip_id", "id", "position", "name", "latitude", "longitude"],
    "setting": ["key", "value"],
    "trip_stats": ["id", "trip_count"],
  ]

  /// Version 0, the prototype's layout (`user_version` 0), read by ``LegacyStoreReader`` and
  /// migrated to version 1:
  /// `trips(id, name, created_at)` and `waypoints(id, trip_id, idx, name, lat, lon)`.
  static let version0Columns: [String: Set<String>] = [
    "trips": ["id", "name", "created_at"],
    "waypoints": ["id", "trip_id", "idx", "name", "lat", "lon"],
  ]

  /// Removes the version-0 tables once their rows were copied.
  static let dropVersion0 = "DROP TABLE waypoints; DROP TABLE trips;"
}
