import Foundation
import Testing
import TripModels
import TripStore

@Suite("Store location")
struct StoreLocationTests {
  @Test("--store wins, starts empty and makes no folders")
  func explicitPath() {
    let location = StoreLocation.resolve(
      explicitPath: "~/trips.sqlite", environment: ["HOME": "/home/ann", "ROADTRIP_STORE": "/x.sqlite"])
    #expect(
      location
        == StoreLocation(
          path: "/home/ann/trips.sqlite", seedsSampleTrips: false, createsMissingFolders: false))
  }

  @Test("$ROADTRIP_STORE comes before XDG_DATA_HOME")
  func environmentVariable() {
    let location = StoreLocation.resolve(
      explicitPath: nil, environment: ["ROADTRIP_STORE": "/data/rt.sqlite", "XDG_DATA_HOME": "/xdg"])
    #expect(location == StoreLocation(path: "/data/rt.sqlite", seedsSampleTrips: true))
  }

  @Test("$XDG_DATA_HOME/roadtrip/roadtrip.sqlite")
  func xdgDataHome() {
    let location = StoreLocation.resolve(
      explicitPath: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/h"])
    #expect(location.path == "/xdg/roadtrip/roadtrip.sqlite")
    #expect(location.seedsSampleTrips)
  }

  @Test("~/.local/share/roadtrip/roadtrip.sqlite when nothing is set (empty values count as unset)")
  func homeFallback() {
    let location = StoreLocation.resolve(
      explicitPath: "", environment: ["XDG_DATA_HOME": "", "ROADTRIP_STORE": ""], homeDirectory: "/home/bo")
    #expect(location.path == "/home/bo/.local/share/roadtrip/roadtrip.sqlite")
  }
}
