import Testing
import TestSupport
import PaywallLayout

/// Expects a buffer's text (and, when asked, its style map) to match the snapshots named after `name`.
func expectSnapshot(
    _ buffer: Buffer, named name: String, includingStyles: Bool = false,
    testFile: StaticString = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
    let text = Snapshot.compare(buffer.text, named: name, testFile: testFile)
    #expect(text.matches, "\(text.message)", sourceLocation: sourceLocation)
    if includingStyles {
        let styles = Snapshot.compare(buffer.styleMap, named: name + ".styles", testFile: testFile)
        #expect(styles.matches, "\(styles.message)", sourceLocation: sourceLocation)
    }
}
