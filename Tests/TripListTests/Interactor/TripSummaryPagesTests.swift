import Foundation
import Testing
import TripModels

@testable import TripList

@Suite("Trip summary pages")
@MainActor
struct TripSummaryPagesTests {
  /// A cache over `count` numbered summaries that records which offsets were loaded.
  final class Source {
    var summaries: [TripSummary]
    var loads: [Int] = []
    init(count: Int) {
      summaries = (0..<count).map {
        TripSummary(
          id: TripID(), name: "Trip \($0 + 1)", stopCount: 0, totalMeters: 0, firstStopName: nil,
          lastStopName: nil)
      }
    }
  }

  func makePages(_ source: Source, pageSize: Int = 10, capacity: Int = 3) -> TripSummaryPages {
    let pages = TripSummaryPages(pageSize: pageSize, capacity: capacity) { offset, limit in
      source.loads.append(offset)
      return Array(source.summaries[offset..<min(source.summaries.count, offset + limit)])
    }
    pages.reset(count: source.summaries.count)
    return pages
  }

  @Test("reading a row loads only its page, once")
  func loadsOnePage() throws {
    let source = Source(count: 1000)
    let pages = makePages(source)
    #expect(try pages.summary(at: 525)?.name == "Trip 526")
    #expect(try pages.summary(at: 529)?.name == "Trip 530")
    #expect(source.loads == [520])
    #expect(pages.loadedSummaryCount == 10)
  }

  @Test("rows outside the list are nil and load nothing")
  func outOfRange() throws {
    let source = Source(count: 5)
    let pages = makePages(source)
    #expect(try pages.summary(at: -1) == nil)
    #expect(try pages.summary(at: 5) == nil)
    #expect(source.loads.isEmpty)
  }

  @Test("at most `capacity` pages are kept; the least recently used goes first")
  func evictsLeastRecentlyUsed() throws {
    let source = Source(count: 100)
    let pages = makePages(source, capacity: 2)
    _ = try pages.summary(at: 0)
    _ = try pages.summary(at: 10)
    _ = try pages.summary(at: 1)  // page 0 used again
    _ = try pages.summary(at: 20)  // evicts page 1
    #expect(pages.cachedPageCount == 2)
    _ = try pages.summary(at: 2)
    _ = try pages.summary(at: 11)
    #expect(source.loads == [0, 10, 20, 10])
  }

  @Test("finds a trip that moved down by one after an insert at the top")
  func findsShiftedTrip() throws {
    let source = Source(count: 100)
    let pages = makePages(source)
    let target = source.summaries[39].id
    source.summaries.insert(source.summaries[0], at: 0)
    pages.reset(count: source.summaries.count)
    #expect(try pages.index(of: target, near: 39) == 40)
  }

  @Test("a trip that is gone is not found, and the search stays near the old position")
  func missingTrip() throws {
    let source = Source(count: 10_000)
    let pages = makePages(source)
    let target = source.summaries[5_005].id
    source.summaries.remove(at: 5_005)
    pages.reset(count: source.summaries.count)
    #expect(try pages.index(of: target, near: 5_005) == nil)
    #expect(source.loads.sorted() == [0, 4_990, 5_000, 5_010])
  }

  @Test("reloading by id refreshes only cached pages holding those trips")
  func reloadsChangedPages() throws {
    let source = Source(count: 100)
    let pages = makePages(source)
    _ = try pages.summary(at: 0)
    _ = try pages.summary(at: 50)
    source.summaries[3].name = "Renamed"
    #expect(try pages.reload(containing: [source.summaries[3].id]))
    #expect(try pages.summary(at: 3)?.name == "Renamed")
    #expect(try pages.reload(containing: [source.summaries[90].id]) == false)
    #expect(source.loads == [0, 50, 0])
  }
}
