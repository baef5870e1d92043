import Foundation
import Testing
@testable import PaywallModel

@Suite("Per-period arithmetic")
struct PeriodicPriceTests {
    private func usd(_ amount: String, every period: String) -> PeriodicPrice {
        PeriodicPrice(Price(Decimal(string: amount)!, .usd), every: SubscriptionPeriod(iso8601: period)!)
    }

    @Test func weeklyPerMonthUsesWeeksOfAMonthNotFour() {
        #expect(usd("1.99", every: "P1W").per(.month).amount == Decimal(string: "8.64"))
        #expect(usd("1.99", every: "P7D").per(.month).amount == Decimal(string: "8.64"))
    }

    @Test func yearlyPerMonthDividesByTwelveAndRoundsDown() {
        #expect(usd("119.99", every: "P1Y").per(.month).amount == Decimal(string: "9.99"))
        #expect(usd("83.99", every: "P1Y").per(.month).amount == Decimal(string: "6.99"))
        #expect(usd("53.99", every: "P12M").per(.month).amount == Decimal(string: "4.49"))
    }

    @Test func monthlyToEveryUnit() {
        let monthly = usd("6.99", every: "P1M")
        #expect(monthly.per(.day).amount == Decimal(string: "0.23"))
        #expect(monthly.per(.week).amount == Decimal(string: "1.60"))
        #expect(monthly.per(.month).amount == Decimal(string: "6.99"))
        #expect(monthly.per(.year).amount == Decimal(string: "83.88"))
    }

    @Test func multiMonthPeriods() {
        #expect(usd("4.99", every: "P3M").per(.month).amount == Decimal(string: "1.66"))
        #expect(usd("44.99", every: "P6M").per(.year).amount == Decimal(string: "89.98"))
        #expect(usd("2.99", every: "P3D").per(.day).amount == Decimal(string: "0.99"))
    }

    @Test func zeroDecimalCurrenciesHaveNoDecimals() {
        let yearly = PeriodicPrice(Price(10000, Currency(code: "JPY")), every: .year)
        #expect(yearly.per(.month) == Price(833, Currency(code: "JPY")))
        let weekly = PeriodicPrice(Price(300, Currency(code: "KRW")), every: .week)
        #expect(weekly.per(.month).amount == 1303)
        #expect(yearly.per(.month).formatted(locale: Locale(identifier: "ja_JP")).contains(".") == false)
    }

    @Test func relativeDiscountAgainstAMoreExpensivePlan() throws {
        let weekly = usd("1.99", every: "P1W")
        let annual = usd("53.99", every: "P1Y")
        let discount = try #require(annual.discount(comparedTo: weekly))
        // Per month rounded down, as RevenueCat compares them: 4.49 (53.99/12) against 8.64 (1.99 × 365/84),
        // 48.03% off (the unrounded 4.49917 against 8.64702 would be 47.97%).
        #expect(discount.wholePercent == 48)
        #expect(discount.fraction > Decimal(string: "0.4803")! && discount.fraction < Decimal(string: "0.4804")!)
        #expect(weekly.discount(comparedTo: annual) == nil)
        #expect(weekly.discount(comparedTo: weekly) == nil)
    }

    @Test func noDiscountAcrossCurrenciesOrAgainstFree() {
        let euro = PeriodicPrice(Price(5, Currency(code: "EUR")), every: .month)
        #expect(usd("1", every: "P1M").discount(comparedTo: euro) == nil)
        #expect(usd("0", every: "P1M").discount(comparedTo: usd("0", every: "P1Y")) == nil)
    }

    @Test func wholePercentRoundsHalfUp() {
        #expect(RelativeDiscount(fraction: Decimal(string: "0.125")!).wholePercent == 13)
        #expect(RelativeDiscount(fraction: Decimal(string: "0.774")!).wholePercent == 77)
    }
}
