import Testing
import TextUI
import TripModels

@testable import App

/// The App adds the advice that names its own options and script commands to errors that only say
/// what happened; the messages read as they always did.
@Suite("Failure messages")
struct FailureMessageTests {
  @Test(
    "a store that cannot be used is reported with what to do with --store",
    arguments: [
      (
        TripStoreError.cannotOpen(path: "/s", reason: "it is a folder, not a store file"),
        "cannot open store /s: it is a folder, not a store file — use --store PATH to choose another file"
      ),
      (
        .notAStore(path: "/s", reason: "the file is empty"),
        "/s is not a RoadTrip store: the file is empty — it was left untouched; "
          + "move it away or use --store PATH to choose another file"
      ),
      (
        .corrupt(path: "/s", reason: "bad page"),
        "store /s is damaged (bad page) — it was left untouched; "
          + "restore it from a backup or use --store PATH to start another"
      ),
      (
        .newerSchema(path: "/s", found: 9, supported: 1),
        "store /s was written by a newer RoadTrip (schema 9, this version reads up to 1) — "
          + "update RoadTrip or use --store PATH to choose another file"
      ),
    ] as [(TripStoreError, String)])
  func storeAdvice(error: TripStoreError, message: String) {
    #expect(!error.description.contains("--store"))
    #expect(StoreFailureMessage.text(for: error) == message)
  }

  @Test("other store errors read as the store says them")
  func storeWithoutAdvice() {
    let error = TripStoreError.locked(path: "/s")
    #expect(StoreFailureMessage.text(for: error) == error.description)
  }

  @Test("a script command that fails says which command works instead")
  func scriptAdvice() {
    #expect(
      ScriptFailureMessage.text(for: InteractionError.noFocusedField(available: ["Name", "Search"]))
        == "no text field has the focus (fields here: Name, Search) — use set LABEL TEXT")
    #expect(
      ScriptFailureMessage.text(for: InteractionError.noFocusedField(available: []))
        == "no text field to type into — this screen has no text fields")
    #expect(
      ScriptFailureMessage.text(for: InteractionError.confirmationOpen("Delete “Alps”? (y/n)"))
        == "a confirmation is open (Delete “Alps”? (y/n)) — answer it with key y or key n")
    #expect(
      ScriptFailureMessage.text(for: TripStoreError.corrupt(path: "/s", reason: "x"))
        .hasSuffix("use --store PATH to start another"))
  }
}
