import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
exit(FocusBenchCommandLine.run(arguments))
