import CEmbedded

/// Country outlines for drawing a basemap: Natural Earth 1:110m Admin 0 countries (public domain,
/// naturalearthdata.com), 289 rings, 10,654 points.
///
/// The bundled file is parsed once, on first use of ``bundled``; every map shares the result.
public struct Basemap: Sendable, Equatable {
  /// The outlines, in the file's order.
  public let rings: [BasemapRing]

  /// A basemap of `rings`.
  public init(rings: [BasemapRing]) {
    self.rings = rings
  }

  /// No outlines (what a map draws when the data cannot be read).
  public static let empty = Basemap(rings: [])

  /// The bundled outlines, parsed on first use; a failure says what is wrong.
  public static let bundled: Result<Basemap, BasemapError> = Result { () throws(BasemapError) in
    try loadBundled()
  }

  /// The number of points of every ring together.
  public var pointCount: Int { rings.reduce(0) { $0 + $1.points.count } }

  // MARK: - Loading

  /// Reads and parses the bundled `borders-110m.tsv`.
  public static func loadBundled() throws(BasemapError) -> Basemap {
    let name = "borders-110m.tsv"
    let count = roadtrip_borders_size()
    guard count > 0 else { throw .missingResource(name) }
    let bytes = UnsafeBufferPointer(start: roadtrip_borders_bytes(), count: count)
    return try parse(String(decoding: bytes, as: UTF8.self))
  }

  /// Parses the data: `#` comment lines, then one ring a line — code, tab, country name, tab,
  /// `lat,lon` pairs separated by spaces. Blank lines are skipped.
  /// - Throws: ``BasemapError/badLine(line:problem:)`` naming the first bad line.
  public static func parse(_ text: String) throws(BasemapError) -> Basemap {
    var rings: [BasemapRing] = []
    var lineNumber = 0
    for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      lineNumber += 1
      if line.isEmpty || line.first == "#" { continue }
      rings.append(try parseRing(line, lineNumber: lineNumber))
    }
    return Basemap(rings: rings)
  }

  private static func parseRing(_ line: Substring, lineNumber: Int) throws(BasemapError) -> BasemapRing {
    let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
    guard fields.count == 3 else {
      throw .badLine(line: lineNumber, problem: "\(fields.count) tab-separated fields instead of 3")
    }
    var points: [SIMD2<Float>] = []
    for pair in fields[2].split(separator: " ") {
      guard let comma = pair.firstIndex(of: ","),
        let latitude = Float(pair[..<comma]), let longitude = Float(pair[pair.index(after: comma)...]),
        (-90...90).contains(latitude), (-180...180).contains(longitude)
      else { throw .badLine(line: lineNumber, problem: "“\(pair)” is not a lat,lon point") }
      points.append(SIMD2(longitude, latitude))
    }
    guard points.count >= 2, let ring = BasemapRing(country: String(fields[0]), points: points) else {
      throw .badLine(line: lineNumber, problem: "a ring needs at least 2 points")
    }
    return ring
  }
}
