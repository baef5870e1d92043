import Testing
@testable import KioskApp

/// Found by QA: the clock screen said "30 days ahead of the wall clock" for a clock 30 days and most of a day ahead
/// (whole days, the rest dropped), so 30.0 and 30.9 days read the same. It says exactly how far, to the second, on one
/// line. Then found by QA: "a little over 61 days 23:59:27 ahead" read oddly (a time of day, and a hedge about the
/// milliseconds); it is the clock 62 days less 33 seconds ahead (jumped to an event dated two months after a purchase
/// made 33 seconds before), said in units: "61 days 23 hours 59 minutes 27 seconds ahead".
@Suite("How far the clock is ahead, exactly")
struct ClockAheadWordsTests {
    static let day: Int64 = 86_400_000, hour: Int64 = 3_600_000, minute: Int64 = 60_000, second: Int64 = 1_000

    @Test func itSaysDaysHoursMinutesAndSecondsNotWholeDays() {
        #expect(ClockWords.ahead(milliseconds: 30 * Self.day + 21 * Self.hour + 36 * Self.minute) == "30 days 21 hours 36 minutes ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 29 * Self.day + 12 * Self.hour) == "29 days 12 hours ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 30 * Self.day) == "30 days ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: Self.day + Self.hour + Self.minute + Self.second) == "1 day 1 hour 1 minute 1 second ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 2 * Self.hour + 5 * Self.minute) == "2 hours 5 minutes ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 59_999) == nil)
    }

    /// What QA saw: in units, no time of day, and the fraction of a second left out without a word about it.
    @Test func aClockALittleLessThanWholeDaysAheadIsSaidPlainly() {
        #expect(ClockWords.ahead(milliseconds: 62 * Self.day - 33 * Self.second + 412) == "61 days 23 hours 59 minutes 27 seconds ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 30 * Self.day + 250) == "30 days ahead of the wall clock")
    }

    /// The longest it can be (the clock at the end of its range) still fits the clock screen's row at 80 columns.
    @Test func theLongestFitsOneRowAt80Columns() throws {
        let words = try #require(ClockWords.ahead(milliseconds: 3_652_058 * Self.day + 23 * Self.hour + 59 * Self.minute + 59 * Self.second))
        #expect(words.count <= 76, "\(words.count): \(words)")
    }
}
