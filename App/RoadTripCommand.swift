import Gazetteer
import Geo
import Platform
import TextUI
import TripModels
import TripStore

/// The `roadtrip` command: turns the command line into a run of the app, a script, an export or an
/// import, and maps every failure to its exit status and one-line message.
@MainActor
public enum RoadTripCommand {
  /// The process's run: makes standard streams safe to write (closed ones reserved, a closed pipe
  /// an error rather than a signal), runs the command for `arguments` (without the program name)
  /// and returns the exit status.
  public static func main(arguments: [String]) async -> ExitStatus {
    StandardStreams.reserveClosedStreams()
    StandardStreams.ignoreBrokenPipes()
    return await run(arguments: arguments)
  }

  /// Runs the command for `arguments` (without the program name) and returns the exit status.
  static func run(arguments: [String]) async -> ExitStatus {
    let invocation: Invocation
    do {
      invocation = try ArgumentParser.parse(arguments)
    } catch {
      StandardError.report(error.description)
      return .usage
    }
    let location = StoreLocation.resolve(explicitPath: invocation.storePath)

    switch invocation.mode {
    case .help:
      return writeOrReport(HelpText.usage(storePath: location.path) + "\n")
    case .version:
      return writeOrReport(HelpText.version + "\n")
    default:
      break
    }
    // A bad router time limit is refused before anything runs, as a bad argument is.
    do {
      _ = try RouterSetting.timeout(environment: AppConfiguration.processEnvironment())
    } catch {
      StandardError.report(error.description)
      return .usage
    }

    let store: SQLiteTripStore
    do {
      store = try SQLiteTripStore(location: location)
    } catch {
      StandardError.report(StoreFailureMessage.text(for: error))
      return .storeUnavailable
    }

    if let damage = store.damage, !Self.isExport(invocation) {
      StandardError.report(
        StoreFailureMessage.text(for: TripStoreError.damagedReadOnly(path: store.path, reason: damage)))
    }
    let status = await run(invocation, store: store)
    store.settleBeforeExit()
    return status
  }

  private static func run(_ invocation: Invocation, store: SQLiteTripStore) async -> ExitStatus {
    switch invocation.mode {
    case .export(let format, let trip, let output):
      // A damaged store exports what can be read, never silently: the damage is said first, and
      // the exit status is 3 even when the file was written.
      var damage = store.damage
      do {
        try store.verifyIntegrity()
      } catch {
        guard case .corrupt(_, let reason) = error else {
          StandardError.report(StoreFailureMessage.text(for: error))
          return .storeUnavailable
        }
        damage = damage ?? reason
      }
      // A dated trip's GPX gives each stop its planned time: one trip's, or every dated trip's
      // worked out before the export streams (docs/itinerary.md).
      var times = PlannedStopTimes.none
      if format == .gpx, let sources = itinerarySources(invocation, store: store) {
        if let trip {
          if let selected = try? ExchangeCommands.select(trip, from: store) {
            times = await PlannedStopTimes.of(selected, sources: sources)
          }
        } else if let planned = try? await PlannedStopTimes.ofDatedTrips(in: store, sources: sources) {
          times = planned
        }
      }
      if let damage {
        StandardError.report(
          "store \(store.path) is damaged (\(damage)) — exporting what can be read; check it against a "
            + "backup before you rely on it (exit status 3)")
      }
      let status = ExchangeCommands.export(
        from: store, format: format, trip: trip, output: output, force: invocation.force,
        protectedPaths: store.files, times: times)
      return damage != nil && status == .success ? .storeUnavailable : status
    case .itinerary(let trip):
      guard let sources = itinerarySources(invocation, store: store) else { return .storeUnavailable }
      return await ItineraryCommands.itinerary(from: store, trip: trip, sources: sources)
    case .calendar(let trip, let output):
      guard let sources = itinerarySources(invocation, store: store) else { return .storeUnavailable }
      return await ItineraryCommands.calendar(
        from: store, trip: trip, output: output, force: invocation.force, protectedPaths: store.files,
        sources: sources)
    case .importFile(let path):
      return ExchangeCommands.importFile(
        path, into: store, format: invocation.importFormat,
        onConflict: invocation.replaceOnImport ? .replace : .keepBoth)
    case .route(let trip):
      return await route(trip: trip, invocation: invocation, store: store)
    case .script(let source):
      return await runScript(source: source, invocation: invocation, store: store)
    case .automatic:
      if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
        return await InteractiveRunner.run(invocation: invocation, store: store)
      }
      if isatty(STDIN_FILENO) == 1 {
        // Typed keys with nowhere to show the screen: neither full screen nor a script makes sense.
        StandardError.report(
          "the full-screen app needs a terminal for output too — run it without redirecting its output, "
            + "or pass commands with --script FILE")
        return .usage
      }
      return await runScript(source: "-", invocation: invocation, store: store)
    case .help, .version:
      return .success
    }
  }

  /// Where the itinerary commands find zones (the gazetteer), units and kept road legs.
  private static func itinerarySources(_ invocation: Invocation, store: SQLiteTripStore) -> ItineraryCommands
    .Sources?
  {
    do {
      let configuration = try AppConfiguration(invocation: invocation, repository: store)
      return ItineraryCommands.Sources(
        naming: PlaceSearchTimeZoneNaming(places: Gazetteer()), units: configuration.units, roads: store,
        options: configuration.routingOptions)
    } catch {
      StandardError.report(StoreFailureMessage.text(for: error))
      return nil
    }
  }

  /// `roadtrip route`: the units and the router as every run takes them (`--router`, else
  /// `ROADTRIP_ROUTER`, else the remembered router).
  private static func route(trip: String?, invocation: Invocation, store: SQLiteTripStore) async
    -> ExitStatus
  {
    let units: DistanceUnit
    let url: String?
    do {
      units = try AppConfiguration.units(invocation: invocation, repository: store)
      url = try RouterSetting.url(
        flag: invocation.router, environment: AppConfiguration.processEnvironment(), repository: store)
    } catch {
      StandardError.report(StoreFailureMessage.text(for: error))
      return .storeUnavailable
    }
    return await RouteCommand.run(trip: trip, url: url, units: units, store: store)
  }

  private static func isExport(_ invocation: Invocation) -> Bool {
    if case .export = invocation.mode { return true }
    return false
  }

  private static func writeOrReport(_ text: String) -> ExitStatus {
    do {
      try StandardOutput.write(text)
      return .success
    } catch {
      StandardError.report("cannot write to standard output: \(error.description)")
      return .outputFailed
    }
  }

  private static func runScript(source: String, invocation: Invocation, store: SQLiteTripStore) async
    -> ExitStatus
  {
    let text: String
    do {
      text = try ScriptSource.read(source)
    } catch {
      StandardError.report(error.description)
      return .usage
    }
    let configuration: AppConfiguration
    do {
      configuration = try AppConfiguration(
        invocation: invocation, repository: store, protectedPaths: store.files)
    } catch {
      StandardError.report(StoreFailureMessage.text(for: error))
      return .storeUnavailable
    }
    let session = AppSession(configuration: configuration, size: invocation.size ?? .standardTerminal)
    if let link = invocation.openURL {
      if let error = await session.open(link: link) {
        StandardError.report(error)
        return .usage
      }
    }
    var runner = ScriptRunner(session: session)
    runner.storeFailures = {
      (store.failureCount, store.lastFailure.map { StoreFailureMessage.text(for: $0) })
    }
    return await runner.run(script: text)
  }
}
