import Foundation
import PaywallModel

/// Why a signed payload's JSON is not the payload it should be.
struct SignedPayloadError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
