import Testing
@testable import KioskApp

/// Found by QA: the clock screen said "30 days ahead of the wall clock" for a clock 30 days and most of a day ahead
/// (whole days, the rest dropped), so 30.0 and 30.9 days read the same. It says exactly how far, to the second, on one line.
@Suite("How far the clock is ahead, exactly")
struct ClockAheadWordsTests {
    static let day: Int64 = 86_400_000, hour: Int64 = 3_600_000, minute: Int64 = 60_000

    @Test func itSaysDaysHoursMinutesAndSecondsNotWholeDays() {
        #expect(ClockWords.ahead(milliseconds: 30 * Self.day + 21 * Self.hour + 36 * Self.minute) == "30 days 21:36:00 ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 29 * Self.day + 12 * Self.hour) == "29 days 12:00:00 ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 30 * Self.day) == "30 days ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: Self.day + Self.hour + Self.minute + 1_000) == "1 day 01:01:01 ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 30 * Self.day + 250) == "a little over 30 days ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 2 * Self.hour + 5 * Self.minute) == "02:05:00 ahead of the wall clock")
        #expect(ClockWords.ahead(milliseconds: 59_999) == nil)
    }
}
