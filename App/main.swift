import Foundation

// The `roadtrip` command: parse the arguments, run, exit with the status DESIGN §6 defines.
StandardStreams.reserveClosedStreams()
let status = await RoadTripCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
