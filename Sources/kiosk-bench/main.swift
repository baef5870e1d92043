import Foundation
import KioskCLI

/// kiosk-bench: measures the speed targets of the issues in release builds.
/// Usage: swift run -c release kiosk-bench [NAME...]; with no name, runs every benchmark.
print("kiosk-bench: no benchmarks yet")
