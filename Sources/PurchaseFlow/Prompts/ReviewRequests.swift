import Foundation
import PaywallModel

/// Review requests with the app's own throttle and Apple's cap of 3 prompts in 365 days, remembered in the
/// state directory (`review-requests.json`: `{"requests": [milliseconds since 1970, ...]}`).
public struct ReviewRequests: Sendable {
    /// The most prompts in any 365 days.
    public static let yearlyCap = 3
    /// The file name in the state directory.
    public static let fileName = "review-requests.json"

    let file: URL
    let clock: any SandboxClock

    /// Creates the review requests of a state directory.
    public init(stateDirectory: URL, clock: any SandboxClock = SystemClock()) {
        file = stateDirectory.appendingPathComponent(Self.fileName)
        self.clock = clock
    }

    /// Asks for a review if the period and the yearly cap allow it; returns whether the prompt is shown
    /// (and then remembers it).
    @discardableResult
    public func requestReview(period: ReviewRequestDelay = .default) throws -> Bool {
        let now = clock.now()
        var requests = try recorded()
        let lastYear = requests.filter { now.timeIntervalSince($0) < 365 * 86_400 }
        guard lastYear.count < Self.yearlyCap, period.shouldCheckReview(requests.last, now) else { return false }
        requests = lastYear + [now]
        let body = try JSONSerialization.data(withJSONObject: ["requests": requests.map { $0.millisecondsSince1970 }])
        try PrivateFiles.write(body, to: file)
        return true
    }

    /// The requests remembered, oldest first (none when the file is absent or unreadable).
    public func recorded() throws -> [Date] {
        guard let data = try? Data(contentsOf: file),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let list = object["requests"] as? [NSNumber] else { return [] }
        return list.map { Date(millisecondsSince1970: $0.int64Value) }.sorted()
    }
}
