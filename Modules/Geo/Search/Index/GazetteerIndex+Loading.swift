import Foundation

extension GazetteerIndex {
  /// Builds the index from the contents of `places.tsv` and `countries.tsv` (DESIGN §4 columns).
  ///
  /// Rows that are malformed (missing columns, bad numbers, coordinates out of range) are skipped.
  /// - Throws: ``GazetteerError/noPlaces(path:)`` when no row is usable; `CancellationError` when the
  ///   loading task is cancelled.
  static func build(places: Data, countries: Data, placesPath: String) throws -> GazetteerIndex {
    var folder = TextFolder()
    let countryRecords = countries.withUnsafeBytes { raw in
      parseCountries(TSVReader(bytes: raw.bindMemory(to: UInt8.self)), folder: &folder)
    }
    return try places.withUnsafeBytes { raw in
      let reader = TSVReader(bytes: raw.bindMemory(to: UInt8.self))
      var rows: [(record: PlaceRecord, alternates: Range<Int>)] = []
      rows.reserveCapacity(40_000)
      reader.forEachRow { _, fields in
        guard fields.count >= 7, let row = parsePlace(reader, fields) else { return }
        rows.append((row, fields.count >= 9 ? fields[8] : fields[6].upperBound..<fields[6].upperBound))
      }
      guard !rows.isEmpty else { throw GazetteerError.noPlaces(path: placesPath) }
      try Task.checkCancellation()
      // Population order, so that place indices rank by population (stable for equal populations).
      let order = rows.indices.sorted {
        rows[$0].record.population != rows[$1].record.population
          ? rows[$0].record.population > rows[$1].record.population : $0 < $1
      }
      var builder = KeyBuilder(folder: folder)
      var records: [PlaceRecord] = []
      records.reserveCapacity(rows.count)
      for (placeIndex, rowIndex) in order.enumerated() {
        let row = rows[rowIndex]
        records.append(row.record)
        builder.startPlace(UInt32(placeIndex))
        builder.add(row.record.name, isMainName: true)
        var start = row.alternates.lowerBound
        for i in row.alternates where reader.bytes[i] == UInt8(ascii: "|") {
          builder.add(reader.slice(start..<i), isMainName: false)
          start = i + 1
        }
        builder.add(reader.slice(start..<row.alternates.upperBound), isMainName: false)
      }
      try Task.checkCancellation()
      return GazetteerIndex(
        records: records, countries: countryRecords, arena: builder.arena, keys: builder.keys,
        words: builder.words)
    }
  }

  // MARK: - Rows

  private static func parsePlace(_ reader: TSVReader, _ fields: [Range<Int>]) -> PlaceRecord? {
    guard let id = reader.int(fields[0]),
      let latitude = reader.double(fields[4]), let longitude = reader.double(fields[5]),
      let coordinate = try? Coordinate.validated(latitude: latitude, longitude: longitude)
    else { return nil }
    let name = reader.string(fields[1])
    guard !name.isEmpty else { return nil }
    return PlaceRecord(
      geonameID: id, name: name, countryCode: reader.string(fields[2]), coordinate: coordinate,
      population: max(0, reader.int(fields[6]) ?? 0))
  }

  private static func parseCountries(_ reader: TSVReader, folder: inout TextFolder) -> [CountryRecord] {
    var countries: [CountryRecord] = []
    reader.forEachRow { _, fields in
      guard fields.count >= 3 else { return }
      let code = packedCountry(reader.string(fields[0]))
      guard code != 0 else { return }
      var folded: [UInt8] = []
      folder.fold(utf8: reader.slice(fields[2]), into: &folded)
      countries.append(CountryRecord(code: code, foldedName: folded))
    }
    return countries
  }
}

/// Folds a place's names into the arena, dropping duplicates, and records full keys and word tails.
private struct KeyBuilder {
  var folder: TextFolder
  var arena: [UInt8] = []
  var keys: [KeyEntry] = []
  var words: [KeyEntry] = []
  private var place: UInt32 = 0
  private var placeKeysStart = 0

  init(folder: TextFolder) {
    self.folder = folder
    arena.reserveCapacity(3_000_000)
    keys.reserveCapacity(260_000)
    words.reserveCapacity(200_000)
  }

  mutating func startPlace(_ index: UInt32) {
    place = index
    placeKeysStart = keys.count
  }

  mutating func add(_ name: String, isMainName: Bool) {
    var name = name
    name.withUTF8 { add($0, isMainName: isMainName) }
  }

  mutating func add(_ bytes: UnsafeBufferPointer<UInt8>, isMainName: Bool) {
    let offset = arena.count
    folder.fold(utf8: bytes, into: &arena)
    let length = arena.count - offset
    guard length > 0, length <= GazetteerIndex.maxKeyLength, !isDuplicate(offset, length) else {
      arena.removeLast(length)
      return
    }
    keys.append(
      KeyEntry(offset: UInt32(offset), length: UInt32(length), place: place, isMainName: isMainName))
    for i in offset..<(offset + length) where arena[i] == 0x20 {
      let tail = UInt32(offset + length - i - 1)
      words.append(KeyEntry(offset: UInt32(i + 1), length: tail, place: place, isMainName: isMainName))
    }
  }

  /// Whether this place already has the key just folded at `offset`.
  private func isDuplicate(_ offset: Int, _ length: Int) -> Bool {
    arena.withUnsafeBufferPointer { bytes in
      var index = placeKeysStart
      while index < keys.count {
        let key = keys[index]
        index += 1
        guard Int(key.length) == length else { continue }
        let other = Int(key.offset)
        var i = 0
        while i < length && bytes[other + i] == bytes[offset + i] { i += 1 }
        if i == length { return true }
      }
      return false
    }
  }
}
