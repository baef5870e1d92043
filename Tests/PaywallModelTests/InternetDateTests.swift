import Foundation
import Testing
@testable import PaywallModel

@Suite("Internet dates: RFC 3339 moments and full dates without ICU")
struct InternetDateTests {
    /// Foundation's reading of a moment, with or without fractional seconds, as the oracle.
    private func foundationMoment(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    @Test(arguments: ["2025-01-31T23:59:59Z", "1970-01-01T00:00:00Z", "1969-12-31T23:59:59Z", "2000-02-29T12:00:00Z",
                      "2024-02-29T00:00:00+02:00", "2027-06-30T12:00:00-07:30", "2026-12-30T08:05:00.250Z",
                      "1900-03-01T00:00:00Z", "2400-12-31T23:59:59Z", "2038-01-19T03:14:08+00:00", "1583-01-01T00:00:00Z"])
    func momentsAgreeWithFoundation(_ text: String) throws {
        let expected = try #require(foundationMoment(text))
        let read = try #require(InternetDate.moment(text))
        #expect(abs(read.timeIntervalSince(expected)) < 0.001)
    }

    @Test func offsetsAndFractionsAreApplied() {
        #expect(InternetDate.moment("2027-06-30T12:00:00+02:00") == Date(timeIntervalSince1970: 1_814_356_800 - 7_200))
        #expect(InternetDate.moment("2027-06-30T12:00:00Z") == Date(timeIntervalSince1970: 1_814_356_800))
        #expect(InternetDate.moment("2027-06-30t12:00:00z") == Date(timeIntervalSince1970: 1_814_356_800))
        #expect(InternetDate.moment("1970-01-01T00:00:01.5Z") == Date(timeIntervalSince1970: 1.5))
    }

    @Test(arguments: ["", "2025-01-31", "2025-01-31T23:59:59", "2025-13-01T00:00:00Z", "2025-02-29T00:00:00Z",
                      "2025-01-32T00:00:00Z", "2025-01-31T24:00:00Z", "2025-01-31T23:60:00Z", "2025-01-31T23:59:60Z",
                      "2025-01-31T23:59:59.Z", "2025-01-31T23:59:59Zjunk", "25-01-31T23:59:59Z", "2025-1-31T23:59:59Z",
                      "2025-01-31 23:59:59Z", "2025-01-31T23:59:59+2"])
    func malformedMomentsAreRejected(_ text: String) {
        #expect(InternetDate.moment(text) == nil)
    }

    @Test func fullDatesAreMidnightUTC() {
        #expect(InternetDate.day("1970-01-01") == Date(timeIntervalSince1970: 0))
        #expect(InternetDate.day("2027-06-30") == Date(timeIntervalSince1970: 1_814_313_600))
        #expect(InternetDate.day("2024-02-29") != nil && InternetDate.day("2023-02-29") == nil)
        #expect(InternetDate.day("2027-06-30T00:00:00Z") == nil)
        #expect(InternetDate.day("2027-6-30") == nil)
    }

    @Test func civilDatesRoundTheYear2024() {
        // 2024-02-29 is day 19,782 since 1970; 2024-03-01 the next.
        #expect(InternetDate.civilDate(daysSince1970: 19_782) == (2024, 2, 29))
        #expect(InternetDate.civilDate(daysSince1970: 19_783) == (2024, 3, 1))
        #expect(InternetDate.civilDate(daysSince1970: -1) == (1969, 12, 31))
    }
}
