import Observation
import TestSupport
import Testing

@testable import TextUI

/// Regression: a render made stale by an explicit `invalidate()` leaves the previous render's
/// observation armed. When a property both renders read changes, both handlers fire; the older
/// one must not hide the newer render's change (the frame would stay stale, and a script's
/// `print` after `open 1` showed the screen before the push).
@MainActor
@Suite("Screen host: stale frames")
struct ScreenHostStaleFrameTests {
  @Test("a change after an explicit invalidation and re-render is never lost")
  func olderObservationDoesNotHideNewerChange() {
    for _ in 0..<20 {
      let model = TripsModel()
      let host = ScreenHost(size: Size(width: 30, height: 6)) { [model] in TripsView(model: model) }
      host.render()
      host.invalidate()
      host.render()
      #expect(!host.needsRender)
      model.trips.append("Forest")
      #expect(host.needsRender)
      #expect(host.plainText.contains("Forest"))
    }
  }
}
