import Foundation
import TripStore

/// `roadtrip export` and `roadtrip import` (DESIGN §4, §6).
@MainActor
enum ExchangeCommands {
  /// Writes the trips (or one trip) as JSON or GPX to `output`, or standard output. Every trip is
  /// streamed from one read transaction, so memory does not grow with the store; a file is written
  /// beside `output` and renamed over it only when complete.
  static func export(
    from repository: any TripRepository, format: TripExchange.Format, trip: String?, output: String?
  ) -> ExitStatus {
    do {
      let write: (_ sink: (String) throws -> Void) throws -> Void
      if let trip {
        let selected = try select(trip, from: repository)
        write = { sink in try sink(TripExchange.export([selected], as: format)) }
      } else {
        write = { sink in try TripExchange.export(from: repository, as: format, write: sink) }
      }
      if let output {
        do {
          try writeFile(output, write)
        } catch let error as TripStoreError {
          throw error
        } catch {
          StandardError.report("cannot write '\(output)': \(error.localizedDescription) — check the path")
          return .usage
        }
      } else {
        try write { StandardOutput.write($0) }
      }
      return .success
    } catch let error as UsageError {
      StandardError.report(error.description)
      return .usage
    } catch {
      StandardError.report("\(error)")
      return .storeUnavailable
    }
  }

  /// Writes the pieces `write` produces to a temporary file beside `path`, then renames it over
  /// `path` (so a failed export leaves any earlier file as it was).
  private static func writeFile(_ path: String, _ write: ((String) throws -> Void) throws -> Void) throws {
    let url = URL(fileURLWithPath: path)
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).partial")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw CocoaError(.fileWriteNoPermission)
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try write { try handle.write(contentsOf: Data($0.utf8)) }
      try handle.synchronize()
      guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Imports every trip of a JSON or GPX file in one transaction, or none.
  static func importFile(_ path: String, into repository: any TripRepository) -> ExitStatus {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
      StandardError.report("cannot read '\(path)' — check the path")
      return .usage
    }
    if let size = attributes[.size] as? Int, size > TripExchange.maximumImportBytes {
      let limit = TripExchange.maximumImportBytes >> 20
      StandardError.report("'\(path)' is larger than \(limit) MB — nothing imported; split it")
      return .usage
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      StandardError.report("cannot read '\(path)' — check the path and permissions")
      return .usage
    }
    do {
      let fileName = (path as NSString).lastPathComponent
      let trips = try repository.importFile(data, fileName: fileName)
      let stops = trips.reduce(0) { $0 + $1.stops.count }
      StandardOutput.write(
        "Imported \(trips.count) \(trips.count == 1 ? "trip" : "trips") "
          + "(\(stops) \(stops == 1 ? "stop" : "stops")) from \(fileName)\n")
      return .success
    } catch let error as ImportError {
      StandardError.report("\(error) — nothing was imported")
      return .usage
    } catch {
      StandardError.report("\(error) — nothing was imported")
      return .storeUnavailable
    }
  }

  /// The trip named by a UUID or a 1-based position, read alone (not with every other trip).
  private static func select(_ reference: String, from repository: any TripRepository) throws -> Trip {
    if let id = UUID(uuidString: reference) {
      guard let trip = try repository.trip(id: id) else {
        throw UsageError("no trip has id \(reference) — list them with roadtrip export")
      }
      return trip
    }
    guard let position = Int(reference), position >= 1 else {
      throw UsageError("--trip '\(reference)' is neither a trip id nor a position from 1")
    }
    let count = try repository.tripCount()
    guard position <= count,
      let id = try repository.tripSummaries(offset: position - 1, limit: 1).first?.id,
      let trip = try repository.trip(id: id)
    else {
      throw UsageError("trip \(position) does not exist — there are \(count) trips")
    }
    return trip
  }
}
