import Foundation
import PaywallModel
import PurchaseFlow
import Testing
@testable import KioskApp

@Suite("The plans screen marks a change that waits, and choosing it again says so in names and dates")
struct PlanMarksTests {
    /// The lines under a plan's row on the plans screen (up to the next plan or heading).
    private func notes(of name: String, _ session: StorePilot) -> [String] {
        let rows = ScreenContent.of(session.pilot.state).rows
        guard let start = rows.firstIndex(where: { $0.isSelectable && $0.label.hasSuffix(name) }) else { return [] }
        return rows[(start + 1)...].prefix { !$0.isSelectable && !$0.isHeading }.map { $0.label.trimmingCharacters(in: .whitespaces) }
    }

    @Test func aScheduledDowngradeIsMarkedWithItsDateAndChoosingItAgainSpeaksNamesAndADate() async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Premium, Monthly")
        #expect(await session.pilot.choose("Plus Basic, Weekly"))
        #expect(await session.pilot.choose("Confirm the downgrade"))
        await SubscriptionStoreTests.openPlans(&session)
        await session.tick()
        let renewal = try #require(session.pilot.state.store?.subscription("demo.plus.premium.monthly")?.renewalInfo.renewalDate)
        #expect(notes(of: "Plus Basic, Weekly", session).contains("Scheduled for \(DateText.day(renewal))"),
                "\(notes(of: "Plus Basic, Weekly", session))")
        #expect(!notes(of: "Plus Standard, Yearly", session).contains { $0.hasPrefix("Scheduled") }, "only the scheduled plan")

        let records = try session.store.records().count
        #expect(await session.pilot.choose("Plus Basic, Weekly"))
        #expect(await session.pilot.choose("Confirm the downgrade"))
        let said = session.pilot.screenText
        #expect(said.contains("Plus Basic, Weekly"), "\(said)")
        #expect(said.contains(DateText.day(renewal)), "a formatted date: \(said)")
        #expect(!said.contains("demo.plus"), "no product ids: \(said)")
        #expect(!said.contains(Timestamp(renewal).iso8601), "no ISO date: \(said)")
        #expect(try session.store.records().count == records, "nothing was written")
    }

    @Test(arguments: [("ask-to-buy", "Waiting for approval (Ask to Buy)"), ("interrupted", "Waiting to be resolved (interrupted purchase)")])
    func aWaitingRequestIsMarkedOnItsPlan(setting: String, mark: String) async throws {
        var session = try await SubscriptionStoreTests.plans(subscribedTo: "Plus Standard, Monthly")
        _ = try session.store.set(SettingOverride(key: setting, value: "on"))
        await session.tick()
        #expect(await session.pilot.choose("Plus Premium, Monthly"))
        #expect(await session.pilot.choose("Confirm the upgrade"))
        await SubscriptionStoreTests.openPlans(&session)
        await session.tick()
        #expect(notes(of: "Plus Premium, Monthly", session).contains(mark), "\(notes(of: "Plus Premium, Monthly", session))")
        #expect(!notes(of: "Plus Premium, Yearly", session).contains { $0.hasPrefix("Waiting") }, "only the plan asked for")
    }
}
