import Foundation
import Geo
import TestSupport
import Testing
import TripModels

@testable import TripStore

/// Import reads a JSON file in one pass straight into trips, and reads a file it refuses again with
/// the tree parser to name the problem: the two readers must agree on which files are good and on
/// the trips in them, whatever the key order, escapes, numbers or unknown keys of a file.
@Suite("Streaming JSON import")
struct StreamingJSONReaderTests {
  private static let tripID = "A0000000-0000-4000-8000-000000000001"
  private static let stopID = "a0000000-0000-4000-8000-000000000002"

  /// Good files in shapes other software (or a hand edit) may write.
  static let goodDocuments: [String] = [
    #"{"version":1,"trips":[]}"#,
    #"{"trips":[{"name":"No id","waypoints":[]}]}"#,
    """
    {"trips":[{"waypoints":[{"location":{"longitude":135.5,"latitude":34.7},"name":"大阪","id":"\(stopID)"}],
     "totalMeters":0,"name":"Keys in another order","id":"\(tripID)","legs":[{"any":[1,2,{"x":null}]}]}],
     "version":1.0}
    """,
    #"{"trips":[{"name":"  Tabs\tand \"quotes\" \\ \/ \u00e9\ud83d\ude00 ","waypoints":[]}],"extra":{"a":[true,false,null]}}"#,
    #"{"trips":[{"name":"Numbers","waypoints":[{"name":"n","note":" line\nbreak ","location":{"latitude":-0,"longitude":1.5e2}},{"name":"m","location":{"latitude":4.9E-3,"longitude":-179.99999999999997}},{"name":"k","location":{"latitude":12345678901234567890e-19,"longitude":0.1000000000000000055511151231257827}}]}]}"#,
    "\u{FEFF}{\"trips\":[{\"name\":\"BOM\",\"waypoints\":[]}]}",
    "  {\r\n\t\"trips\" : [ { \"name\" : \"Spaces\" , \"waypoints\" : [ ] } ] }  \n",
  ]

  @Test("a good file gives the same trips as the tree parser gives")
  func goodFilesAgree() throws {
    for document in Self.goodDocuments {
      let bytes = Self.bytes(document)
      let streamed = try #require(Self.streamed(bytes), "refused: \(document)")
      let tree = try JSONTripReader.trips(in: BoundedJSONParser.parse(bytes))
      #expect(Self.summary(streamed, of: bytes) == Self.summary(tree, of: bytes), "\(document)")
    }
  }

  @Test("every file of the bad-file catalogue is refused by the streaming reader")
  func badFilesRefused() {
    for file in BadImportFile.catalogue where file.fileName.hasSuffix(".json") {
      #expect(Self.streamed(Self.bytes(file.contents)) == nil, "\(file.label)")
    }
  }

  @Test("numbers read as Double(String) reads them, to the last bit")
  func numbersExact() throws {
    var generator = SplitMix64(seed: 7)
    var texts = [
      "0", "-0", "1e22", "1e23", "9007199254740993", "4.9406564584124654e-324", "1.7976931348623157e308",
      "0.30000000000000004", "123456789012345678901234567890", "1e-400", "2e308",
    ]
    for _ in 0..<5_000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite else { continue }
      texts.append("\(value)")
      texts.append(String(Double.random(in: -180...180, using: &generator)))
      texts.append(ExchangeFormatting.meters(Double.random(in: 0...1e7, using: &generator)))
    }
    for text in texts {
      #expect(try Self.scannedNumber(text).bitPattern == Double(text)?.bitPattern, "\(text)")
    }
  }

  @Test("the file's encoding is judged as String(validating:) judges it, without a copy of the file")
  func encodingCheck() {
    var generator = SplitMix64(seed: 11)
    let pieces: [[UInt8]] = [
      Array("plain ASCII text, long enough for eight bytes at a time".utf8), Array("京都 → 大阪 😀".utf8),
      [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0x80], [0xC2],
      [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xEF, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0x7F, 0x00],
    ]
    for _ in 0..<5_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        bytes += pieces.randomElement(using: &generator) ?? []
      }
      if Bool.random(using: &generator), !bytes.isEmpty {
        bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
      let valid = bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
      #expect(valid == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
    }
  }

  @Test("a mutated export is refused, or read exactly as the tree parser reads it")
  func mutationsAgree() throws {
    let base = Array(
      TripExchange.export(
        [
          try Trip(
            id: TripID(), name: "Kansai \"loop\"",
            stops: [
              try Stop(name: "京都", coordinate: Places.kyoto, note: "temples"),
              try Stop(name: "Osaka", coordinate: Places.osaka),
            ])
        ], as: .json
      ).utf8)
    var generator = SplitMix64(seed: 2_026)
    var accepted = 0
    for _ in 0..<3_000 {
      var bytes = base
      let position = Int.random(in: 0..<bytes.count, using: &generator)
      let replacements: [UInt8] = Array("{}[]\",:0123456789-.eE \\ntfu".utf8)
      switch Int.random(in: 0..<3, using: &generator) {
      case 0: bytes[position] = replacements.randomElement(using: &generator) ?? 0x20
      case 1: bytes.remove(at: position)
      default: bytes.insert(replacements.randomElement(using: &generator) ?? 0x20, at: position)
      }
      let tree = (try? BoundedJSONParser.parse(bytes)).flatMap { try? JSONTripReader.trips(in: $0) }
      guard let streamed = Self.streamed(bytes) else { continue }
      accepted += 1
      #expect(
        tree.map { Self.summary($0, of: bytes) } == Self.summary(streamed, of: bytes),
        "\(String(decoding: bytes, as: UTF8.self))")
    }
    #expect(accepted > 100)
  }

  // MARK: - Helpers

  private static func bytes(_ text: String) -> [UInt8] { bytes(Data(text.utf8)) }

  /// The bytes the reader sees: without a byte order mark, as ``TripExchange`` hands them over.
  private static func bytes(_ data: Data) -> [UInt8] {
    let all = [UInt8](data)
    return all.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(all.dropFirst(3)) : all
  }

  private static func streamed(_ bytes: [UInt8]) -> [Trip]? {
    bytes.withUnsafeBufferPointer { try? StreamingJSONTripReader.trips(in: $0) }
  }

  /// The trips as text: names, notes, coordinates to the bit, and the ids the document gives
  /// (ids made for trips and stops without one differ from read to read).
  private static func summary(_ trips: [Trip], of document: [UInt8]) -> [String] {
    let text = String(decoding: document, as: UTF8.self).uppercased()
    func given(_ id: UUID) -> String { text.contains(id.uuidString) ? id.uuidString : "new" }
    return trips.map { trip in
      "\(given(trip.id.uuid)) \(trip.name)|"
        + trip.stops.map {
          "\(given($0.id.uuid)) \($0.name),\($0.note),\($0.coordinate.latitude.bitPattern),\($0.coordinate.longitude.bitPattern)"
        }.joined(separator: ";")
    }
  }

  /// The number `text` as the scanner reads it (it must be all of `text`).
  private static func scannedNumber(_ text: String) throws -> Double {
    try Array(text.utf8).withUnsafeBufferPointer { buffer in
      var reader = JSONByteScanner(bytes: buffer)
      let value = try reader.number(converted: true)
      try reader.finish()
      return value
    }
  }
}
