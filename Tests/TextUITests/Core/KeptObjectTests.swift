import Observation
import TestSupport
import Testing

@testable import TextUI

/// A cache kept by the host for a view while it is on screen, not held by the view value.
@MainActor
@Suite("Kept objects")
struct KeptObjectTests {
  /// How many caches were made.
  @MainActor
  final class Counter {
    var made = 0
  }

  /// A cache that knows its number and how often it was read.
  @MainActor
  final class Cache {
    let number: Int
    var reads = 0

    init(_ counter: Counter) {
      counter.made += 1
      number = counter.made
    }
  }

  @MainActor
  @Observable
  final class Model {
    var shown = true
    var label = "a"
  }

  struct Screen: View {
    let model: Model
    let counter: Counter

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text(model.label)
        if model.shown {
          KeptObject({ Cache(counter) }) { cache in
            Text(Self.read(cache))
          }
        }
      }
    }

    @MainActor static func read(_ cache: Cache) -> String {
      cache.reads += 1
      return "cache \(cache.number), read \(cache.reads)"
    }
  }

  @Test(
    "one object for as long as the view is shown; a frame without it drops it, and the next makes a new one")
  func keptWhileShown() {
    let model = Model()
    let counter = Counter()
    let host = ScreenHost(size: Size(width: 24, height: 2)) { Screen(model: model, counter: counter) }
    #expect(host.plainText == "a\ncache 1, read 1")
    model.label = "b"
    #expect(host.plainText == "b\ncache 1, read 2")
    model.shown = false
    #expect(host.plainText == "b\n")
    model.shown = true
    #expect(host.plainText == "b\ncache 2, read 1")
    #expect(counter.made == 2)
  }

  @Test("two hosts of the same view keep an object each")
  func perHost() {
    let model = Model()
    let counter = Counter()
    let first = ScreenHost(size: Size(width: 24, height: 2)) { Screen(model: model, counter: counter) }
    let second = ScreenHost(size: Size(width: 24, height: 2)) { Screen(model: model, counter: counter) }
    #expect(first.plainText == "a\ncache 1, read 1")
    #expect(second.plainText == "a\ncache 2, read 1")
  }
}
