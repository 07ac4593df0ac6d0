import Foundation
import TripStore

/// `roadtrip export` and `roadtrip import` (DESIGN §4, §6).
@MainActor
enum ExchangeCommands {
  /// Writes the trips (or one trip) as JSON or GPX to `output`, or standard output.
  static func export(
    from repository: any TripRepository, format: TripExchange.Format, trip: String?, output: String?
  ) -> ExitStatus {
    do {
      var trips = try repository.allTrips()
      if let trip {
        trips = [try select(trip, from: trips)]
      }
      let document = TripExchange.export(trips, as: format)
      if let output {
        do {
          try Data(document.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
          StandardError.report("cannot write '\(output)': \(error.localizedDescription) — check the path")
          return .usage
        }
      } else {
        StandardOutput.write(document)
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

  /// The trip named by a UUID or a 1-based position.
  private static func select(_ reference: String, from trips: [Trip]) throws -> Trip {
    if let id = UUID(uuidString: reference) {
      guard let trip = trips.first(where: { $0.id == id }) else {
        throw UsageError("no trip has id \(reference) — list them with roadtrip export")
      }
      return trip
    }
    guard let position = Int(reference), position >= 1 else {
      throw UsageError("--trip '\(reference)' is neither a trip id nor a position from 1")
    }
    guard position <= trips.count else {
      throw UsageError("trip \(position) does not exist — there are \(trips.count) trips")
    }
    return trips[position - 1]
  }
}
