/// Formats the help and usage text of a command.
public enum HelpFormatter {
    /// The one-line usage of the command at a path (`usage: kiosk catalog check [--json] FILE`).
    public static func usage(of command: CommandSpec, path: [String]) -> String {
        var parts = ["usage:", path.joined(separator: " ")]
        if !command.subcommands.isEmpty {
            parts.append(command.run == nil ? "<command>" : "[<command>]")
        }
        for option in command.options {
            let short = option.short.map { "-\($0)|" } ?? ""
            let value = option.valueName.map { " \($0)" } ?? ""
            parts.append("[\(short)--\(option.name)\(value)]\(option.isRepeatable ? "..." : "")")
        }
        for argument in command.arguments {
            let name = argument.name + (argument.isVariadic ? "..." : "")
            parts.append(argument.isOptional ? "[\(name)]" : name)
        }
        return parts.joined(separator: " ")
    }

    /// The full help of the command at a path.
    public static func help(of command: CommandSpec, path: [String]) -> String {
        var lines = [command.abstract, "", usage(of: command, path: path)]
        if !command.discussion.isEmpty {
            lines += ["", command.discussion]
        }
        if !command.arguments.isEmpty {
            lines += ["", "Arguments:"]
            lines += table(command.arguments.map { ($0.name, $0.help) })
        }
        var options = command.options.map { option -> (String, String) in
            let short = option.short.map { "-\($0), " } ?? ""
            let value = option.valueName.map { " \($0)" } ?? ""
            return ("\(short)--\(option.name)\(value)", option.help)
        }
        options.append(("-h, --help", "Show this help."))
        if path.count == 1 {
            options.append(("--version", "Show the version."))
        }
        lines += ["", "Options:"]
        lines += table(options)
        if !command.subcommands.isEmpty {
            lines += ["", "Commands:"]
            lines += table(command.subcommands.map { ($0.name, $0.abstract) })
            lines += ["", "See '\(path.joined(separator: " ")) <command> --help' for a command's own help."]
        }
        return lines.joined(separator: "\n")
    }

    private static func table(_ rows: [(String, String)]) -> [String] {
        let width = min(28, rows.map(\.0.count).max() ?? 0)
        return rows.map { name, help in
            let padded = name.count >= width ? name + "  " : name + String(repeating: " ", count: width - name.count) + "  "
            return "  " + padded + help
        }
    }
}
