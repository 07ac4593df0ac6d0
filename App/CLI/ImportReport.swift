import TripModels
import TripStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Importing a file by its path, shared by `roadtrip import` and the Import sheet: the file is
/// imported in one transaction, all of it or none (a JSON export as it is read, a chunk at a time;
/// any other file read whole, up to the import limit, and validated before it is written), and the
/// summary is told in one line.
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
    format: TripExchange.Format? = nil, onConflict policy: ImportConflictPolicy
  ) throws(Failure) -> FileImportSummary {
    func readFailure(_ error: FileDescriptorIO.Failure) -> Failure {
      let hint = error.code == 0 ? "split it" : "check the path and permissions"
      return Failure(
        description:
          "cannot read '\(shownPath ?? path)': \(error.description) — \(hint); nothing was imported")
    }
    let limit = TripExchange.maximumImportBytes
    let stream: ImportFileStream
    do {
      stream = try ImportFileStream(path, limit: limit)
    } catch {
      throw readFailure(error)
    }
    let fileName = FilePath.lastComponent(of: path)
    do {
      guard stream.isRegularFile else {
        // A pipe or a device cannot be read twice: read whole, within the limit.
        let data = try ImportFileReader.read(path, limit: limit)
        return try repository.importFile(data, fileName: fileName, format: format, onConflict: policy)
      }
      let source = ImportFileSource(
        read: { buffer in try stream.read(into: buffer) },
        whole: { try ImportFileReader.read(path, limit: limit) })
      return try repository.importFile(from: source, fileName: fileName, format: format, onConflict: policy)
    } catch let error as FileDescriptorIO.Failure {
      throw readFailure(error)
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

  /// One line naming what the import did: "Imported “Pacific Coast” (5 stops)" for one trip
  /// written ("… as a copy" when its id was here with other content); "Imported 3 trips (“A”,
  /// “B”, “C”): 1 added, 1 copied, 1 replaced" for more (added as new, added as copies of a stored
  /// trip with the same id and other content, or replacing it);
  /// then the trips skipped because an identical one is stored ("“A” is already here", "2 already
  /// here, skipped"), and which trips came from recorded tracks ("; from tracks: “Morning Run”").
  static func text(_ result: FileImportSummary) -> String {
    let summary = result.summary
    let written = summary.written
    let skipped = summary.skipped.count
    var text: String
    if written == 0 {
      text = "Nothing imported"
    } else if written == 1, let trip = result.writtenTrips.first {
      text = "Imported \(label(trip))"
      if !summary.copied.isEmpty { text += " as a copy" }
      if !summary.replaced.isEmpty { text += ", replacing the stored trip with its id" }
    } else {
      text =
        "Imported \(written) trips (\(names(result.writtenTrips, of: written))): "
        + "\(summary.added.count) added, \(summary.copied.count) copied, \(summary.replaced.count) replaced"
    }
    if skipped == 1, let trip = result.skippedTrips.first {
      text += "\(written == 0 ? ":" : ";") “\(trip.name)” is already here"
    } else if skipped > 1 {
      text += written == 0 ? ": all \(skipped) trips are already here" : "; \(skipped) already here, skipped"
    }
    if !result.tripsFromTracks.isEmpty {
      let tracks = result.tripsFromTracks.map { ImportedTrip(name: $0, stopCount: 0) }
      text += "; from tracks: \(names(tracks, of: tracks.count))"
    }
    return text
  }

  /// “Name” (5 stops).
  private static func label(_ trip: ImportedTrip) -> String {
    "“\(trip.name)” (\(trip.stopCount) \(trip.stopCount == 1 ? "stop" : "stops"))"
  }

  /// Up to three names, then "and 4 more" of `total`.
  private static func names(_ trips: [ImportedTrip], of total: Int) -> String {
    let shown = trips.prefix(3)
    let list = shown.map { "“\($0.name)”" }.joined(separator: ", ")
    return total > shown.count ? "\(list) and \(total - shown.count) more" : list
  }
}
