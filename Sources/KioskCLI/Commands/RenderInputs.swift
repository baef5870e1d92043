import Foundation
import PaywallModel

/// Reads the documents `kiosk render` draws from, turning failures into exit statuses.
enum RenderInputs {
    /// The offerings document at a path: 66 when it cannot be opened, 65 when it cannot be read.
    static func offerings(at path: String) throws -> OfferingsDocument {
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw CommandFailure("\(path): cannot open the offerings document.", status: ExitStatus.noInput)
        }
        do {
            return try OfferingsDocument.load(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error.description, status: ExitStatus.dataError)
        }
    }

    /// The catalog at a path; its problems are printed and what could be read is used (65 when nothing could).
    static func catalog(at path: String, console: Console) throws -> Catalog {
        let decoding: CatalogDecoding
        do {
            decoding = try CatalogDecoder.read(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(error.description, status: ExitStatus.noInput)
        }
        decoding.problems.forEach { console.printError("kiosk: \($0)") }
        guard let catalog = decoding.catalog else {
            throw CommandFailure("\(path): the catalog cannot be used.", status: ExitStatus.dataError)
        }
        return catalog
    }
}
