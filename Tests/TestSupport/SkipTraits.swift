import Testing

extension Trait where Self == ConditionTrait {
    /// Runs a test only when the shared fixtures are present; otherwise the runner reports it as skipped.
    public static var needsFixtures: Self {
        .enabled(if: Fixtures.isAvailable, Comment(rawValue: Fixtures.skipMessage))
    }
}
