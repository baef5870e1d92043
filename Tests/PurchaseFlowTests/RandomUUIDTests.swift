import Foundation
import Testing
@testable import PurchaseFlow

/// The notification UUIDs drawn with `getrandom` are version 4 UUIDs as Foundation reads and writes them.
@Suite("Random UUIDs")
struct RandomUUIDTests {
    @Test func eachIsARandomVersion4UUIDFoundationReadsBack() {
        var seen = Set<UUID>()
        for _ in 0..<1_000 {
            let uuid = UUID.random()
            let text = uuid.uuidString
            #expect(UUID(uuidString: text) == uuid)
            #expect(Array(text)[14] == "4", "version 4")
            #expect("89AB".contains(Array(text)[19]), "the RFC 4122 variant")
            seen.insert(uuid)
        }
        #expect(seen.count == 1_000)
    }
}
