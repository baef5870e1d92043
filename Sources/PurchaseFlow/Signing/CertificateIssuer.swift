import COpenSSL
import Foundation

/// Makes X.509 v3 certificates for P-256 keys: self-signed roots and certificates issued by them.
public enum CertificateIssuer {
    /// One extension in OpenSSL's configuration syntax: a name or dotted OID and its value.
    public struct Extension: Sendable {
        /// The extension's short name (`basicConstraints`) or dotted OID.
        public let name: String
        /// The value (`critical,CA:TRUE`, `hash`, `DER:05:00`).
        public let value: String

        /// Creates an extension.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Who signs a certificate: the issuer's key and certificate.
    public struct Issuer: Sendable {
        /// The issuer's private key.
        public let key: SigningKey
        /// The issuer's certificate.
        public let certificate: Certificate

        /// Creates an issuer.
        public init(key: SigningKey, certificate: Certificate) {
            self.key = key
            self.certificate = certificate
        }
    }

    /// Makes a self-signed CA certificate for a key, valid from now for `days` days.
    public static func selfSigned(key: SigningKey, commonName: String, days: Int) throws -> Certificate {
        try issue(for: key, commonName: commonName, organization: commonName, by: nil, validFrom: 0, days: days, extensions: [
            Extension("basicConstraints", "critical,CA:TRUE"),
            Extension("keyUsage", "critical,digitalSignature,keyCertSign"),
        ])
    }

    /// Makes a certificate for `key` signed by `issuer` (self-signed without one), valid from `validFrom`
    /// seconds from now (negative: in the past) for `days` days, with the given extensions in order.
    public static func issue(for key: SigningKey, commonName: String, organization: String, by issuer: Issuer?,
                             validFrom: Int, days: Int, extensions: [Extension]) throws -> Certificate {
        let operation = "making the certificate '\(commonName)'"
        try LibCrypto.load()
        guard let cert = X509_new() else { throw OpenSSLSupport.error(operation) }
        defer { X509_free(cert) }
        guard let name = X509_NAME_new() else { throw OpenSSLSupport.error(operation) }
        defer { X509_NAME_free(name) }
        for (field, value) in [("CN", commonName), ("O", organization)]
        where X509_NAME_add_entry_by_txt(name, field, MBSTRING_UTF8, value, -1, -1, 0) != 1 {
            throw OpenSSLSupport.error(operation)
        }
        let issuerCertificate = try issuer.map { issuer in
            guard let x509 = issuer.certificate.x509 else { throw SigningError(operation: operation, reason: "the issuer's certificate cannot be parsed") }
            return x509
        }
        let issuerName = issuerCertificate.flatMap { X509_get_subject_name($0) } ?? name
        let serial = Int.random(in: 1...Int(Int32.max))
        guard X509_set_version(cert, 2) == 1,
              ASN1_INTEGER_set(X509_get_serialNumber(cert), serial) == 1,
              X509_gmtime_adj(X509_getm_notBefore(cert), validFrom) != nil,
              X509_gmtime_adj(X509_getm_notAfter(cert), validFrom + days * 86_400) != nil,
              X509_set_subject_name(cert, name) == 1,
              X509_set_issuer_name(cert, issuerName) == 1,
              X509_set_pubkey(cert, try key.pkey()) == 1 else {
            throw OpenSSLSupport.error(operation)
        }
        let issuerCert = issuerCertificate ?? cert
        for ext in extensions where kiosk_x509_add_extension(cert, issuerCert, ext.name, ext.value) != 1 {
            throw OpenSSLSupport.error("\(operation) (extension \(ext.name))")
        }
        guard X509_sign(cert, try (issuer?.key ?? key).pkey(), EVP_sha256()) > 0 else { throw OpenSSLSupport.error(operation) }
        return try Certificate(der: try Certificate.derBytes(of: cert))
    }
}
