/// Which audience of a placement a customer falls in, and what that means for them.
public struct AudienceSelection: Sendable, Hashable {
    /// The audience that matched first.
    public var audience: Audience
    /// The customer's bucket in it (0..<100).
    public var bucket: Int
    /// Their variant; `nil` means the holdout.
    public var variant: Audience.Variant?
    /// Audiences whose condition could not be evaluated (skipped), with why.
    public var skipped: [String]

    /// Picks the first audience whose condition holds for `context`; `nil` when none does.
    ///
    /// A condition that fails to evaluate (an unknown operator) does not match; the reason is kept in `skipped`.
    public static func select(from audiences: [Audience], placement: String, context: CustomerContext) -> AudienceSelection? {
        let variables = context.logicVariables
        var skipped: [String] = []
        for audience in audiences {
            let holds: Bool
            do {
                holds = try audience.condition.map { try JSONLogic.holds($0, data: variables) } ?? true
            } catch {
                skipped.append("audience \"\(audience.id)\": \(error)")
                continue
            }
            guard holds else { continue }
            let bucket = VariantBucketing.bucket(installID: context.installID, placement: placement,
                                                 audienceID: audience.id, version: audience.version)
            return AudienceSelection(audience: audience, bucket: bucket,
                                     variant: VariantBucketing.variant(forBucket: bucket, in: audience.variants), skipped: skipped)
        }
        return nil
    }
}
