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

  /// Reads and parses the bundled `borders-110m.tsv`, straight from the bytes linked into the app.
  public static func loadBundled() throws(BasemapError) -> Basemap {
    let name = "borders-110m.tsv"
    let count = roadtrip_borders_size()
    guard count > 0 else { throw .missingResource(name) }
    return Basemap(
      rings: try BasemapParser(UnsafeBufferPointer(start: roadtrip_borders_bytes(), count: count)).rings())
  }

  /// Parses the data: `#` comment lines, then one ring a line — code, tab, country name, tab,
  /// `lat,lon` pairs separated by spaces. Blank lines are skipped; lines end with `\n`, `\r\n` or
  /// `\r`.
  /// - Throws: ``BasemapError/badLine(line:problem:)`` naming the first bad line.
  public static func parse(_ text: String) throws(BasemapError) -> Basemap {
    var text = text
    let rings = text.withUTF8 { bytes in
      Result { () throws(BasemapError) in try BasemapParser(bytes).rings() }
    }
    return Basemap(rings: try rings.get())
  }
}
