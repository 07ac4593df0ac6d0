#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The `roadtrip` command: parse the arguments, run, exit with the status README.md documents.
StandardStreams.reserveClosedStreams()
let status = await RoadTripCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
