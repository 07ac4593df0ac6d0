import Testing

@testable import TextUI

/// A node's per-proposal answers: the first few kept inline, the rest after them.
@Suite("Proposal cache")
struct ProposalCacheTests {
  @Test("a node asked about more proposals than it keeps inline answers each as it did first")
  func manyProposals() {
    var cache = ProposalCache<Size>()
    let proposals = (0..<9).map { ProposedSize(width: $0 == 4 ? nil : $0, height: $0 % 3 == 0 ? nil : $0) }
    for (index, proposal) in proposals.enumerated() {
      #expect(cache.value(for: proposal) == nil)
      cache.insert(Size(width: index, height: index * 2), for: proposal)
    }
    #expect(cache.count == proposals.count)
    for (index, proposal) in proposals.enumerated() {
      #expect(cache.value(for: proposal) == Size(width: index, height: index * 2))
    }
    #expect(cache.value(for: ProposedSize(width: 100, height: 100)) == nil)
  }

}
