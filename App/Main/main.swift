import App
import Platform

// The `roadtrip` command: parse the arguments, run, exit with the status README.md documents.
let status = await RoadTripCommand.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
