import Foundation
import Testing
import TripModels

@testable import TripList

@Suite("Trip summary pages")
@MainActor
struct TripSummaryPagesTests {
  /// Numbered summaries with descending sort keys, answering keyed reads and recording them.
  final class Source {
    var summaries: [TripSummary]
    var keys: [Int64]
    /// The list position of the first row of each read.
    var loads: [Int] = []
    var requests: [TripPageRequest] = []
    init(count: Int) {
      summaries = (0..<count).map {
        TripSummary(
          id: TripID(), name: "Trip \($0 + 1)", stopCount: 0, totalMeters: 0, firstStopName: nil,
          lastStopName: nil)
      }
      keys = (0..<count).map { Int64(10 * (count - $0)) }
    }

    func read(_ request: TripPageRequest) -> [TripListEntry] {
      requests.append(request)
      let positions: [Int]
      switch request.direction {
      case .down: positions = keys.indices.filter { keys[$0] < request.anchor ?? .max }
      case .up: positions = keys.indices.reversed().filter { keys[$0] > request.anchor ?? .min }
      }
      var page = Array(positions.dropFirst(request.skip).prefix(request.limit))
      if request.direction == .up { page.reverse() }
      if let first = page.first { loads.append(first) }
      return page.map { TripListEntry(sortKey: keys[$0], summary: summaries[$0]) }
    }
  }

  func makePages(_ source: Source, pageSize: Int = 10, capacity: Int = 3) -> TripSummaryPages {
    let pages = TripSummaryPages(pageSize: pageSize, capacity: capacity) { source.read($0) }
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

  @Test("a page far from any known key is read from the nearer end of the list")
  func readsFromNearerEnd() throws {
    let source = Source(count: 1000)
    let pages = makePages(source)
    #expect(try pages.summary(at: 995)?.name == "Trip 996")
    #expect(try pages.summary(at: 5)?.name == "Trip 6")
    #expect(
      source.requests == [
        TripPageRequest(anchor: nil, direction: .up, skip: 0, limit: 10),
        TripPageRequest(anchor: nil, direction: .down, skip: 0, limit: 10),
      ])
  }

  @Test("the page next to a cached one is read from its edge key, skipping nothing")
  func readsNeighbourByKey() throws {
    let source = Source(count: 1000)
    let pages = makePages(source)
    _ = try pages.summary(at: 500)
    #expect(try pages.summary(at: 499)?.name == "Trip 500")
    #expect(try pages.summary(at: 510)?.name == "Trip 511")
    #expect(source.loads == [500, 490, 510])
    #expect(source.requests.dropFirst().allSatisfy { $0.skip == 0 && $0.anchor != nil })
  }

  @Test("a trip located by id anchors its page: the rows above and below it are read from its key")
  func readsAroundRememberedPosition() throws {
    let source = Source(count: 1000)
    let pages = makePages(source)
    pages.remember(TripListPosition(index: 503, sortKey: source.keys[503]))
    #expect(try pages.summary(at: 503)?.name == "Trip 504")
    #expect((500..<510).allSatisfy { (try? pages.summary(at: $0))??.name == "Trip \($0 + 1)" })
    #expect(source.requests.allSatisfy { $0.skip == 0 })
    #expect(pages.loadedSummaryCount == 10)
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
    #expect(source.loads == [0, 50, 3], "the changed trip's row alone is read again")
    #expect(pages.loadedSummaryCount == 21)
  }

  @Test("many changed trips on one page, or a row no longer at its key, read the page again")
  func reloadsWholePages() throws {
    let source = Source(count: 100)
    let pages = makePages(source)
    _ = try pages.summary(at: 0)
    let changed = Set((0..<6).map { source.summaries[$0].id })
    for index in 0..<6 { source.summaries[index].name = "Changed \(index)" }
    #expect(try pages.reload(containing: changed))
    #expect(source.loads == [0, 0])
    #expect((0..<6).allSatisfy { (try? pages.summary(at: $0))??.name == "Changed \($0)" })
    // Trip 8's key changed behind the list's back: its row does not read back at its old key.
    source.keys[7] -= 1
    source.summaries[7].name = "Moved"
    #expect(try pages.reload(containing: [source.summaries[7].id]))
    #expect(source.loads == [0, 0, 7, 0])
    #expect(try pages.summary(at: 7)?.name == "Moved")
  }
}
