import Foundation
import KioskCLI

let words = Array(CommandLine.arguments.dropFirst())
KioskCommandLine.prepareProcess()
exit(KioskCommandLine.run(words, console: .standard()))
