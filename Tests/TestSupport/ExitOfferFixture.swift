import Foundation

/// Gives a paywall of an offerings document's text an exit offer: `"exit_offers": {"dismiss": {"offering_id": ID}}`
/// added to its `index`-th `paywall_components` (in the shared v2 templates, offering `index`'s paywall).
public enum ExitOfferFixture {
    public static func adding(exitTo offeringID: String, onPaywall index: Int, of document: String) -> String {
        let opening = "\"paywall_components\": {"
        var parts = document.components(separatedBy: opening)
        precondition(parts.count > index + 1, "the document has no paywall_components number \(index)")
        parts[index + 1] = "\"exit_offers\": {\"dismiss\": {\"offering_id\": \"\(offeringID)\"}}, " + parts[index + 1]
        return parts.joined(separator: opening)
    }
}
