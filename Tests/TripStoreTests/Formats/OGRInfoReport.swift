import Foundation
import TestSupport

/// What `ogrinfo -ro -al -q FILE` prints, read back: each layer's features with their fields and
/// their geometry's type and positions (GDAL 3.6 has no JSON output for ogrinfo).
struct OGRInfoReport {
  struct Feature {
    var fields: [String: String] = [:]
    /// `POINT`, `LINESTRING`, … as GDAL names it.
    var geometryType = ""
    /// The positions as (longitude, latitude).
    var positions: [(longitude: Double, latitude: Double)] = []
  }

  struct Layer {
    var name: String
    var features: [Feature] = []
  }

  var layers: [Layer] = []

  /// Runs ogrinfo on `path` with `options` (such as `-oo X_POSSIBLE_NAMES=…`).
  init(path: String, options: [String] = []) throws {
    let text = try ExternalTool.run("ogrinfo", ["-ro", "-al", "-q"] + options + [path])
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if line.hasPrefix("Layer name: ") {
        layers.append(Layer(name: String(line.dropFirst("Layer name: ".count))))
      } else if line.hasPrefix("OGRFeature(") {
        layers[layers.count - 1].features.append(Feature())
      } else if line.hasPrefix("  "), !layers.isEmpty, !layers[layers.count - 1].features.isEmpty {
        let body = line.dropFirst(2)
        let last = layers[layers.count - 1].features.count - 1
        if let equals = body.range(of: ") = "), let open = body.range(of: " (") {
          let name = String(body[..<open.lowerBound])
          layers[layers.count - 1].features[last].fields[name] = String(body[equals.upperBound...])
        } else if let open = body.firstIndex(of: "(") {
          let type = body[..<open].trimmingCharacters(in: .whitespaces)
          let numbers = body[open...].split(whereSeparator: { "(), ".contains($0) }).compactMap { Double($0) }
          let dimensions = type.hasSuffix(" Z") ? 3 : 2
          var positions: [(Double, Double)] = []
          var index = 0
          while index + 1 < numbers.count {
            positions.append((numbers[index], numbers[index + 1]))
            index += dimensions
          }
          layers[layers.count - 1].features[last].geometryType = type
          layers[layers.count - 1].features[last].positions = positions
        }
      }
    }
  }

  /// The layer named `name`.
  func layer(_ name: String) -> Layer? { layers.first { $0.name == name } }
}
