import Platform
import Testing

/// Routing's requests and answers run below the interface, so a key is never kept waiting by them.
@Suite struct BackgroundPriorityTests {
  @Test("work a person does not wait on runs on a thread of its own, below the interface's priority")
  func runsBelowTheInterface() async {
    let callersPolicy = sched_getscheduler(0)
    let (policy, answer) = await BackgroundPriority.perform { (sched_getscheduler(0), 42) }
    #expect(answer == 42)
    #if os(Linux)
      #expect(policy == 5)  // SCHED_IDLE: a woken interface thread takes the core at once
    #else
      #expect(policy >= 0)
    #endif
    #expect(sched_getscheduler(0) == callersPolicy)  // the caller's thread keeps its own
  }
}
