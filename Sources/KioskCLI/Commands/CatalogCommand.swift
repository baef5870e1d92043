import PaywallModel

/// `kiosk catalog`: reads and checks StoreKit configuration files.
enum CatalogCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "catalog",
            abstract: "Read and check StoreKit configuration files (.storekit).",
            subcommands: [check]
        )
    }

    static var check: CommandSpec {
        CommandSpec(
            name: "check",
            abstract: "Check a .storekit catalog and print a summary, or every problem found.",
            options: [.flag("json", help: "Print the summary as JSON.")],
            arguments: [ArgumentSpec("FILE", help: "A .storekit file, or a NAME.storekit folder.")],
            run: { arguments, console in
                throw CommandFailure("catalog check is not implemented yet.", status: ExitStatus.software)
            }
        )
    }
}
