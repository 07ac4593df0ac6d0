import Platform

// The `roadtrip` command: parse the arguments, run, exit with the status README.md documents.
StandardStreams.reserveClosedStreams()
StandardStreams.ignoreBrokenPipes()
let status = await RoadTripCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
