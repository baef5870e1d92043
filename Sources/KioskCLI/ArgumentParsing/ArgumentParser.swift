/// Parses a command line against a tree of `CommandSpec`s.
///
/// Rules: subcommand words come first; options may appear anywhere after their command; `--name value`,
/// `--name=value` and `-s value` all work; `--` ends options; `-h`/`--help` prints help for the command
/// reached so far; `--version` is understood at the root.
public struct ArgumentParser {
    /// The root command.
    public let root: CommandSpec

    /// Creates a parser for a command tree.
    public init(root: CommandSpec) {
        self.root = root
    }

    /// Parses the words after the program name.
    public func parse(_ words: [String]) throws -> ParseOutcome {
        var command = root
        var path = [root.name]
        var chain = [root]
        var index = 0
        var earlyOptions: [String] = []
        // Walk down subcommands while the next word names one; a parent's own options may come before its
        // subcommand (`kiosk sandbox --catalog F buy X`) and are read with the rest below.
        while index < words.count {
            if let next = command.subcommands.first(where: { $0.name == words[index] }) {
                command = next
                path.append(next.name)
                chain.append(next)
                index += 1
            } else if words[index].hasPrefix("--"), let (spec, inline) = try? lookUpOption(words[index], in: chain, path: path) {
                let takesNextWord = !spec.isFlag && inline == nil && index + 1 < words.count
                earlyOptions += words[index..<(index + (takesNextWord ? 2 : 1))]
                index += takesNextWord ? 2 : 1
            } else {
                break
            }
        }
        let remaining = earlyOptions + words[index...]
        var parsed = ParsedArguments(commandPath: path)
        var positionals: [String] = []
        var optionsEnded = false
        index = 0
        while index < remaining.count {
            let word = remaining[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                positionals.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            if word == "--help" || word == "-h" {
                return .help(path)
            }
            if word == "--version" && path.count == 1 {
                return .version
            }
            let (spec, inlineValue) = try lookUpOption(word, in: chain, path: path)
            if spec.isFlag {
                if inlineValue != nil {
                    throw UsageError("--\(spec.name) takes no value.", commandPath: path)
                }
                parsed.flags.insert(spec.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < remaining.count {
                value = remaining[index]
                index += 1
            } else {
                throw UsageError("--\(spec.name) needs a value (\(spec.valueName ?? "VALUE")).", commandPath: path)
            }
            if !spec.isRepeatable, parsed.optionValues[spec.name] != nil {
                throw UsageError("--\(spec.name) was given more than once.", commandPath: path)
            }
            parsed.optionValues[spec.name, default: []].append(value)
        }
        if command.run == nil {
            if let word = positionals.first {
                let names = command.subcommands.map(\.name).joined(separator: ", ")
                throw UsageError("Unknown command '\(word)'. Expected one of: \(names).", commandPath: path)
            }
            if command.subcommands.isEmpty == false {
                return .help(path)
            }
        }
        parsed.argumentValues = try assign(positionals, to: command.arguments, path: path)
        return .run(parsed)
    }

    /// Finds the command at a path of names, starting at the root.
    public func command(at path: [String]) -> CommandSpec {
        var command = root
        for name in path.dropFirst() {
            guard let next = command.subcommands.first(where: { $0.name == name }) else { break }
            command = next
        }
        return command
    }

    /// Finds an option of the selected command, or of a command above it but the root (options are inherited from a
    /// parent such as `sandbox`; the root's are the interactive storefront's, so a subcommand has only those it declares:
    /// `kiosk sandbox redeem` once took `--customer` from the root and ignored it).
    private func lookUpOption(_ word: String, in chain: [CommandSpec], path: [String]) throws -> (OptionSpec, String?) {
        let command = chain.last ?? root
        let options = (chain.count > 1 ? chain.dropFirst() : chain[...]).reversed().flatMap(\.options)
        if word.hasPrefix("--") {
            let body = word.dropFirst(2)
            let name: Substring
            var inline: String?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                inline = String(body[body.index(after: equals)...])
            } else {
                name = body
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                throw UsageError("Unknown option '--\(name)'.\(suggestion(for: String(name), in: command))", commandPath: path)
            }
            return (spec, inline)
        }
        let letters = word.dropFirst()
        guard letters.count == 1, let letter = letters.first,
              let spec = options.first(where: { $0.short == letter }) else {
            throw UsageError("Unknown option '\(word)'.", commandPath: path)
        }
        return (spec, nil)
    }

    private func suggestion(for name: String, in command: CommandSpec) -> String {
        let close = command.options.map(\.name).filter { $0.hasPrefix(name) || name.hasPrefix($0) }
        guard let first = close.first else { return "" }
        return " Did you mean '--\(first)'?"
    }

    private func assign(_ values: [String], to specs: [ArgumentSpec], path: [String]) throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        var remaining = values[...]
        for spec in specs {
            if spec.isVariadic {
                if remaining.isEmpty && !spec.isOptional {
                    throw UsageError("Missing \(spec.name).", commandPath: path)
                }
                result[spec.name] = Array(remaining)
                remaining = []
            } else if let value = remaining.first {
                result[spec.name] = [value]
                remaining = remaining.dropFirst()
            } else if !spec.isOptional {
                throw UsageError("Missing \(spec.name).", commandPath: path)
            }
        }
        if let extra = remaining.first {
            throw UsageError("Unexpected argument '\(extra)'.", commandPath: path)
        }
        return result
    }
}
