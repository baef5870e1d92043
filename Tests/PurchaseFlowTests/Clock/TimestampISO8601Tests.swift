import Foundation
import Testing
@testable import PurchaseFlow
import TestSupport

/// `Timestamp.iso8601` writes what Foundation's `ISO8601DateFormatter` writes, for every kind of date the clock reaches.
@Suite struct TimestampISO8601Tests {
    private static func foundation(_ timestamp: Timestamp) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: timestamp.date)
    }

    @Test func matchesFoundationOnEdgesOfDaysMonthsAndLeapYears() {
        let edges: [Int64] = [
            0, 999, 1_000, -1, -1_000, -1_001, 86_399_999, 86_400_000,
            951_782_400_000, // 2000-02-29 (a leap day of a year divisible by 400)
            4_107_542_400_000, // 2100-03-01 (2100 is not a leap year)
            1_767_225_599_999, // the last millisecond of 2025
            253_402_300_799_999, // 9999-12-31T23:59:59.999Z, the clock's end
        ]
        for milliseconds in edges {
            let timestamp = Timestamp(milliseconds: milliseconds)
            #expect(timestamp.iso8601 == Self.foundation(timestamp), "at \(milliseconds) ms")
        }
    }

    @Test func matchesFoundationOnSeededRandomDatesFrom1970To9999() {
        var generator = SeededGenerator(seed: 20_261_201)
        for _ in 0..<5_000 {
            let timestamp = Timestamp(milliseconds: Int64.random(in: 0...253_402_300_799_999, using: &generator))
            #expect(timestamp.iso8601 == Self.foundation(timestamp), "at \(timestamp.milliseconds) ms")
        }
    }
}
