import Foundation
import TripModels
import TripStore

/// `roadtrip export` and `roadtrip import`.
@MainActor
enum ExchangeCommands {
  /// Writes the trips (or one trip) as JSON or GPX to `output` (see ``OutputTarget``), or standard
  /// output. To standard output every trip is streamed from one read transaction, so memory does
  /// not grow with the store; a file is written whole, beside `output`, and swapped in.
  static func export(
    from repository: any TripRepository, format: TripExchange.Format, trip: String?, output: String?,
    force: Bool = false, protectedPaths: [String] = []
  ) -> ExitStatus {
    let document: String
    do {
      let write: (_ sink: (String) throws -> Void) throws -> Void
      if let trip {
        let selected = try select(trip, from: repository)
        write = { sink in try sink(TripExchange.export([selected], as: format)) }
      } else {
        write = { sink in try TripExchange.export(from: repository, as: format, write: sink) }
      }
      if output == nil {
        do {
          try write { try StandardOutput.write($0) }
          return .success
        } catch let error as FileDescriptorIO.Failure {
          StandardError.report(
            "cannot write to standard output: \(error.description) — nothing more was exported")
          return .outputFailed
        }
      }
      var text = ""
      try write { text += $0 }
      document = text
    } catch let error as UsageError {
      StandardError.report(error.description)
      return .usage
    } catch {
      StandardError.report(StoreFailureMessage.text(for: error))
      return .storeUnavailable
    }
    guard let output else { return .success }  // standard output was written above, streamed
    do {
      try OutputTarget(path: output, protectedPaths: protectedPaths)
        .write(Array(document.utf8), force: force, confirm: TerminalQuestion.askIfPossible)
      return .success
    } catch {
      StandardError.report(error.description)
      return error.isWriteFailure ? .outputFailed : .usage
    }
  }

  /// Imports every trip of a JSON or GPX file in one transaction, or none.
  static func importFile(_ path: String, into repository: any TripRepository) -> ExitStatus {
    let data: [UInt8]
    do {
      data = try FileDescriptorIO.readFile(path, limit: TripExchange.maximumImportBytes)
    } catch {
      let hint = error.code == 0 ? "split it" : "check the path and permissions"
      StandardError.report("cannot read '\(path)': \(error.description) — \(hint); nothing was imported")
      return .usage
    }
    let fileName = (path as NSString).lastPathComponent
    let trips: [Trip]
    do {
      trips = try repository.importFile(Data(data), fileName: fileName)
    } catch let error as ImportError {
      StandardError.report(error.description)
      return .usage
    } catch {
      StandardError.report("\(StoreFailureMessage.text(for: error)) — nothing was imported")
      return .storeUnavailable
    }
    let stops = trips.reduce(0) { $0 + $1.stops.count }
    do {
      try StandardOutput.write(
        MessageText.clean(
          "Imported \(trips.count) \(trips.count == 1 ? "trip" : "trips") "
            + "(\(stops) \(stops == 1 ? "stop" : "stops")) from \(fileName)") + "\n")
    } catch {
      StandardError.report("the file was imported, but standard output failed: \(error.description)")
      return .outputFailed
    }
    return .success
  }

  /// The trip named by a UUID or a 1-based position, read alone (not with every other trip).
  private static func select(_ reference: String, from repository: any TripRepository) throws -> Trip {
    if let id = TripID(uuidString: reference) {
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
