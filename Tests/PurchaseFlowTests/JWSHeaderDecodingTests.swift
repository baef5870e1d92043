import Foundation
import Testing
@testable import PurchaseFlow

/// `CompactJWS.decodeHeader` reads a protected header by hand (`SignedPayloadFields`); these tests hold it to what
/// `JSONDecoder` makes of the same bytes: the same header, or both refusing it.
@Suite("JWS headers decode as JSONDecoder decodes them")
struct JWSHeaderDecodingTests {
    private func expectAgreement(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let data = Data(text.utf8)
        let byDecoder = try? JSONDecoder().decode(CompactJWS.Header.self, from: data)
        let byHand = try? CompactJWS.decodeHeader(data)
        #expect(byHand == byDecoder, "\(text)", sourceLocation: sourceLocation)
    }

    @Test func headersAsSignersWriteThem() throws {
        let headers = [
            CompactJWS.Header(alg: "ES256"),
            CompactJWS.Header(alg: "ES256", kid: SandboxSigningIdentity.keyID, typ: "JWT", x5c: ["MIIB+/==", "a/b"]),
            CompactJWS.Header(alg: "ES256", x5c: []),
            CompactJWS.Header(alg: "ES256", x5c: ["one", "two", "three"]),
        ]
        for header in headers {
            let text = String(decoding: header.encoded(), as: UTF8.self)
            expectAgreement(text)
            #expect(try CompactJWS.decodeHeader(header.encoded()) == header)
        }
    }

    @Test func oddHeadersAreReadOrRefusedAsJSONDecoderDoes() {
        let texts = [
            #"{"alg":"ES256","x5c":["a","b"],"kid":"k","typ":"JWT"}"#,
            #"{ "alg" : "ES256" , "x5c" : [ "a" ] }"#,
            #"{"alg":"ES256","kid":null,"typ":null,"x5c":null}"#,
            #"{"alg":"ES256","extra":{"nested":[1,2,{"x":true}]},"x5c":["a"]}"#,
            #"{"alg":"ES256","alg":"none"}"#,
            #"{"alg":"none","alg":"ES256"}"#,
            #"{"alg":"ES256","x5c":["a"],"x5c":["b","c"]}"#,
            #"{"alg":"ES\u0032\u0035\u0036","x5c":["a\/b"]}"#,
            #"{"kid":"k"}"#,
            #"{"alg":256}"#,
            #"{"alg":null}"#,
            #"{"alg":"ES256","kid":5}"#,
            #"{"alg":"ES256","x5c":"a"}"#,
            #"{"alg":"ES256","x5c":["a",1]}"#,
            #"{"alg":"ES256","x5c":[null]}"#,
            #"["alg","ES256"]"#,
            #""ES256""#,
            #"{"alg":"ES256""#,
            #"{"alg":"ES256"} x"#,
            "",
            #"{"alg":"ES256","x5c":["é","\ud83d\ude00"]}"#,
        ]
        for text in texts { expectAgreement(text) }
    }
}
