import Foundation
import Testing
@testable import PaywallModel

@Suite("SubscriptionPeriod")
struct SubscriptionPeriodTests {
    @Test(arguments: [
        ("P3D", 3, SubscriptionPeriod.Unit.day), ("P1W", 1, .week), ("P2W", 2, .week), ("P1M", 1, .month),
        ("P2M", 2, .month), ("P3M", 3, .month), ("P6M", 6, .month), ("P1Y", 1, .year), ("p2y", 2, .year),
    ])
    func parsesSingleComponentDurations(text: String, value: Int, unit: SubscriptionPeriod.Unit) throws {
        let period = try #require(SubscriptionPeriod(iso8601: text))
        #expect(period.value == value)
        #expect(period.unit == unit)
    }

    @Test func normalizesWholeWeeksAndYears() {
        #expect(SubscriptionPeriod(iso8601: "P7D") == .week)
        #expect(SubscriptionPeriod(iso8601: "P14D") == SubscriptionPeriod(value: 2, unit: .week))
        #expect(SubscriptionPeriod(iso8601: "P12M") == .year)
        #expect(SubscriptionPeriod(iso8601: "P24M")?.iso8601 == "P2Y")
        #expect(SubscriptionPeriod(iso8601: "P10D")?.iso8601 == "P10D")
        #expect(SubscriptionPeriod(iso8601: "P18M")?.iso8601 == "P18M")
    }

    @Test(arguments: ["", "P", "1M", "P0M", "P-1M", "P+1M", "PM", "P1X", "P1M2D", "P1.5M", "PT1H", "P 1M"])
    func rejectsWhatIsNotOnePeriod(text: String) {
        #expect(SubscriptionPeriod(iso8601: text) == nil)
    }

    @Test func convertsUnitsWithThePriceArithmeticConventions() {
        #expect(SubscriptionPeriod.week.count(in: .day) == 7)
        #expect(SubscriptionPeriod.month.count(in: .day) == 30)
        #expect(SubscriptionPeriod.year.count(in: .day) == 365)
        #expect(SubscriptionPeriod.year.count(in: .month) == 12)
        #expect(SubscriptionPeriod(value: 3, unit: .month).count(in: .month) == 3)
        // 365 / 12 / 7 weeks in a month.
        let weeksPerMonth = SubscriptionPeriod.month.count(in: .week)
        #expect(weeksPerMonth > Decimal(string: "4.3452")! && weeksPerMonth < Decimal(string: "4.3453")!)
        #expect(SubscriptionPeriod(value: 6, unit: .month).count(in: .year) == Decimal(string: "0.5"))
    }

    @Test func ordersByLength() {
        #expect(SubscriptionPeriod(iso8601: "P3D")! < .week)
        #expect(SubscriptionPeriod.week < .month)
        #expect(SubscriptionPeriod(value: 6, unit: .month) < .year)
    }

    @Test func advancesDatesByCalendarUnits() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 31))!
        let next = SubscriptionPeriod.month.advance(start, calendar: calendar)
        #expect(calendar.dateComponents([.year, .month, .day], from: next) == DateComponents(year: 2024, month: 2, day: 29))
        let twoWeeks = SubscriptionPeriod.week.advance(start, times: 2, calendar: calendar)
        #expect(calendar.dateComponents([.month, .day], from: twoWeeks) == DateComponents(month: 2, day: 14))
    }
}
