import Routing
import TestSupport
import Testing
import TripModels

@testable import App

/// Where the road router comes from: `--router`, else `ROADTRIP_ROUTER`, else the store; with none
/// there is no router at all, so nothing is ever sent.
@MainActor
@Suite("Router setting")
struct RouterSettingTests {
  private func configuration(
    _ arguments: [String], environment: [String: String] = [:], remembered: String? = nil
  ) throws -> AppConfiguration {
    let repository = InMemoryTripRepository()
    if let remembered { try repository.setSetting(RouterSetting.urlSetting, to: remembered) }
    return try AppConfiguration(
      invocation: try ArgumentParser.parse(arguments), repository: repository, environment: environment)
  }

  @Test("no flag, no variable and nothing remembered: no router")
  func noRouter() throws {
    #expect(try configuration([]).roadRouter == nil)
  }

  @Test("the flag wins over the variable, the variable over the store")
  func precedence() throws {
    let variable = [RouterSetting.environmentVariable: "http://from-variable:8002"]
    let stored = "http://remembered:8002"
    #expect(
      try configuration(["--router", "https://from-flag"], environment: variable, remembered: stored)
        .roadRouter?.routerURL == "https://from-flag")
    #expect(
      try configuration([], environment: variable, remembered: stored).roadRouter?.routerURL
        == "http://from-variable:8002")
    #expect(try configuration([], remembered: stored).roadRouter?.routerURL == stored)
  }

  @Test("--router takes only an http or https URL without spaces or control characters")
  func validated() {
    for bad in ["ftp://x", "router.local", "http://a b", "http://x\u{1B}[2J"] {
      #expect(throws: UsageError.self) { _ = try ArgumentParser.parse(["--router", bad]) }
    }
  }

  @Test("ROADTRIP_ROUTER_TIMEOUT gives whole seconds from 1 to 600; unset or empty is 10 s")
  func timeout() throws {
    let variable = RouterSetting.timeoutVariable
    #expect(try RouterSetting.timeout(environment: [:]) == .seconds(10))
    #expect(try RouterSetting.timeout(environment: [variable: ""]) == .seconds(10))
    #expect(try RouterSetting.timeout(environment: [variable: "1"]) == .seconds(1))
    #expect(try RouterSetting.timeout(environment: [variable: "600"]) == .seconds(600))
    for bad in ["0", "601", "1.5", " 5", "5s", "-1", "0010", "\u{1B}[2J"] {
      #expect(throws: UsageError.self, "\(bad)") { try RouterSetting.timeout(environment: [variable: bad]) }
    }
  }
}
