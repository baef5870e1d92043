extension LedgerSchema {
    /// Version 5: `subscriptions.pending_code_offer` (the reference name of a code offer a subscriber
    /// redeemed, applied at the next renewal) and a case-insensitive index on `code_redemptions.code`, whose
    /// rows count how often each code of the offer code sidecar was used.
    static let offerCodes = """
    ALTER TABLE subscriptions ADD COLUMN pending_code_offer TEXT;
    CREATE INDEX code_redemptions_by_code_nocase ON code_redemptions (code COLLATE NOCASE);
    """
}
