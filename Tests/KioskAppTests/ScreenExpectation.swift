import PaywallLayout
import Testing
import TestSupport
@testable import KioskApp

/// Expects the pilot's frame to fit its size exactly and to match the snapshot `<name>-<size>` (and its style
/// map when asked); `KIOSK_RECORD_SNAPSHOTS=1` rewrites the snapshots instead.
func expectScreen(_ pilot: Pilot, named name: String, includingStyles: Bool = false,
                  sourceLocation: SourceLocation = #_sourceLocation) {
    let frame = pilot.frame
    let size = pilot.state.size
    #expect(frame.lines.count == size.height && frame.lines.allSatisfy { DisplayWidth.of($0) == size.width },
            "the frame of \(name) does not fit \(size)", sourceLocation: sourceLocation)
    let fullName = "\(name)-\(size)"
    let text = Snapshot.compare(frame.text, named: fullName)
    #expect(text.matches, "\(text.message)", sourceLocation: sourceLocation)
    if includingStyles {
        let styles = Snapshot.compare(frame.styleMap, named: fullName + ".styles")
        #expect(styles.matches, "\(styles.message)", sourceLocation: sourceLocation)
    }
}
