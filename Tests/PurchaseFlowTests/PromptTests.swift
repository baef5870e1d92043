import Foundation
import PaywallModel
import Testing
import TestSupport
@testable import PurchaseFlow

@Suite("Review and update prompts, installation source")
struct PromptTests {
    @Test func versionsCompareByNumbers() throws {
        let v = { (text: String) throws -> AppVersion in try #require(AppVersion(text)) }
        #expect(try v("2.10") > v("2.9"))
        #expect(try v("1.0") == v("1.0.0") && v("1") == v("1.0"))
        #expect(try v("1.0.1") > v("1.0") && v("0.9.9") < v("1"))
        #expect(AppVersion("1.x") == nil && AppVersion("") == nil && AppVersion("1..2") == nil)
    }

    @Test func reviewsAreThrottledByPeriodAndByTheYearlyCap() throws {
        let directory = TemporaryDirectory()
        let clock = ManualClock(SandboxHarness.start)
        let reviews = ReviewRequests(stateDirectory: directory.url, clock: clock)
        #expect(try reviews.requestReview())
        clock.advance(by: 30 * 86_400)
        #expect(try !reviews.requestReview(), "the default period is 31 days")
        #expect(try reviews.requestReview(period: .days(30)))
        clock.advance(by: 86_400)
        #expect(try reviews.requestReview(period: ReviewRequestDelay { true }))
        clock.advance(by: 100 * 86_400)
        #expect(try !reviews.requestReview(period: .days(1)), "three in 365 days is the cap")
        // The requests are remembered: another instance (another run of kiosk) sees them.
        let again = ReviewRequests(stateDirectory: directory.url, clock: clock)
        #expect(try again.recorded().count == 3)
        clock.set(SandboxHarness.start.addingTimeInterval(366 * 86_400))
        #expect(try again.requestReview(period: ReviewRequestDelay { true }), "the oldest request left the year")
        #expect(try !again.requestReview(period: ReviewRequestDelay { false }))
    }

    @Test func updatesComeFromTheLookupAnswerOncePerDay() async throws {
        let directory = TemporaryDirectory()
        let clock = ManualClock(SandboxHarness.start)
        let checker = AppUpdateChecker(source: .demo, stateDirectory: directory.url, clock: clock)
        guard case .available(let update) = try await checker.check(currentVersion: try #require(AppVersion("2.9"))) else {
            Issue.record("2.10.0 is newer than 2.9")
            return
        }
        #expect(update.version.description == "2.10.0" && update.storeURL != nil && update.releaseNotes?.isEmpty == false)
        #expect(try await checker.check(currentVersion: try #require(AppVersion("2.9"))) == .throttled)
        clock.advance(by: AppUpdateChecker.throttle)
        #expect(try await checker.check(currentVersion: try #require(AppVersion("2.10"))) == .upToDate)
        let old = try await checker.check(currentVersion: try #require(AppVersion("1.0")), osVersion: AppVersion("5.9"), force: true)
        #expect(old == .requiresNewerOS(update))
    }

    @Test func lookupAnswersFromFilesAreCheckedWithReasons() async throws {
        let directory = TemporaryDirectory()
        let file = directory.file("lookup.json")
        try Data(#"{"resultCount": 1, "results": [{"version": 3}]}"#.utf8).write(to: file)
        let checker = AppUpdateChecker(source: LookupSource(file.path), stateDirectory: directory.url)
        let error = await #expect(throws: AppUpdateError.self) { try await checker.check(currentVersion: try #require(AppVersion("1"))) }
        #expect(error?.message == "\(file.path):1:44: $.results[0].version is missing or not a dotted version such as 2.10; found a number.")
        try Data(#"{"resultCount": 0, "results": []}"#.utf8).write(to: file)
        #expect(try await checker.check(currentVersion: try #require(AppVersion("1")), force: true) == .upToDate)
        #expect(LookupSource("https://itunes.apple.com/lookup?bundleId=x") == .url(try #require(URL(string: "https://itunes.apple.com/lookup?bundleId=x"))))
    }

    @Test func lookupAnswerErrorsSayTheLineAndColumn() throws {
        let broken = "{\n  \"resultCount\": 1,\n  \"results\": [\n    {\"version\": \"2.1\", \"minimumOsVersion\": \"x\"}\n  ]\n}"
        let minimum = #expect(throws: AppUpdateError.self) { try AppUpdateChecker.parse(Data(broken.utf8), from: "lookup.json") }
        #expect(minimum?.message == "lookup.json:4:44: $.results[0].minimumOsVersion 'x' is not a dotted version.")
        let syntax = #expect(throws: AppUpdateError.self) { try AppUpdateChecker.parse(Data("{\n  \"results\": [\n}".utf8), from: "lookup.json") }
        #expect(syntax?.message.hasPrefix("lookup.json:3:1: ") == true)
        let results = #expect(throws: AppUpdateError.self) { try AppUpdateChecker.parse(Data(#"{"results": {}}"#.utf8), from: "lookup.json") }
        #expect(results?.message == "lookup.json:1:13: $.results is not an array of objects; found an object.")
        let missing = #expect(throws: AppUpdateError.self) { try AppUpdateChecker.parse(Data("[]".utf8), from: "lookup.json") }
        #expect(missing?.message == "lookup.json:1:1: expected an iTunes lookup answer, a JSON object {\"resultCount\", \"results\": [...]}; found an array.")
        #expect(try AppUpdateChecker.parse(Data(broken.replacingOccurrences(of: "\"x\"", with: "\"17.0\"").utf8), from: "f")?.version.description == "2.1")
    }

    @Test func lookupAnswersAreFetchedOverHTTP() async throws {
        let directory = TemporaryDirectory()
        let server = try LocalHTTPServer { request in
            request.path.hasPrefix("/lookup") ? .init(status: 200, body: Data(#"{"resultCount": 1, "results": [{"version": "4.2"}]}"#.utf8)) : .init(status: 503)
        }
        let checker = AppUpdateChecker(source: LookupSource(server.url("/lookup?bundleId=x").absoluteString), stateDirectory: directory.url)
        guard case .available(let update) = try await checker.check(currentVersion: try #require(AppVersion("4.1"))) else {
            Issue.record("4.2 is newer than 4.1")
            return
        }
        #expect(update.version.description == "4.2")
        #expect(server.requests.first?.headers["accept"] == "application/json")
        let failing = AppUpdateChecker(source: LookupSource(server.url("/down").absoluteString), stateDirectory: directory.url)
        let error = await #expect(throws: AppUpdateError.self) { try await failing.check(currentVersion: try #require(AppVersion("1")), force: true) }
        #expect(error?.message == "The lookup answer at \(server.url("/down").absoluteString) came back with HTTP status 503.")
    }

    @Test func installationSourcesAreReadFromConfiguration() {
        #expect(InstallationSource(configuration: "app-store") == .appleAppStore)
        #expect(InstallationSource(configuration: "marketplace:com.example.store") == .marketplace(bundleId: "com.example.store"))
        #expect(InstallationSource(configuration: "other:org.fdroid.fdroid") == .other("org.fdroid.fdroid"))
        #expect(InstallationSource(configuration: "other") == .other(nil))
        #expect(InstallationSource(configuration: "sideways") == nil && InstallationSource(configuration: "marketplace:") == nil)
        #expect(InstallationSource.googlePlayStore.isFirstPartyAppStore && !InstallationSource.testFlight.isFirstPartyAppStore)
        #expect(InstallationSource.configured(in: ["KIOSK_INSTALLATION_SOURCE": "testflight"]) == .testFlight)
        #expect(InstallationSource.configured(in: [:]) == .unknown)
        for source in [InstallationSource.web, .unknown, .marketplace(bundleId: "a.b"), .other("x")] {
            #expect(InstallationSource(configuration: source.description) == source)
        }
    }
}
