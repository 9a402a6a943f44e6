import Foundation

StandardStreams.ignoreBrokenPipeSignal()
let arguments = Array(CommandLine.arguments.dropFirst())
exit(FocusBenchCommandLine.run(arguments))
