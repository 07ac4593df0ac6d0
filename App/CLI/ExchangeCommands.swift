import TripModels
import TripStore

/// `roadtrip export` and `roadtrip import`.
@MainActor
enum ExchangeCommands {
  /// Writes the trips (or one trip) in `format` to `output` (see ``OutputTarget``), or standard
  /// output; GPX gives the stops of the trips `times` has planned their `<time>`s. Every trip is streamed from one read transaction, a piece at a time, so memory does
  /// not grow with the store; a file is written beside `output` and swapped in once complete.
  static func export(
    from repository: any TripRepository, format: TripExchange.Format, trip: String?, output: String?,
    force: Bool = false, protectedPaths: [String] = [], times: PlannedStopTimes = .none
  ) -> ExitStatus {
    do {
      let write: (_ sink: (String) throws -> Void) throws -> Void
      let roads = RouterSetting.exportRoads(repository: repository)
      if let trip {
        let selected = try select(trip, from: repository)
        let legs = [selected.id: roads(selected)]
        let stopTimes = [selected.id: times.times(for: selected)]
        write = { sink in try sink(TripExchange.export([selected], as: format, roads: legs, times: stopTimes))
        }
      } else {
        write = { sink in
          try TripExchange.export(
            from: repository, as: format, roads: roads, times: times.times(for:), write: sink)
        }
      }
      if let output {
        try OutputTarget(path: output, protectedPaths: protectedPaths)
          .write(force: force, confirm: TerminalQuestion.askIfPossible, content: write)
      } else {
        try write { try StandardOutput.write($0) }
      }
      return .success
    } catch let error as UsageError {
      StandardError.report(error.description)
      return .usage
    } catch let error as OutputTarget.Refusal {
      StandardError.report(error.description)
      return error.isWriteFailure ? .outputFailed : .usage
    } catch let error as FileDescriptorIO.Failure {
      StandardError.report(
        "cannot write to standard output: \(error.description) — nothing more was exported")
      return .outputFailed
    } catch {
      StandardError.report(StoreFailureMessage.text(for: error))
      return .storeUnavailable
    }
  }

  /// Imports every trip of a file in one transaction, or none, and prints what happened to them
  /// (``ImportReport``); `format` nil reads the format from the content.
  static func importFile(
    _ path: String, into repository: any TripRepository, format: TripExchange.Format? = nil,
    onConflict policy: ImportConflictPolicy
  ) -> ExitStatus {
    let summary: FileImportSummary
    do {
      summary = try ImportReport.importFile(path, into: repository, format: format, onConflict: policy)
    } catch {
      StandardError.report(error.description)
      return error.isStoreFailure ? .storeUnavailable : .usage
    }
    do {
      try StandardOutput.write(MessageText.clean(ImportReport.text(summary)) + "\n")
    } catch {
      StandardError.report("the file was imported, but standard output failed: \(error.description)")
      return .outputFailed
    }
    return .success
  }

  /// The trip named by a UUID or a 1-based position, read alone (not with every other trip).
  static func select(_ reference: String, from repository: any TripRepository) throws -> Trip {
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
      throw UsageError(
        "trip \(position) does not exist — there \(count == 1 ? "is 1 trip" : "are \(count) trips")")
    }
    return trip
  }
}
