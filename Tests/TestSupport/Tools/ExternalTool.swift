import Foundation
import Testing

/// A program some tests drive from outside (a terminal multiplexer, a reference library), which a
/// machine with only Swift may lack.
///
/// Tests that need one carry ``Testing/Trait/requires(_:)``: where the tool is missing they are
/// skipped, and Swift Testing reports each skip by name with the reason. CI sets
/// `ROADTRIP_REQUIRE_TOOLS=1`, which runs them regardless, so there a missing tool is a failure.
public enum ExternalTool: String, Sendable, CaseIterable {
  /// `tmux`, which types keys into the real app in a pseudo-terminal.
  case tmux
  /// `python3`.
  case python3
  /// Python's `gpxpy`, an independent GPX reader that checks exports.
  case gpxpy
  /// Python's `icalendar`, an independent iCalendar reader that checks calendar exports.
  case icalendar
  /// Python's `vobject`, a second iCalendar reader.
  case vobject
  /// GDAL's `ogrinfo`, which reads KML, GeoJSON, CSV and GPX as GIS software does.
  case ogrinfo
  /// GDAL's `ogr2ogr`, which converts between those formats.
  case ogr2ogr
  /// A real Valhalla routing server, named by `ROADTRIP_VALHALLA_URL` (`scripts/valhalla-test-server
  /// start` runs one on the Helsinki extract and prints its URL).
  case valhalla

  /// Whether the tool can be run here (or tests are told to run regardless).
  public var isAvailable: Bool {
    ExternalTool.isRequired || ExternalTool.found.contains(self)
  }

  /// Whether `ROADTRIP_REQUIRE_TOOLS=1` is set: tests needing tools run even where tools are missing.
  public static var isRequired: Bool {
    ProcessInfo.processInfo.environment["ROADTRIP_REQUIRE_TOOLS"] == "1"
  }

  /// Runs `python3 -c program arguments…` and returns its standard output.
  /// - Throws: ``ToolFailure`` when it cannot start or exits with a non-zero status.
  public static func runPython(_ program: String, arguments: [String] = []) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", program] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ToolFailure(message: String(decoding: errorData, as: UTF8.self))
    }
    return data
  }

  /// Runs `program arguments…` (found on the path) and returns its standard output.
  /// - Throws: ``ToolFailure`` when it cannot start or exits with a non-zero status.
  public static func run(_ program: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ToolFailure(message: "\(program): " + String(decoding: errorData, as: UTF8.self))
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// What to install, for the skip message.
  var installHint: String {
    switch self {
    case .tmux: "install tmux"
    case .python3: "install python3"
    case .gpxpy: "pip install gpxpy"
    case .icalendar: "pip install icalendar"
    case .vobject: "pip install vobject"
    case .ogrinfo, .ogr2ogr: "apt-get install gdal-bin"
    case .valhalla: "set ROADTRIP_VALHALLA_URL to the URL scripts/valhalla-test-server start prints"
    }
  }

  /// The tools found on this machine, looked up once.
  private static let found: Set<ExternalTool> = {
    var found: Set<ExternalTool> = []
    if valhallaURL != nil { found.insert(.valhalla) }
    if onPath("tmux") { found.insert(.tmux) }
    if onPath("ogrinfo") { found.insert(.ogrinfo) }
    if onPath("ogr2ogr") { found.insert(.ogr2ogr) }
    if onPath("python3") {
      found.insert(.python3)
      if runs("python3", ["-c", "import gpxpy"]) { found.insert(.gpxpy) }
      if runs("python3", ["-c", "import icalendar"]) { found.insert(.icalendar) }
      if runs("python3", ["-c", "import vobject"]) { found.insert(.vobject) }
    }
    return found
  }()

  /// The Valhalla server's URL from `ROADTRIP_VALHALLA_URL`, nil when it is not set.
  public static var valhallaURL: String? {
    ProcessInfo.processInfo.environment["ROADTRIP_VALHALLA_URL"].flatMap { $0.isEmpty ? nil : $0 }
  }

  private static func onPath(_ name: String) -> Bool {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
  }

  private static func runs(_ program: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [program] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only where `tools` are available (always when `ROADTRIP_REQUIRE_TOOLS=1`).
  public static func requires(_ tools: ExternalTool...) -> Self {
    let missing = tools.filter { !$0.isAvailable }
    return .enabled(
      if: missing.isEmpty,
      Comment(
        rawValue: "needs \(missing.map(\.rawValue).joined(separator: ", ")) ("
          + missing.map(\.installHint).joined(separator: "; ") + ")"))
  }
}

/// An external tool failed.
public struct ToolFailure: Error, CustomStringConvertible {
  /// What it printed on standard error.
  public var message: String
  /// See `CustomStringConvertible`.
  public var description: String { message }

  /// A failure with `message`.
  public init(message: String) {
    self.message = message
  }
}
