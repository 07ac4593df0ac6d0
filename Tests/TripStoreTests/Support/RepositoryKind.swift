import Foundation
import TestSupport
import Testing
import TripModels
import TripStore

/// The repositories the contract tests run against: the SQLite store and the in-memory fake that
/// feature tests use, so that the fake keeps behaving like the real store.
enum RepositoryKind: String, CaseIterable, CustomTestStringConvertible {
  case sqlite
  case inMemory

  var testDescription: String { rawValue }

  /// A new, empty repository (with the folder that holds its file, if any).
  @MainActor
  func make() throws -> (repository: any TripRepository, folder: TemporaryDirectory?) {
    switch self {
    case .inMemory: return (InMemoryTripRepository(), nil)
    case .sqlite:
      let folder = TemporaryDirectory()
      return (try SQLiteTripStore(path: folder.file("trips.sqlite")), folder)
    }
  }
}
