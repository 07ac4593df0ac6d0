import Testing
import TripModels

@testable import TripStore

/// Settings that belong together (a router's URL and its avoid options) are written in one
/// transaction: a store that fails part-way keeps neither, never one without the other.
@MainActor
@Suite("Settings written together")
struct SettingsTransactionTests {
  private let pair = ["router": "http://router.test", "router-avoid": "tolls,ferries"]

  /// A trigger that fails the write of either setting of the pair once the other is in the table:
  /// whichever is written second fails, as a full disk might fail it.
  private func refuseSecondOfPair(on path: String) throws {
    try OtherConnection.execute(
      """
      CREATE TRIGGER refuse_second BEFORE INSERT ON setting
      WHEN NEW.key IN ('router', 'router-avoid')
        AND (SELECT count(*) FROM setting WHERE key IN ('router', 'router-avoid') AND key <> NEW.key) > 0
      BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END;
      """, on: path)
  }

  @Test("several settings are remembered at once and read back, also after a reopen")
  func written() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("settings.sqlite")
    do {
      let store = try SQLiteTripStore(path: path)
      try store.setSettings(pair)
      #expect(try store.setting("router") == "http://router.test")
      #expect(try store.setting("router-avoid") == "tolls,ferries")
      try store.setSettings(["router": "", "router-avoid": ""])
      #expect(try store.setting("router") == "")
    }
    let reopened = try SQLiteTripStore(path: path)
    #expect(try reopened.setting("router") == "")
    #expect(try reopened.setting("router-avoid") == "")
  }

  @Test("a failure writing the second setting leaves neither written")
  func failurePartWay() throws {
    let folder = TemporaryDirectory()
    // Two single writes: the first stays when the second fails (what the trigger does).
    let separatePath = folder.file("separate.sqlite")
    let separate = try SQLiteTripStore(path: separatePath)
    try refuseSecondOfPair(on: separatePath)
    try separate.setSetting("router", to: "http://router.test")
    #expect(throws: TripStoreError.self) { try separate.setSetting("router-avoid", to: "tolls") }
    #expect(try separate.setting("router") == "http://router.test")

    // One write of both: neither.
    let path = folder.file("together.sqlite")
    let store = try SQLiteTripStore(path: path)
    try refuseSecondOfPair(on: path)
    #expect(throws: TripStoreError.self) { try store.setSettings(pair) }
    #expect(try store.setting("router") == nil)
    #expect(try store.setting("router-avoid") == nil)
    #expect(try OtherConnection.rows("SELECT key FROM setting WHERE key LIKE 'router%'", on: path).isEmpty)
  }

  @Test("a store another program holds locked refuses the pair whole, and keeps the old pair")
  func locked() throws {
    let folder = TemporaryDirectory()
    let path = folder.file("locked.sqlite")
    let store = try SQLiteTripStore(path: path, busyTimeout: .milliseconds(50))
    try store.setSettings(["router": "http://old.test", "router-avoid": ""])
    let lock = try OtherConnection.holdLock(on: path, exclusive: false)
    #expect(throws: TripStoreError.locked(path: store.path)) { try store.setSettings(pair) }
    lock.release()
    #expect(try store.setting("router") == "http://old.test")
    #expect(try store.setting("router-avoid") == "")
  }
}
