import TestSupport
import Testing

@testable import TextUI

/// A gate work can wait at until the test opens it (or the work's task is cancelled).
@MainActor
private final class Gate {
  private let stream: AsyncStream<Void>
  private let continuation: AsyncStream<Void>.Continuation

  init() {
    (stream, continuation) = AsyncStream<Void>.makeStream()
  }

  /// Returns once the gate is open, or the waiting task is cancelled.
  func passed() async {
    for await _ in stream {}
  }

  func open() {
    continuation.finish()
  }
}

@MainActor
@Suite("Screen work", .timeLimit(.minutes(10)))
struct ScreenWorkTests {
  @Test("with nothing started, idle returns at once")
  func idleWithoutWork() async {
    let work = ScreenWork()
    #expect(work.isIdle())
    await work.idle()
    await work.idle(.navigation)
  }

  @Test("idle returns once the work has finished, and the work started by that work")
  func idleAwaitsStartedWork() async {
    let work = ScreenWork()
    let gate = Gate()
    var log: [String] = []
    work.run {
      log.append("search")
      work.run(.navigation) {
        await gate.passed()
        log.append("closed")
      }
    }
    #expect(!work.isIdle())
    work.run { gate.open() }
    await work.idle()
    #expect(log == ["search", "closed"])
    #expect(work.isIdle())
  }

  @Test("idle(.navigation) waits for navigation only, idle(.all) for the rest too")
  func navigationIdleLeavesBackgroundWork() async {
    let work = ScreenWork()
    let gate = Gate()
    var log: [String] = []
    work.run {
      await gate.passed()
      log.append("search")
    }
    work.run(.navigation) { log.append("closed") }
    await work.idle(.navigation)
    #expect(log == ["closed"])
    #expect(work.isIdle(.navigation))
    #expect(!work.isIdle(.all))
    gate.open()
    await work.idle(.all)
    #expect(log == ["closed", "search"])
  }

  @Test("cancelled work stops being waited for once it returns")
  func cancelledWork() async {
    let work = ScreenWork()
    let gate = Gate()
    let task = work.run { await gate.passed() }
    task.cancel()
    await work.idle()
    #expect(work.isIdle())
  }

  @Test("a report after render is delivered after the code running now, once while it waits")
  func reportAfterRender() async {
    let work = ScreenWork()
    var delivered: [String] = []
    work.report(afterRender: { delivered.append("first") })
    work.report(afterRender: { delivered.append("second") })
    #expect(delivered.isEmpty)  // not during the render that met the failure
    await work.idle()
    #expect(delivered == ["first"])
    work.report(afterRender: { delivered.append("third") })
    await work.idle()
    #expect(delivered == ["first", "third"])
  }

  @Test("tracked work waiting for the user's answer counts as settled; from the answer on it does not")
  func askingCountsAsSettled() async {
    let work = ScreenWork()
    var answer: ((Bool) -> Void)?
    var log: [String] = []
    work.run(.navigation) {
      let discard = await work.ask { answer = $0 }
      log.append(discard ? "left" : "stayed")
    }
    await work.idle(.navigation)
    #expect(log.isEmpty)  // still asking: only a later key answers
    answer?(false)
    #expect(!work.isIdle(.navigation))  // answered: the work goes on
    await work.idle(.navigation)
    #expect(log == ["stayed"])
  }

  @Test("a question asked outside the screen's work leaves its work unsettled")
  func askingOutsideTrackedWork() async {
    let work = ScreenWork()
    let search = Gate()
    let isAsking = Gate()
    var answer: ((Bool) -> Void)?
    work.run { await search.passed() }
    let asked = Task {
      await work.ask {
        answer = $0
        isAsking.open()
      }
    }
    await isAsking.passed()
    #expect(!work.isIdle())  // the search still runs
    search.open()
    await work.idle()
    answer?(true)
    #expect(await asked.value)
  }
}
