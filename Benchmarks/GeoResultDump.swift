import Foundation
import Gazetteer
import Geo

/// `roadtrip-bench geo-dump OUT PLACES_TSV [QUALITY_TSV]` writes every result (50 per query) of a
/// large deterministic query set to OUT, one line per query: the query mix and each of its typed
/// prefixes, the quality table's queries, and names from the GeoNames file cut short, with one typo,
/// in capitals, and followed by a country code. Two dumps made before and after a change to the
/// search must be identical when the change only makes it faster (`cmp` them).
enum GeoResultDump {
  /// Runs the dump; exits with status 1 when an input cannot be read or the output cannot be written.
  static func run(output: String, places: String, quality: String?) {
    guard let placesText = try? String(contentsOfFile: places, encoding: .utf8) else {
      print("geo-dump: cannot read \(places) — pass places-500.tsv")
      exit(1)
    }
    var queries = GeoQueryMix.queries
    for query in GeoQueryMix.queries {
      var typed = ""
      for character in query {
        typed.append(character)
        queries.append(typed)
      }
    }
    if let quality, let text = try? String(contentsOfFile: quality, encoding: .utf8) {
      for line in text.split(separator: "\n") where !line.hasPrefix("#") {
        if let query = line.split(separator: "\t").first { queries.append(String(query)) }
      }
    }
    queries += generated(from: placesText)
    let frozen = queries
    let lines =
      GeoBenchmarks.awaitResult { () -> [String] in
        let gazetteer = Gazetteer()
        var lines: [String] = []
        for query in frozen {
          let found = try await gazetteer.search(query, limit: 50)
          let rows = found.map { place in
            "\(place.id)/\(place.match.map { String($0.rawValue) } ?? "-")/\(place.alternateName ?? "")"
          }
          lines.append("\(query)\t\(rows.joined(separator: " "))")
        }
        return lines
      } ?? []
    do {
      try (lines.joined(separator: "\n") + "\n").write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
      print("geo-dump: cannot write \(output): \(error)")
      exit(1)
    }
    print("geo-dump: \(lines.count) queries written to \(output)")
  }

  /// Queries made from every 40th place of the GeoNames file: its name and one alternate name,
  /// whole, cut to 3…6 characters, with a deleted, doubled, swapped or replaced letter, in capitals,
  /// and with the country code after a comma.
  private static func generated(from text: String) -> [String] {
    var generator = SplitMix64(seed: 2_024)
    var queries: [String] = []
    for (number, line) in text.split(separator: "\n").enumerated() where number > 0 && number % 40 == 0 {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count > 9 else { continue }
      var names = [String(fields[1])]
      let alternates = fields[9].split(separator: "|")
      if !alternates.isEmpty {
        names.append(String(alternates[Int(generator.next() % UInt64(alternates.count))]))
      }
      for name in names {
        let characters = Array(name)
        guard !characters.isEmpty else { continue }
        queries.append(name)
        queries.append(String(characters.prefix(3 + Int(generator.next() % 4))))
        queries.append(name.uppercased())
        queries.append("\(name), \(fields[2])")
        let at = Int(generator.next() % UInt64(characters.count))
        var edited = characters
        switch generator.next() % 4 {
        case 0: edited.remove(at: at)
        case 1: edited.insert(characters[at], at: at)
        case 2 where at + 1 < characters.count: edited.swapAt(at, at + 1)
        default: edited[at] = "e"
        }
        queries.append(String(edited))
      }
    }
    return queries
  }
}
