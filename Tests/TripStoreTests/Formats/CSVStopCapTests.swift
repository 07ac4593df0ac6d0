import Foundation
import Testing
import TripModels

@testable import TripStore

/// A CSV row can be as short as `t,0,0`, so the bytes alone do not bound what a CSV import holds:
/// its stops are capped too, counted as the rows are read.
@Suite("CSV stop cap")
struct CSVStopCapTests {
  private func read(_ text: String, cap: Int) throws(CSVTripReader.Problem) -> TripFileContents {
    var bytes = Array(text.utf8)
    return try bytes.withUnsafeMutableBufferPointer { buffer throws(CSVTripReader.Problem) in
      try CSVTripReader.trips(in: UnsafeBufferPointer(buffer), defaultName: "x", maximumStops: cap)
    }
  }

  @Test("a file at the cap is read whole; one stop past it is refused at that row, naming the cap")
  func capped() throws {
    let rows = "trip,latitude,longitude\nA,1,1\nA,2,2\nB,3,3\n"
    #expect(try read(rows, cap: 3).trips.map { $0.stops.count } == [2, 1])
    let error = #expect(throws: CSVTripReader.Problem.self) { try read(rows + "B,4,4\n", cap: 3) }
    #expect(error?.line == 5)
    #expect(error?.message == "it has more than 3 stops, more than one import may hold — split it")
  }

  @Test("a trip's route line row (GDAL's, without coordinates) is not a stop and not counted")
  func routeRowsNotCounted() throws {
    let rows = "trip,kind,latitude,longitude\nA,stop,1,1\nA,route,,\nA,stop,2,2\n"
    #expect(try read(rows, cap: 2).trips.first?.stops.count == 2)
  }
}
