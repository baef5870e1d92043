import Foundation
import PaywallModel

/// Reads and merges the documents of a directory.
enum DirectorySource {
    /// Reads every `*.json` file of `directory` in name order and merges them; returns how many there were.
    ///
    /// Merging keeps every offering (a repeated id keeps the first, with a warning), the placement maps and
    /// audiences (the first file naming a placement wins), and the first `current_offering_id`,
    /// `fallback_offering_id` and non-empty `ui_config`.
    static func load(_ directory: URL) throws(DocumentError) -> (document: OfferingsDocument, count: Int) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        } catch {
            throw DocumentError(DocumentIssue(severity: .error, source: directory.path, message: "cannot read the directory: \(error.localizedDescription)"))
        }
        guard !names.isEmpty else {
            throw DocumentError(DocumentIssue(severity: .error, source: directory.path, message: "no *.json documents in the directory"))
        }
        var documents: [OfferingsDocument] = []
        for name in names {
            documents.append(try OfferingsDocument.load(contentsOf: directory.appendingPathComponent(name)))
        }
        return (merge(documents, source: directory.path), documents.count)
    }

    static func merge(_ documents: [OfferingsDocument], source: String) -> OfferingsDocument {
        var merged = OfferingsDocument(offerings: [], source: source)
        var placements = Placements()
        var hasPlacements = false
        var seen: Set<String> = []
        for document in documents {
            merged.issues += document.issues
            merged.currentOfferingID = merged.currentOfferingID ?? document.currentOfferingID
            if merged.uiConfig == UIConfig() { merged.uiConfig = document.uiConfig }
            for offering in document.offerings {
                if seen.insert(offering.identifier).inserted {
                    merged.offerings.append(offering)
                } else {
                    merged.issues.append(DocumentIssue(severity: .warning, source: document.source,
                                                       message: "offering \"\(offering.identifier)\" is also in an earlier document; the earlier one is used"))
                }
            }
            if let more = document.placements {
                hasPlacements = true
                placements.fallbackOfferingID = placements.fallbackOfferingID ?? more.fallbackOfferingID
                placements.targets.merge(more.targets) { first, _ in first }
                placements.audiences.merge(more.audiences) { first, _ in first }
            }
        }
        merged.placements = hasPlacements ? placements : nil
        return merged
    }
}
