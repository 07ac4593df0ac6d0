import TripModels
import TripStore

/// What the Export sheet remembers between launches, in the store's settings (as the unit is): the
/// format and the path last exported to, and the trip that path was for. The sheet opens on the same
/// format; for the same trip on the same path, for another trip on its own file name in the same
/// folder.
@MainActor
struct ExportMemory {
  /// The settings keys.
  static let formatSetting = "export-format"
  static let pathSetting = "export-path"
  static let tripSetting = "export-trip"

  let repository: any TripRepository

  /// The format and path the sheet opens on for trip `id` named `name`.
  func opening(for id: TripID, named name: String) -> (format: ExportFormat, path: String) {
    let format =
      ((try? repository.setting(Self.formatSetting)) ?? nil).flatMap(ExportFormat.init(rawValue:))
      ?? .json
    let fresh = UserPath.defaultFile(for: name, extension: format.fileExtension)
    guard let path = (try? repository.setting(Self.pathSetting)) ?? nil, !path.isEmpty else {
      return (format, fresh)
    }
    if (try? repository.setting(Self.tripSetting)) ?? nil == id.uuidString { return (format, path) }
    guard let slash = path.lastIndex(of: "/") else { return (format, String(fresh.dropFirst(2))) }
    return (format, String(path[...slash]) + fresh.dropFirst(2))
  }

  /// Remembers that trip `id` was exported to `path` as `format` (a failure to remember is not an
  /// export's failure: the file is written).
  func remember(_ format: ExportFormat, path: String, for id: TripID) {
    try? repository.setSetting(Self.formatSetting, to: format.rawValue)
    try? repository.setSetting(Self.pathSetting, to: path)
    try? repository.setSetting(Self.tripSetting, to: id.uuidString)
  }
}
