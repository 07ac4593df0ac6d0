import CTerminal
import Foundation
import Platform
import Terminal

// MARK: - A pseudo-terminal pair

/// A real pseudo-terminal opened in-process with `openpty`: the code under test gets the slave side
/// as its TTY; the test plays the terminal emulator on the master side (reads what was drawn, types).
final class PseudoTerminal {
  let master: Int32
  let slave: Int32
  private var masterIsOpen = true
  private var slaveIsOpen = true

  struct OpenFailed: Error {}

  init(columns: Int = 80, rows: Int = 24) throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw OpenFailed() }
    self.master = master
    self.slave = slave
  }

  deinit { close() }

  /// Closes both sides (the slave first, as a terminal window closing would).
  func close() {
    if slaveIsOpen { Platform.close(slave) }
    slaveIsOpen = false
    hangUp()
  }

  /// Closes only the master side: for the slave's reader this is a hang-up.
  func hangUp() {
    if masterIsOpen { Platform.close(master) }
    masterIsOpen = false
  }

  /// The slave's current termios settings.
  func slaveSettings() -> termios {
    var settings = termios()
    tcgetattr(slave, &settings)
    return settings
  }

  /// Changes the window size, as a terminal window being resized does.
  func resize(columns: Int, rows: Int) {
    _ = roadtrip_set_window_size(master, UInt16(columns), UInt16(rows))
  }

  /// Types `bytes` as if from the keyboard.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { Platform.write(master, $0.baseAddress, $0.count) }
  }

  /// Types `text` as UTF-8.
  func type(_ text: String) { type(Array(text.utf8)) }

  /// Everything the program has written so far: reads until nothing more arrives for `quiet`
  /// milliseconds.
  func drainOutput(quiet: Int32 = 50) -> [UInt8] {
    var collected: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
      guard poll(&descriptor, 1, quiet) > 0, descriptor.revents & Int16(POLLIN) != 0 else { break }
      let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      collected += buffer[0..<count]
    }
    return collected
  }
}

// MARK: - Settings comparison

extension termios {
  /// The fields that matter for raw mode, comparable (termios itself is not Equatable).
  var summary: [UInt64] {
    var values = [UInt64(c_iflag), UInt64(c_oflag), UInt64(c_cflag), UInt64(c_lflag)]
    withUnsafeBytes(of: c_cc) { values += $0.map { UInt64($0) } }
    return values
  }
}

// MARK: - Waiting for events

/// The next event of `stream`, or nil if none comes within `seconds` (a safety net so a broken
/// build fails instead of hanging; no test depends on how fast events come).
func nextEvent(_ stream: AsyncStream<TerminalEvent>, within seconds: Double = 10) async -> TerminalEvent? {
  await withTaskGroup(of: TerminalEvent?.self) { group in
    group.addTask {
      var iterator = stream.makeAsyncIterator()
      return await iterator.next()
    }
    group.addTask {
      try? await Task.sleep(for: .seconds(seconds))
      return nil
    }
    let first = await group.next() ?? nil
    group.cancelAll()
    return first
  }
}
