import Foundation
import KioskCLI

let words = Array(CommandLine.arguments.dropFirst())
KioskCommandLine.prepareProcess(for: words)
exit(KioskCommandLine.run(words, console: .standard()))
