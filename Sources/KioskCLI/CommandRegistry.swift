/// Every subcommand of `kiosk`, in the order `kiosk --help` lists them.
enum CommandRegistry {
    static var subcommands: [CommandSpec] {
        [
            CatalogCommand.spec,
            ValidateCommand.spec,
            SandboxCommand.spec,
            RenderCommand.spec,
            RulesCommand.spec,
            ServeCommand.spec,
        ]
    }
}
