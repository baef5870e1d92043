import Foundation

extension SandboxLedger {
    /// What a store reads once per transaction, in one statement: the clock offset (milliseconds) and the signing
    /// generation (`LedgerSchema.signingGenerations`). Every purchase reads the offset before it signs, and the signature
    /// asks for the generation, so it costs no statement of its own.
    struct ClockAndSigning {
        let clockOffset: Int64
        let signingGeneration: Int64
    }

    /// The clock offset and the signing generation, inside a read or write (read once per transaction while it changes
    /// nothing); each is 0 while its table has no row.
    func clockAndSigningIn(_ database: SQLiteDatabase) throws -> ClockAndSigning {
        try database.keptWithinTransaction("clock and signing") {
            try database.statement(Self.clockAndSigningSQL).firstRow { ClockAndSigning(clockOffset: $0.int64(0), signingGeneration: $0.int64(1)) }
                ?? ClockAndSigning(clockOffset: 0, signingGeneration: 0)
        }
    }

    private static let clockAndSigningSQL = """
        SELECT COALESCE((SELECT offset_ms FROM sandbox_clock WHERE id = 1), 0),
               COALESCE((SELECT generation FROM signing_generations WHERE id = 1), 0)
        """

    /// How many times the signing identities were replaced: the generation the identities on disk now belong to (in the
    /// open transaction, when there is one).
    func signingGeneration() throws -> Int64 {
        try database.read { try clockAndSigningIn($0).signingGeneration }
    }

    /// Counts one more replacement of the signing identities, made on disk before this is called, inside a write;
    /// returns the new generation.
    func recordNewSigningGenerationIn(_ database: SQLiteDatabase) throws -> Int64 {
        try database.statement("""
            INSERT INTO signing_generations (id, generation) VALUES (1, 1)
            ON CONFLICT (id) DO UPDATE SET generation = generation + 1
            """).run()
        return try clockAndSigningIn(database).signingGeneration
    }
}
