import Foundation
import PurchaseFlow

/// `kiosk sandbox root-certificate`: exports kiosk's own root CA, which a backend adds to its trusted roots
/// to verify what the Sandbox signing mode signs.
enum SandboxRootCertificateCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "root-certificate",
            abstract: "Print kiosk's own root CA certificate (PEM, or DER with --der) for a backend's trusted roots.",
            discussion: """
            With 'kiosk sandbox set environment Sandbox' every signed transaction, renewal info, app transaction and
            notification carries an App Store style chain (leaf, intermediate, root) under this root. Give it to
            Apple's App Store Server Library as a root certificate to verify kiosk's data as it verifies Apple's; the
            root never verifies against Apple's own root, so it cannot pass for a real purchase. The root's key stays
            in the state directory (0600).

            \(SandboxCommand.sharedOptionsNote)
            """,
            options: [
                RootCertificateOptions.der,
                RootCertificateOptions.pem,
            ],
            run: { arguments, console in
                let printsDER = try arguments.printsDER()
                let store = try SandboxStoreInput.open(arguments, console)
                let root: Certificate
                do { root = try store.certificateChain.root } catch {
                    throw CommandFailure("The sandbox ledger cannot be opened: \(error)", status: ExitStatus.cantCreate)
                }
                if printsDER {
                    console.write(bytes: root.der)
                } else {
                    console.write(String(decoding: root.pem(), as: UTF8.self))
                }
                return ExitStatus.ok
            }
        )
    }
}
