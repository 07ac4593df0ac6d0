import TripModels
import TripStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Importing a file by its path, shared by `roadtrip import` and the Import sheet: the file is read
/// (up to the import limit), validated whole and imported in one transaction, and the summary is
/// told in one line.
@MainActor
enum ImportReport {
  /// Why a file was not imported: the message says what to do; nothing was imported.
  struct Failure: Error, CustomStringConvertible {
    /// The one-line message.
    var description: String
    /// Whether the store failed (rather than the file).
    var isStoreFailure = false
  }

  /// Reads and imports the file at `path`.
  /// - Parameter shownPath: the path as the user wrote it, for messages (default `path`).
  /// - Throws: ``Failure``; the store is then unchanged.
  static func importFile(
    _ path: String, shownAs shownPath: String? = nil, into repository: any TripRepository,
    onConflict policy: ImportConflictPolicy
  ) throws(Failure) -> FileImportSummary {
    let data: Data
    do {
      data = try ImportFileReader.read(path, limit: TripExchange.maximumImportBytes)
    } catch {
      let hint = error.code == 0 ? "split it" : "check the path and permissions"
      throw Failure(
        description:
          "cannot read '\(shownPath ?? path)': \(error.description) — \(hint); nothing was imported")
    }
    do {
      return try repository.importFile(
        data, fileName: FilePath.lastComponent(of: path), onConflict: policy)
    } catch let error as ImportError {
      throw Failure(description: error.description)
    } catch TripStoreError.stopIDInUse(let id, let tripName) {
      // The file's fault, not the store's: refused whole like any other bad file.
      let error = TripStoreError.stopIDInUse(id, tripName: tripName)
      throw Failure(
        description: "cannot import \(FilePath.lastComponent(of: path)): \(error) — nothing was imported")
    } catch {
      throw Failure(description: "\(error) — nothing was imported", isStoreFailure: true)
    }
  }

  /// "Imported 2 trips: 1 added, 1 copied, 0 replaced, 3 skipped": the trips written (added as new,
  /// added as copies of a stored trip with the same id and other content, or replacing it) and the
  /// trips skipped because an identical one is stored; then which trips came from GPX tracks
  /// ("; from tracks: “Morning Run”").
  static func text(_ result: FileImportSummary) -> String {
    let summary = result.summary
    let written = summary.written
    var text =
      "Imported \(written) \(written == 1 ? "trip" : "trips"): "
      + "\(summary.added.count) added, \(summary.copied.count) copied, "
      + "\(summary.replaced.count) replaced, \(summary.skipped.count) skipped"
    if !result.tripsFromTracks.isEmpty {
      let names = result.tripsFromTracks.prefix(3).map { "“\($0)”" }.joined(separator: ", ")
      let more = result.tripsFromTracks.count > 3 ? " and \(result.tripsFromTracks.count - 3) more" : ""
      text += "; from GPX tracks: \(names)\(more)"
    }
    return text
  }
}
