import App
import Foundation
import TextUI

/// One side of the key → frame figures: the whole app (``HeadlessSession``: the `AppSession`, its
/// shell, the screens, the store) at 120×40 on its own store, a trip open with its middle stop
/// selected. Every timed step is key bytes in, decoded by the terminal's decoder, handled and
/// settled as the run loop handles it, the frame rendered and diffed into the bytes a terminal is
/// sent.
@MainActor
final class KeySide {
  /// Why a side could not be set up.
  struct SetupError: Error, CustomStringConvertible {
    let description: String
  }

  let app: HeadlessSession
  /// The selected row (1-based) every figure starts from: the middle stop.
  let middleRow: Int
  /// Whether the stop editor is open (the typing figures keep it open).
  private var isEditorOpen = false
  /// Whether the last keystroke in the editor typed a character (the next one erases it).
  private var typed = false

  /// Opens the store at `path` as `roadtrip --store PATH` does (no router, whatever the
  /// environment says), goes to its first trip and selects its middle stop of `stopCount`.
  init(storePath: String, stopCount: Int) async throws {
    app = try HeadlessSession(
      arguments: ["--store", storePath], environment: [:], size: LongTripKeyBenchmarks.size)
    try await app.open(link: "roadtrip://trips/1")
    middleRow = stopCount / 2
    try await reselect()
  }

  // MARK: - Steps

  /// Selects the middle stop again (untimed), as the script command `select` does.
  func reselect() async throws {
    try await app.run("select \(middleRow)")
  }

  /// The seconds from `key`'s bytes sent to the frame encoded.
  func timed(_ key: TerminalKey) async -> Double {
    let start = ContinuousClock.now
    await app.send(key.bytes)
    return (ContinuousClock.now - start).seconds
  }

  /// Sends `keys` untimed.
  func untimed(_ keys: [TerminalKey]) async {
    for key in keys { await app.send(key.bytes) }
  }

  // MARK: - Figures

  /// `key` timed, then `back` (untimed, when given) and the middle stop selected again when asked.
  func key(_ key: TerminalKey, then back: TerminalKey?, reselecting: Bool = false) async throws -> Double {
    let time = await timed(key)
    if let back { await untimed([back]) }
    if reselecting { try await reselect() }
    return time
  }

  /// `keys` sent untimed, then `key` timed, then `u` untimed (the middle stop selected again).
  func key(_ key: TerminalKey, after keys: [TerminalKey] = []) async throws -> Double {
    await untimed(keys)
    let time = await timed(key)
    await untimed([.character("u")])
    try await reselect()
    return time
  }

  /// "Move to…" the stop five places later: `M` and the position typed untimed, Enter timed, the
  /// move undone untimed.
  func moveTo() async throws -> Double {
    let position = String(middleRow + 5).map { TerminalKey.character($0) }
    return try await key(.enter, after: [.character("M")] + position)
  }

  /// `keys` sent untimed (an edit: K, or d then y), then `u` timed; or `keys` and `u` untimed, `U`
  /// timed and `u` again untimed.
  func undoOrRedo(undo: Bool, of keys: [TerminalKey]) async throws -> Double {
    await untimed(keys)
    let time: Double
    if undo {
      time = await timed(.character("u"))
    } else {
      await untimed([.character("u")])
      time = await timed(.character("U"))
      await untimed([.character("u")])
    }
    try await reselect()
    return time
  }

  /// Enter on the middle stop until the stop editor's first frame is encoded; then Esc closes it,
  /// untimed.
  func openEditor() async throws -> Double {
    let time = await timed(.enter)
    try requireEditor()
    if ProcessInfo.processInfo.environment["ROADTRIP_BENCH_KEY_SHOW"] == "1" { print(app.plainFrame) }
    await untimed([.escape])
    return time
  }

  /// One keystroke in the editor's `field` (holding `text`): `character`, then ⌫ the next
  /// time, each timed until its frame (and, in Search, its results) is on screen. The editor is
  /// opened once and kept open; the field is focused untimed.
  func typeInEditor(field: String, text: String, character: Character = "x") async throws -> Double {
    if !isEditorOpen {
      await untimed([.enter])
      try requireEditor()
      isEditorOpen = true
    }
    if app.focusedLabel != field {
      if typed { await untimed([.backspace]) }  // the last field back as it was
      typed = false
      // The field focused holding `text` (its own for Name and Note), as the script command `set`
      // does it; End then puts the cursor after the text.
      try await app.run("set \(field) \"\(text)\"")
      await untimed([.end])
      guard app.focusedLabel == field else {
        throw SetupError(description: "set did not focus the editor's \(field) field")
      }
      try requireEditor()
    }
    let time = await timed(typed ? .backspace : .character(character))
    typed.toggle()
    try requireEditor()
    if ProcessInfo.processInfo.environment["ROADTRIP_BENCH_KEY_SHOW"] == "1" { print(app.plainFrame) }
    return time
  }

  /// Checks that the day plan is shown with its days worked out (`P` was sent; its work awaited).
  func waitForDays() async throws {
    let frame = app.plainFrame
    guard frame.contains("Days · P legs"), !frame.contains("Working out the days") else {
      throw SetupError(description: "P did not show the days:\n\(frame)")
    }
  }

  private func requireEditor() throws {
    // The title trail ends at the stop being edited.
    guard app.plainFrame.contains("› Stop: Stop \(middleRow)\n") else {
      throw SetupError(description: "Enter did not open the stop editor:\n\(app.plainFrame)")
    }
  }
}

/// A key as the bytes an xterm-compatible terminal sends for it (the benchmarks' keys).
enum TerminalKey {
  case character(Character)
  case up, down, end, enter, escape, backspace

  var bytes: [UInt8] {
    switch self {
    case .character(let character): Array(String(character).utf8)
    case .up: Array("\u{1B}[A".utf8)
    case .down: Array("\u{1B}[B".utf8)
    case .end: Array("\u{1B}[F".utf8)
    case .enter: [0x0D]
    case .escape: [0x1B]
    case .backspace: [0x7F]
    }
  }
}
