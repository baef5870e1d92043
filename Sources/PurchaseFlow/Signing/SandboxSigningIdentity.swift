import Foundation

/// The sandbox's own signing key and self-signed certificate, kept in one 0600 PEM file in the state directory.
///
/// The file is created on first use: written to a private temporary file and then linked into place, so
/// two processes starting at once agree on one key and a crash never leaves half a key behind.
public enum SandboxSigningIdentity {
    /// The file name inside the state directory.
    public static let fileName = "sandbox-signing-key.pem"
    /// The key identifier written in every JWS header.
    public static let keyID = "Kiosk_Sandbox_Key"
    /// The certificate's common name and organization.
    public static let commonName = "Kiosk Sandbox StoreKit Testing"

    /// Loads the signer from `directory`, creating the key and certificate first when absent.
    public static func loadOrCreate(in directory: URL) throws -> JWSSigner {
        let file = directory.appendingPathComponent(fileName)
        if let signer = try load(file) { return signer }
        removeAbandonedTemporaryFiles(in: directory)
        let key = try SigningKey.generate()
        let certificate = try Certificate.selfSigned(key: key, commonName: commonName, days: 3_650)
        var contents = try key.pem()
        contents.append(certificate.pem())
        try createExclusively(file, contents: contents)
        // Whoever linked the file first won; everyone uses that key.
        guard let signer = try load(file) else {
            throw SigningError(operation: "creating the sandbox key", reason: "\(file.path) vanished after it was written")
        }
        return signer
    }

    private static func load(_ file: URL) throws -> JWSSigner? {
        guard let contents = FileManager.default.contents(atPath: file.path) else { return nil }
        do {
            let key = try SigningKey(pem: contents)
            let certificate = try Certificate(pem: contents)
            return JWSSigner(key: key, certificate: certificate, keyID: keyID)
        } catch let error as SigningError {
            throw SigningError(operation: "reading the sandbox key \(file.path)", reason: error.reason)
        }
    }

    /// Removes temporary key files left by processes that died while creating the key (their pid is gone).
    private static func removeAbandonedTemporaryFiles(in directory: URL) {
        let prefix = ".\(fileName)."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let pid = name.dropFirst(prefix.count).split(separator: ".").first.flatMap { pid_t($0) }
            if let pid, kill(pid, 0) != 0, errno == ESRCH {
                unlink(directory.appendingPathComponent(name).path)
            }
        }
    }

    private static func createExclusively(_ file: URL, contents: Data) throws {
        let temporary = file.deletingLastPathComponent()
            .appendingPathComponent(".\(fileName).\(getpid()).\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else {
            throw SigningError(operation: "creating \(temporary.path)", reason: String(cString: strerror(errno)))
        }
        defer { unlink(temporary.path) }
        let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        let synced = fsync(descriptor)
        close(descriptor)
        guard written == contents.count, synced == 0 else {
            throw SigningError(operation: "writing \(temporary.path)", reason: String(cString: strerror(errno)))
        }
        CrashPoint.reach("signing-key.before-link")
        if link(temporary.path, file.path) != 0 && errno != EEXIST {
            throw SigningError(operation: "creating \(file.path)", reason: String(cString: strerror(errno)))
        }
    }
}
