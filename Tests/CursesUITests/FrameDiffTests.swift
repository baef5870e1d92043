import PaywallLayout
import Testing
@testable import CursesUI

@Suite("Frame diffing")
struct FrameDiffTests {
    @Test func firstFrameWritesEveryCellButContinuations() {
        var frame = Buffer(width: 4, height: 2)
        frame.write("日a", at: Point(x: 0, y: 0))
        let changes = FrameDiff.changedCells(from: nil, to: frame)
        #expect(changes.count == 7)
        #expect(!changes.contains(Point(x: 1, y: 0)))
    }

    @Test func onlyChangedCellsAreWritten() {
        var before = Buffer(width: 10, height: 3)
        before.write("hello", at: Point(x: 0, y: 1))
        var after = before
        after.write("J", at: Point(x: 0, y: 1))
        after.restyle(Rect(x: 4, y: 1, width: 1, height: 1)) { $0.adding(.bold) }
        #expect(FrameDiff.changedCells(from: before, to: after) == [Point(x: 0, y: 1), Point(x: 4, y: 1)])
        #expect(FrameDiff.changedCells(from: after, to: after).isEmpty)
    }

    @Test func replacingAWideGraphemeRewritesBothHalves() {
        var before = Buffer(width: 4, height: 1)
        before.write("日", at: Point(x: 0, y: 0))
        var after = Buffer(width: 4, height: 1)
        after.write("ab", at: Point(x: 0, y: 0))
        #expect(FrameDiff.changedCells(from: before, to: after) == [Point(x: 0, y: 0), Point(x: 1, y: 0)])
    }

    @Test func aNewSizeRedrawsEverything() {
        let before = Buffer(width: 3, height: 1)
        let after = Buffer(width: 4, height: 1)
        #expect(FrameDiff.changedCells(from: before, to: after).count == 4)
    }

    @Test func onlyTheRowsThatChangedAreWrittenAtFullSize() {
        var before = Buffer(width: 200, height: 60)
        for y in 0..<60 { before.write("row \(y) 年度 e\u{301} 👩\u{200D}👩\u{200D}👧 " + String(repeating: "x", count: y), at: Point(x: y, y: y)) }
        var after = before
        after.write("changed", at: Point(x: 5, y: 17), style: Style(attributes: .reverse))
        after.write("日", at: Point(x: 198, y: 42))
        let changes = FrameDiff.changedCells(from: before, to: after)
        #expect(Set(changes.map(\.y)) == [17, 42])
        let expected = (0..<60).flatMap { y in
            (0..<200).filter { x in !after[x, y].isContinuation && after[x, y] != before[x, y] }.map { Point(x: $0, y: y) }
        }
        #expect(changes == expected)
    }
}
