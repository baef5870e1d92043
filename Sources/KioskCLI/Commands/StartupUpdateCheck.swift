/// Whether the interactive storefront looks for an app update when it starts: the built-in demo always does
/// (with its own lookup answer), the user's own catalog or offerings only when `--update` names an answer. The
/// check itself shows the prompt at most once a day (the throttle is kept in the state directory) unless
/// `--force-update-prompt` is given.
enum StartupUpdateCheck {
    /// Whether the first tick checks for an update; a usage error when `--force-update-prompt` has no answer to
    /// check (own files without `--update`).
    static func isDue(_ arguments: ParsedArguments) throws -> Bool {
        if arguments.updateAnswer != nil { return true }
        let isDemo = arguments.catalogPath == nil && arguments.offeringsArgument == nil
        if !isDemo && arguments.forcesUpdatePrompt {
            throw UsageError("--force-update-prompt needs --update FILE|URL when --catalog or --offerings is given: there is no lookup answer to check.",
                             commandPath: arguments.commandPath)
        }
        return isDemo
    }
}
