import Geo
import TripStore

/// The sheets' words and keys, in one place.
enum SheetCopy {
  // MARK: - Keys that open the sheets (outside text fields, on every screen)

  /// Opens the Export sheet for the open trip (or the trip selected in the list).
  static let exportKey: Character = "x"
  /// Opens the Import sheet.
  static let importKey: Character = "i"
  /// Opens the Units sheet.
  static let unitsKey: Character = "o"

  // MARK: - Shared

  /// The cancel button.
  static let cancel = "Cancel"
  /// A sheet's key hint while [Cancel] has the focus.
  static let cancelHint = "Enter or Esc close"
  /// Said when the export key is pressed with no trip open or selected.
  static let noTripToExport = "no trip to export — select or open one first"

  // MARK: - Export

  /// The Export sheet's title for trip `name`.
  static func exportTitle(_ name: String) -> String { "Export “\(name)”" }
  /// The export button.
  static let exportButton = "Export"
  /// The format list's label.
  static let formatLabel = "Format"
  /// The path field's label.
  static let pathLabel = "Path"
  /// The path field's placeholder.
  static let exportPlaceholder = "file to write, e.g. ~/trip.json"
  /// The Export sheet's key hint.
  static let exportHint = "↑/↓ format · Enter \(exportVerb) · Esc close"
  /// What Enter does in the Export sheet's path field (the footer's word).
  static let exportVerb = "export"
  /// What Enter does in the Import sheet's file field.
  static let importVerb = "import"
  /// What Enter does in the Router and Schedule sheets' fields.
  static let saveVerb = "save"

  /// A format's row in the list.
  static func formatRow(_ format: ExportFormat) -> String {
    switch format {
    case .json: "JSON — the exchange document (import reads it back)"
    case .gpx: "GPX 1.1 — a route for GPS and map software"
    case .kml: "KML 2.2 — Google Earth and My Maps"
    case .geojson: "GeoJSON — web maps, QGIS, geojson.io"
    case .csv: "CSV — one stop per row, for spreadsheets"
    case .ics: "iCalendar — the trip's days and stays, for a calendar"
    }
  }

  /// A format's short name.
  static func formatName(_ format: ExportFormat) -> String {
    switch format {
    case .json: "JSON"
    case .gpx: "GPX"
    case .kml: "KML"
    case .geojson: "GeoJSON"
    case .csv: "CSV"
    case .ics: "iCalendar"
    }
  }

  /// The question before replacing a file.
  static func replacePrompt(_ path: String) -> String { "\(path) exists — replace it? (y/n)" }
  /// Said after "n" to the replace question.
  static func keptFile(_ path: String) -> String {
    "left \(path) as it was — type another path"
  }
  /// Said after a successful export.
  static func exported(_ name: String, to path: String, as format: ExportFormat) -> String {
    "Exported “\(name)” to \(path) (\(formatName(format)))"
  }
  /// Said when the path field is empty.
  static let emptyPath = "type the path of a file first"
  /// Said when the trip was deleted while its sheet was open.
  static let tripGone = "this trip no longer exists — nothing was exported"

  // MARK: - Import

  /// The Import sheet's title.
  static let importTitle = "Import"
  /// The import button.
  static let importButton = "Import"
  /// The file field's label.
  static let fileLabel = "File"
  /// The file field's placeholder.
  static let importPlaceholder = "JSON, GPX, KML, GeoJSON or CSV, e.g. ~/trips.csv"
  /// What import does with trips already here.
  static let importRules =
    "A trip whose id is here with other content is added as a copy; identical trips are skipped."
  /// The Import sheet's key hint.
  static let importHint = "Enter \(importVerb) · Esc close"

  // MARK: - Units

  /// The Units sheet's title.
  static let unitsTitle = "Units"
  /// The use button.
  static let useButton = "Use"
  /// The Units sheet's key hint.
  static let unitsHint = "↑/↓ choose · Enter use · Esc close"

  /// A unit's row in the list.
  static func unitRow(_ unit: DistanceUnit) -> String {
    switch unit {
    case .kilometers: "Kilometres (km)"
    case .miles: "Miles (mi)"
    }
  }

  /// Said after a unit was chosen.
  static func unitChosen(_ unit: DistanceUnit) -> String {
    "Distances in \(unit == .kilometers ? "kilometres" : "miles") (remembered)"
  }
}
