/// The options only `kiosk sandbox root-certificate` takes, declared once with their typed value, as
/// `SharedOptions` are: the certificate's encoding, `--der` or `--pem` (the default); both at once is a usage error.
enum RootCertificateOptions {
    /// `--der`.
    static let der = OptionSpec.flag(Name.der, help: "Print the certificate in binary DER.")

    /// `--pem`.
    static let pem = OptionSpec.flag(Name.pem, help: "Print the certificate as PEM text (the default).")

    /// The names, spelled here only.
    fileprivate enum Name {
        static let der = "der", pem = "pem"
    }
}

extension ParsedArguments {
    /// Whether the certificate is printed in DER (`--der`) rather than PEM; a usage error when both are given.
    func printsDER() throws -> Bool {
        let der = flag(RootCertificateOptions.Name.der)
        if der && flag(RootCertificateOptions.Name.pem) {
            throw UsageError("Give --der or --pem, not both.", commandPath: commandPath)
        }
        return der
    }
}
