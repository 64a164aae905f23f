import Commands

/// One key and the command it sends.
public struct KeyBinding: Equatable, Sendable {
    /// The key, in canonical form.
    public let key: KeyName
    /// What pressing it asks for.
    public let command: ControlCommand

    /// Binds a key to a command.
    public init(key: KeyName, command: ControlCommand) {
        self.key = key
        self.command = command
    }
}
