import Foundation
import KioskCLI

exit(KioskCommandLine.run(Array(CommandLine.arguments.dropFirst()), console: .standard()))
