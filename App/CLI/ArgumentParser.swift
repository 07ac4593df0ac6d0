import Geo
import TripModels
import TripStore

/// Parses the `roadtrip` command line into an ``Invocation``.
enum ArgumentParser {
  /// Parses `arguments` (without the program name).
  static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
    var invocation = Invocation()
    var remaining = arguments[...]
    var subcommand: String?
    var chosenFormat: TripExchange.Format?
    var exportTrip: String?
    var exportOutput: String?
    var importPath: String?
    var calendar = false

    func value(for option: String) throws(UsageError) -> String {
      guard let next = remaining.popFirst() else {
        throw UsageError("\(option) needs a value — see roadtrip --help")
      }
      return next
    }

    while let argument = remaining.popFirst() {
      // `--option=value` is accepted as well as `--option value`.
      var name = argument
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        remaining.insert(String(argument[argument.index(after: equals)...]), at: remaining.startIndex)
      }
      switch name {
      case "-h", "--help": invocation.mode = .help; return invocation
      case "--version": invocation.mode = .version; return invocation
      case "--script": invocation.mode = .script(source: try value(for: name))
      case "--open": invocation.openURL = try value(for: name)
      case "--store":
        let path = try value(for: name)
        guard !path.isEmpty else { throw UsageError("--store needs a file path") }
        invocation.storePath = path
      case "--size": invocation.size = try FrameSizeOption.parse(try value(for: name))
      case "--units":
        let text = try value(for: name)
        guard let unit = DistanceUnit(rawValue: text.lowercased()) else {
          throw UsageError("units '\(text)' are not known — use km or mi")
        }
        invocation.units = unit
      case "--router":
        let text = try value(for: name)
        guard let url = RouterSetting.validated(text) else {
          throw UsageError("--router needs an http:// or https:// URL")
        }
        invocation.router = url
      case "--no-color", "--no-colour": invocation.noColor = true
      case "--format" where subcommand == "export" || subcommand == "import":
        let text = try value(for: name)
        if subcommand == "export", text.lowercased() == "ics" {
          calendar = true
          continue
        }
        guard let format = TripExchange.Format(rawValue: text.lowercased()) else {
          throw UsageError(
            "format '\(text)' is not known — use json, gpx, kml, geojson or csv"
              + (subcommand == "export" ? " (or ics, a trip's itinerary as a calendar)" : ""))
        }
        chosenFormat = format
        calendar = false
      case "--trip" where subcommand == "export" || subcommand == "itinerary" || subcommand == "route":
        exportTrip = try value(for: name)
      case "--force" where subcommand == "export": invocation.force = true
      case "--replace" where subcommand == "import": invocation.replaceOnImport = true
      case "-o", "--output":
        guard subcommand == "export" else { throw UsageError("\(name) goes with export") }
        exportOutput = try value(for: name)
      case "export" where subcommand == nil: subcommand = "export"
      case "import" where subcommand == nil: subcommand = "import"
      case "itinerary" where subcommand == nil: subcommand = "itinerary"
      case "route" where subcommand == nil: subcommand = "route"
      default:
        if subcommand == "import", importPath == nil, !argument.hasPrefix("-") {
          importPath = argument
        } else if argument.hasPrefix("-") {
          throw UsageError("unknown option '\(argument)' — see roadtrip --help")
        } else {
          throw UsageError("unexpected argument '\(argument)' — see roadtrip --help")
        }
      }
    }

    switch subcommand {
    case "export" where calendar || (chosenFormat == nil && exportOutput.map(Self.namesCalendar) == true):
      invocation.mode = .calendar(trip: exportTrip, output: exportOutput)
    case "itinerary":
      invocation.mode = .itinerary(trip: exportTrip)
    case "export":
      // Without --format, the output file's extension chooses (JSON for any other, and stdout).
      let format = chosenFormat ?? exportOutput.flatMap(TripExchange.Format.init(fileExtensionOf:)) ?? .json
      invocation.mode = .export(format: format, trip: exportTrip, output: exportOutput)
    case "import":
      guard let importPath else { throw UsageError("import needs a file — roadtrip import FILE") }
      invocation.mode = .importFile(path: importPath)
      invocation.importFormat = chosenFormat
    case "route":
      invocation.mode = .route(trip: exportTrip)
    default:
      break
    }
    return invocation
  }

  /// Whether `path` ends in `.ics` (any case).
  private static func namesCalendar(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".ics")
  }
}
