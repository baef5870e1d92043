/// One line of the help overlay and everything it stands for: the keys as the overlay names them, what they do,
/// the command each key press asks for where it is pressed, and the key bar's hints for them.
public struct KeyBinding: Sendable {
    /// The keys as the help overlay names them (`↑ ↓  k j`).
    public let keys: String
    /// What they do, as the help overlay says it.
    public let meaning: String
    /// The command each key asks for, by where it is pressed.
    let commands: [KeyContext: [Key: KeyCommand]]
    /// The key bar's hints for these keys.
    let hints: [KeyHint]

    init(_ keys: String, _ meaning: String, _ commands: [KeyContext: [Key: KeyCommand]] = [:], hints: [KeyHint] = []) {
        self.keys = keys
        self.meaning = meaning
        self.commands = commands
        self.hints = hints
    }
}
