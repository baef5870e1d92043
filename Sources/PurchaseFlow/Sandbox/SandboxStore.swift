import Foundation
import PaywallModel
import Synchronization

/// The local sandbox store: it answers purchases the way StoreKit Testing does, from a catalog, into a
/// signed, durable SQLite ledger in a state directory.
///
/// Every change is one SQL transaction that reads what it needs and writes its result, so several
/// processes may share one ledger. The store never grants anything itself: `SandboxMarketplace`, the
/// client apps call, verifies each transaction's JWS first.
public final class SandboxStore: Sendable {
    /// The catalog products come from.
    public let catalog: Catalog
    /// The ledger.
    public let ledger: SandboxLedger
    /// The signing identities, read from the state directory (made there on a new one) at their first use, and read
    /// again when another process replaced them (see `SandboxIdentities`).
    let identities: SandboxIdentities
    /// The signer of every transaction in the Xcode environment (StoreKit Testing's self-signed certificate); read
    /// (or made) at the first use, throwing when it cannot be.
    public var signer: JWSSigner { get throws { try identities.current().signer } }
    /// Kiosk's own App Store style certificate chain, whose leaf signs in the Sandbox environment.
    public var certificateChain: SandboxCertificateChain { get throws { try identities.current().chain } }
    /// The signer of the Sandbox environment (the chain's leaf, the whole chain in every header).
    public var chainSigner: JWSSigner { get throws { try identities.current().chainSigner } }
    /// Where the store reads the time: the clock it was given plus the ledger's persisted offset.
    public let clock: LedgerClock
    /// The state directory holding the ledger and the signing key.
    public let stateDirectory: URL
    /// Who this store writes as in the change log (process id and a random suffix).
    public let origin: String
    /// The bundle id written in signed transactions.
    public let bundleID: String
    /// Where each product is sold.
    public let availability: StorefrontAvailability
    /// The prices of products and offers per storefront (the catalog's, or a price sidecar's).
    public let priceBook: PriceBook
    /// The codes of code offers beyond their reference names (the offer code sidecar's; none without one), made at
    /// their first use.
    public var offerCodes: OfferCodeSidecar { givenOfferCodes.value }
    private let givenOfferCodes: FirstUse<OfferCodeSidecar>
    /// Settings this store uses over the ledger's, for this run only (see `setForThisRun`).
    private let runSettings = Mutex<[String: String]>([:])

    /// Opens the store on a state directory, creating the directory (0700) and ledger when absent; the signing key and
    /// certificates are read, or made when absent, at their first use (the first signature or verification).
    /// The offer codes are made when first used (a redemption reads them).
    ///
    /// A ledger that holds transactions while its signing key is gone is refused (`MissingSigningKeyError`): a new
    /// key would quietly turn every purchase unverified. `newKey` opens it anyway, to start over with a new key and
    /// certificate chain on purpose (`reset(newKey: true)`, which does not read the old files: they may be damaged or
    /// gone), and catches nothing up, as a renewal signed now would read them (the reset empties the ledger next).
    public init(catalog: Catalog, stateDirectory: URL, clock: any SandboxClock = SystemClock(),
                prices: PriceSidecar? = nil, offerCodes: @autoclosure @escaping @Sendable () -> OfferCodeSidecar = OfferCodeSidecar(),
                availability: StorefrontAvailability = StorefrontAvailability(), bundleID: String = "dev.kiosk.sandbox",
                newKey: Bool = false) throws {
        try PrivateFiles.createDirectory(stateDirectory)
        self.catalog = catalog
        self.stateDirectory = stateDirectory
        self.bundleID = bundleID
        self.availability = availability
        self.priceBook = PriceBook(catalog: catalog, sidecar: prices)
        self.givenOfferCodes = FirstUse(offerCodes)
        let ledger = try SandboxLedger(directory: stateDirectory)
        self.ledger = ledger
        // One read: the clock for the catch-up below, and the signing generation the identities are first read as of.
        let opened = try ledger.database.read { try ledger.clockAndSigningIn($0) }
        let keyFile = stateDirectory.appendingPathComponent(SandboxSigningIdentity.fileName)
        let keyExists = FileManager.default.fileExists(atPath: keyFile.path)
        if !keyExists && !newKey {
            // Only signed rows need this key: rows still waiting for a signature (pending requests, deferred
            // renewals) are signed by whichever key exists when they are, which a store that has not signed
            // anything yet has not made.
            let count = try ledger.signedTransactionCount()
            if count > 0 { throw MissingSigningKeyError(keyFile: keyFile.path, transactionCount: count) }
        }
        let identities = SandboxIdentities(directory: stateDirectory, ledger: ledger, keyExistedAtOpen: keyExists,
                                           generationAtOpen: opened.signingGeneration)
        self.identities = identities
        self.verifier = TransactionVerifier(following: identities.trust)
        self.clock = LedgerClock(base: clock, ledger: ledger)
        self.origin = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        // Renewals that fell due while no kiosk ran.
        if !newKey { try catchUp(at: self.clock.now(offset: opened.clockOffset).date) }
    }

    /// A verifier that trusts what this store signs in either environment: its self-signed certificate and
    /// chains up to its root, read at the first transaction it checks (while they cannot be read, every row is
    /// unverified with the reason), and read again when a row's certificate is not trusted and another process replaced
    /// them since. One for the store's life, so each JWS header is checked once under each.
    public let verifier: TransactionVerifier

    /// Whether the signing key and certificates have been read (or made) yet: not before the first signature or
    /// verification.
    var hasReadSigningIdentities: Bool { identities.isLoaded }

    /// Reads the signing identities now, both keys too, rather than at their first use (making them on a new state
    /// directory): throws what the first signature would, naming the file and what is wrong (a damaged certificate or
    /// key, a missing libcrypto). `kiosk serve` reads them before it listens.
    public func readSigningIdentities() throws {
        let loaded = try identities.current()
        _ = try loaded.signer.key.keyPair()
        _ = try loaded.chainSigner.key.keyPair()
    }

    /// The signer of an environment: the chain's leaf for Sandbox, else the self-signed certificate; read (or made)
    /// at the first use, and read again when another process replaced them (asked inside a write, this reads the
    /// ledger's signing generation with the clock offset the write read), throwing when it cannot be.
    public func signer(for environment: StoreEnvironment) throws -> JWSSigner {
        let current = try identities.current()
        return environment == .sandbox ? current.chainSigner : current.signer
    }

    // MARK: Settings

    /// The settings in force: the catalog's, with the ledger's overrides, and this run's over those.
    public func settings() throws -> SandboxSettings {
        let runOverrides = runSettings.withLock { $0 }
        return SandboxSettings(catalog: catalog.settings, overrides: try ledger.settings().merging(runOverrides) { $1 })
    }

    /// Changes a setting for every process using this ledger (and for this run, over what it set for itself);
    /// returns the settings now in force.
    @discardableResult
    public func set(_ override: SettingOverride) throws -> SandboxSettings {
        try ledger.database.write { database in
            try ledger.setSettingIn(database, key: override.key, value: override.value)
            try ledger.appendChangeIn(database, .settingsChanged, transactionID: nil, origin: origin, at: clock.now())
        }
        runSettings.withLock { _ = $0.removeValue(forKey: override.key) }
        return try settings()
    }

    /// Changes a setting for this store alone, leaving the ledger's as it is (a command-line option such as
    /// `kiosk --locale` applies to that run only), until `set` changes it for everyone.
    public func setForThisRun(_ override: SettingOverride) {
        runSettings.withLock { $0[override.key] = override.value }
    }

    // MARK: Reading

    /// Every ledger row, in id order (renewals whose signature was deferred signed now).
    public func records() throws -> [LedgerRecord] {
        try signingDeferred(ledger.allRecords())
    }

    /// Signs every renewal whose signature was deferred, as `records()` signs those it reads.
    public func signDeferredRenewals() throws {
        _ = try signingDeferred(ledger.database.read { try ledger.recordsIn($0, where: "jws = ?1", [.text(LedgerRecord.deferredSignature)]) })
    }

    /// Hands every ledger row to `body` in id order, a batch at a time as they are read, so a large ledger is never
    /// held whole. Rows are as stored: call `signDeferredRenewals()` first to have every renewal signed.
    public func forEachRecordBatch(size: Int = 1_024, _ body: ([LedgerRecord]) throws -> Void) throws {
        try ledger.database.read { try ledger.forEachRecordBatchIn($0, size: size, body) }
    }

    /// The ledger row with an id (signed now if its signature was deferred), or a `noSuchTransaction` error.
    public func record(_ id: Int64) throws -> LedgerRecord {
        guard let record = try ledger.database.read({ try ledger.recordIn($0, id: id) }) else {
            throw Self.noSuchTransaction(id)
        }
        return try signingDeferred([record])[0]
    }

    static func noSuchTransaction(_ id: Int64) -> MarketplaceError {
        MarketplaceError(.noSuchTransaction, "There is no transaction \(id) in the ledger.")
    }

    /// The catalog product with an id, or a `productUnavailable` error naming it (`missingProduct`).
    func product(_ id: String) throws -> Product {
        guard let product = catalog.product(withID: id) else { throw missingProduct(id) }
        return product
    }

    /// Why a product the client's product list left out cannot be bought: not sold in the storefront in force
    /// (`notAvailableInStorefront`, as buying it says) when the catalog has it, else `missingProduct(_:)`.
    public func unlistedProduct(_ id: String) -> MarketplaceError {
        guard catalog.product(withID: id) != nil, let storefront = try? settings().storefront,
              !availability.isAvailable(id, in: storefront) else { return missingProduct(id) }
        return Self.notSold(id, in: storefront)
    }

    /// The refusal of a product not sold in a storefront: "'X' is not sold in the Germany storefront (DEU)."
    static func notSold(_ id: String, in storefront: Storefront) -> MarketplaceError {
        MarketplaceError(.notAvailableInStorefront, "'\(id)' is \(notSoldWords(in: storefront)).")
    }

    /// `not sold in the Germany storefront (DEU)`: what a product the storefront sidecar does not sell there is.
    public static func notSoldWords(in storefront: Storefront) -> String {
        "not sold in the \(storefront.name) storefront (\(storefront.alpha3))"
    }

    /// The error for a product id the catalog does not have: one the ledger's rows name is no longer in the catalog
    /// (taken out of the file since), and cannot be bought; any other, the catalog has no such product.
    public func missingProduct(_ id: String) -> MarketplaceError {
        guard (try? ledger.database.read { try ledger.ledgerProductIn($0, id) }) != nil else {
            return MarketplaceError(.productUnavailable, "The catalog has no product '\(id)'.")
        }
        return Self.noLongerInCatalog(id, "it cannot be bought")
    }

    /// The refusal of what cannot be done with a product gone from the catalog: "X is no longer in the catalog, so …;
    /// what was bought stays in the ledger."
    public static func noLongerInCatalog(_ id: String, _ consequence: String) -> MarketplaceError {
        MarketplaceError(.productUnavailable, "\(id) is no longer in the catalog, so \(consequence); what was bought stays in the ledger.")
    }

    /// Signs a completed record at the clock's time, replacing its JWS.
    func sign(_ record: inout LedgerRecord) throws {
        let now = Timestamp(clock.now())
        let environment = try settings().environment
        record.signedTime = now
        record.jws = try signer(for: environment).sign(payload: SignedTransactionPayload(
            record: record, bundleID: bundleID, signedDate: now, environment: environment).encoded())
    }

    /// Signs many completed records at the clock's time, spread over every core; throws the first failure.
    func signAll(_ records: inout [LedgerRecord]) throws {
        let now = Timestamp(clock.now())
        let environment = try settings().environment
        for index in records.indices { records[index].signedTime = now }
        let pending = records, bundleID = bundleID
        let signatures = try signer(for: environment).signAll(count: pending.count) { index in
            try SignedTransactionPayload(record: pending[index], bundleID: bundleID, signedDate: now, environment: environment).encoded()
        }
        for index in records.indices { records[index].jws = signatures[index] }
    }
}
