import Foundation

/// Kiosk's own certificate authority for the Sandbox signing mode: a self-signed P-256 root, an
/// intermediate and a leaf shaped as Apple's App Store chain (the intermediate carries Apple's
/// intermediate marker extension, the leaf the App Store receipt-signing one).
///
/// Kept in one 0600 PEM file in the state directory, created on first use (see `PrivateStateFile`): the
/// root's key and certificate, the intermediate's certificate, the leaf's key and certificate. A backend that
/// trusts this root verifies kiosk's signed data as it verifies Apple's; one trusting only Apple's root rejects it.
public struct SandboxCertificateChain: Sendable {
    /// The file name inside the state directory.
    public static let fileName = "sandbox-certificate-chain.pem"
    /// The extension Apple's App Store signing leaf certificates carry.
    public static let leafMarkerOID = "1.2.840.113635.100.6.11.1"
    /// The extension Apple's worldwide developer relations intermediate carries.
    public static let intermediateMarkerOID = "1.2.840.113635.100.6.2.1"
    /// How long the certificates are valid: long enough for any sandbox clock advance.
    static let validityDays = 30 * 365

    /// The self-signed root certificate a backend adds to its trusted roots.
    public let root: Certificate
    /// The intermediate certificate, issued by the root.
    public let intermediate: Certificate
    /// The leaf certificate, issued by the intermediate, whose key signs.
    public let leaf: Certificate
    private let leafKey: SigningKey

    /// A signer whose JWS header carries the whole chain, leaf first, as the App Store's does.
    public var signer: JWSSigner { JWSSigner(key: leafKey, chain: [leaf, intermediate, root], keyID: nil) }

    /// Loads the chain from `directory`, creating the keys and certificates first when absent (or, with `replacing`, in
    /// place of those there, which are not read: `PrivateStateFile`); the certificates are read now, and refused unless
    /// each is signed by its issuer's key (a damaged file), the leaf's key at its first signature. The root's key, which
    /// signed the root and the intermediate, is read to check them when kiosk wrote it plainly and it is the root's
    /// (`KeyPair`): the same answers for less than half the instructions.
    public static func loadOrCreate(in directory: URL, replacing: Bool = false) throws -> SandboxCertificateChain {
        let file = directory.appendingPathComponent(fileName)
        let contents = try PrivateStateFile.contents(of: file, crashPoint: "certificate-chain.before-link", replacing: replacing,
                                                     make: makeChain)
        let operation = "reading the sandbox certificate chain \(file.path)"
        // Loaded before the file's errors are told as the file's: a missing libcrypto is not a damaged chain.
        try LibCrypto.load()
        do {
            let blocks = PEMBlocks.split(contents)
            guard blocks.count == 5 else {
                throw SigningError(operation: "reading", reason: "expected 5 PEM blocks (root key and certificate, intermediate certificate, leaf key and certificate), found \(blocks.count)")
            }
            let root = try Certificate(pem: blocks[1]), intermediate = try Certificate(pem: blocks[2]), leaf = try Certificate(pem: blocks[4])
            let rootKey = try KeyPair.read(pem: blocks[0]).flatMap { $0.isKey(of: root) ? $0 : nil }
            let issued = [(root, root, rootKey, "root", "its own"), (intermediate, root, rootKey, "intermediate", "the root's"),
                          (leaf, intermediate, nil, "leaf", "the intermediate's")]
            for (certificate, issuer, issuerKey, name, issuersKey) in issued where !certificate.isSigned(by: issuer, issuerKey: issuerKey) {
                throw SigningError(operation: "reading", reason: "the \(name) certificate is damaged: its signature does not verify under \(issuersKey) key")
            }
            return SandboxCertificateChain(root: root, intermediate: intermediate, leaf: leaf,
                                           leafKey: SigningKey(readingAtFirstUse: blocks[3], operation: operation, certifiedBy: leaf))
        } catch let error as SigningError {
            throw SigningError(operation: operation, reason: error.reason)
        }
    }

    /// Makes the root, intermediate and leaf and returns the file's PEM text.
    private static func makeChain() throws -> Data {
        let start = -86_400 // a day back, so a verifier whose clock is a little behind accepts it
        let rootKey = try SigningKey.generate()
        let root = try CertificateIssuer.issue(for: rootKey, commonName: "Kiosk Sandbox Root CA", organization: "Kiosk Sandbox",
                                               by: nil, validFrom: start, days: validityDays, extensions: [
            .init("basicConstraints", "critical,CA:TRUE"),
            .init("keyUsage", "critical,keyCertSign,cRLSign"),
            .init("subjectKeyIdentifier", "hash"),
        ])
        let intermediateKey = try SigningKey.generate()
        let intermediate = try CertificateIssuer.issue(
            for: intermediateKey, commonName: "Kiosk Sandbox Intermediate CA", organization: "Kiosk Sandbox",
            by: .init(key: rootKey, certificate: root), validFrom: start, days: validityDays, extensions: [
                .init("basicConstraints", "critical,CA:TRUE,pathlen:0"),
                .init("keyUsage", "critical,keyCertSign,cRLSign"),
                .init("subjectKeyIdentifier", "hash"),
                .init("authorityKeyIdentifier", "keyid:always"),
                .init(intermediateMarkerOID, "DER:05:00"),
            ])
        let leafKey = try SigningKey.generate()
        let leaf = try CertificateIssuer.issue(
            for: leafKey, commonName: "Kiosk Sandbox StoreKit Signing", organization: "Kiosk Sandbox",
            by: .init(key: intermediateKey, certificate: intermediate), validFrom: start, days: validityDays, extensions: [
                .init("basicConstraints", "critical,CA:FALSE"),
                .init("keyUsage", "critical,digitalSignature"),
                .init("subjectKeyIdentifier", "hash"),
                .init("authorityKeyIdentifier", "keyid:always"),
                .init(leafMarkerOID, "DER:05:00"),
            ])
        return try rootKey.pem() + root.pem() + intermediate.pem() + leafKey.pem() + leaf.pem()
    }
}
