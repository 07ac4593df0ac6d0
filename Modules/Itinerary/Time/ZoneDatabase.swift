import Platform
import Synchronization

/// The system's tz database: `/usr/share/zoneinfo/<Zone>` (or under `$TZDIR`), the same files on
/// macOS and Linux. Zones are read once and kept; a name without a file gives nil.
public final class ZoneDatabase: Sendable {
  /// The folder the zone files are read from.
  public let directory: String
  private let cache = Mutex<[String: TimeZoneRules?]>([:])

  /// The database under `directory`, by default `$TZDIR` or `/usr/share/zoneinfo`.
  public init(directory: String? = nil) {
    if let directory {
      self.directory = directory
    } else if let variable = getenv("TZDIR"), let text = String(validatingCString: variable), !text.isEmpty {
      self.directory = text
    } else {
      self.directory = "/usr/share/zoneinfo"
    }
  }

  /// The database most callers share.
  public static let system = ZoneDatabase()

  /// The zone called `name` ("Europe/Berlin"), or nil when the name is not a zone here. "UTC" is
  /// always known.
  public func zone(named name: String) -> TimeZoneRules? {
    if let known = cache.withLock({ $0[name] }) { return known }
    let zone = load(name)
    cache.withLock { $0[name] = zone }
    return zone
  }

  /// The zone called `name`, or UTC when there is none (docs/itinerary.md says where this shows).
  public func zoneOrUTC(named name: String?) -> TimeZoneRules {
    name.flatMap { zone(named: $0) } ?? .utc
  }

  // MARK: - Reading files

  private func load(_ name: String) -> TimeZoneRules? {
    guard Self.isSafeName(name) else { return nil }
    guard let bytes = Self.readFile(directory + "/" + name) else {
      return name == "UTC" ? .utc : nil
    }
    return try? TZifReader.read(bytes, name: name)
  }

  /// Letters, digits, `_+-` and single slashes between parts; no `..`, no leading slash.
  static func isSafeName(_ name: String) -> Bool {
    guard !name.isEmpty, name.utf8.count < 128 else { return false }
    let parts = name.split(separator: "/", omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      !part.isEmpty && part != "." && part != ".."
        && part.utf8.allSatisfy { byte in
          (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".")
        }
    }
  }

  /// The whole file at `path` (at most 1 MiB; zone files are a few KiB), or nil.
  private static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 16_384)
    while bytes.count < 1 << 20 {
      let count = buffer.withUnsafeMutableBytes { Platform.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { return nil }
      if count == 0 { return bytes }
      bytes.append(contentsOf: buffer[0..<count])
    }
    return nil
  }
}
