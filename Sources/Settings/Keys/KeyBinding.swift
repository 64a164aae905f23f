import Commands

/// One key and the instruction it sends: a command for the player or one for the tile.
public struct KeyBinding: Equatable, Sendable {
    /// The key, in canonical form.
    public let key: KeyName
    /// What pressing it asks for.
    public let command: Instruction

    /// Binds a key to an instruction.
    public init(key: KeyName, command: Instruction) {
        self.key = key
        self.command = command
    }
}
