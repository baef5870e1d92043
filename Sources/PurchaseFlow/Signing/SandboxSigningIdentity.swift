import Foundation

/// The sandbox's own signing key and self-signed certificate, kept in one 0600 PEM file in the state directory.
///
/// The file is created on first use (see `PrivateStateFile`), so two processes starting at once agree on
/// one key and a crash never leaves half a key behind.
public enum SandboxSigningIdentity {
    /// The file name inside the state directory.
    public static let fileName = "sandbox-signing-key.pem"
    /// The key identifier written in every JWS header.
    public static let keyID = "Kiosk_Sandbox_Key"
    /// The certificate's common name and organization.
    public static let commonName = "Kiosk Sandbox StoreKit Testing"

    /// Loads the signer from `directory`, creating the key and certificate first when absent (or, with `replacing`, in
    /// place of those there, which are not read: `PrivateStateFile`); the certificate is read now, and refused when its
    /// signature does not verify (a damaged file). The key is read now too when kiosk wrote it plainly and it is the
    /// certificate's (`KeyPair`), which checks the certificate's signature for less than half the instructions; any
    /// other key is read at the first signature (a damaged key fails that signature, naming the file).
    public static func loadOrCreate(in directory: URL, replacing: Bool = false) throws -> JWSSigner {
        let file = directory.appendingPathComponent(fileName)
        let contents = try PrivateStateFile.contents(of: file, crashPoint: "signing-key.before-link", replacing: replacing) {
            let key = try SigningKey.generate()
            let certificate = try CertificateIssuer.selfSigned(key: key, commonName: commonName, days: 3_650)
            return try key.pem() + certificate.pem()
        }
        let operation = "reading the sandbox key \(file.path)"
        // Loaded before the file's errors are told as the file's: a missing libcrypto is not a damaged key.
        try LibCrypto.load()
        do {
            let certificate = try Certificate(pem: contents)
            let keyPair = try KeyPair.read(pem: contents).flatMap { $0.isKey(of: certificate) ? $0 : nil }
            guard certificate.isSigned(by: certificate, issuerKey: keyPair) else {
                throw SigningError(operation: operation, reason: "the certificate is damaged: its signature does not verify under its own key")
            }
            if let keyPair { certificate.hold(keyPair) }
            let key = keyPair.map(SigningKey.init(keyPair:))
                ?? SigningKey(readingAtFirstUse: contents, operation: operation, certifiedBy: certificate)
            return JWSSigner(key: key, certificate: certificate, keyID: keyID)
        } catch let error as SigningError {
            throw SigningError(operation: operation, reason: error.reason)
        }
    }
}
