import Commands

/// A session's commands (MPRemoteCommandCenter): every input source sends its commands here.
public final class RemoteCommandCenter {
    private let commands: [RemoteCommandKind: RemoteCommand]
    private var supported: Set<RemoteCommandKind>?

    /// Creates a center whose commands have no handlers yet.
    public init() {
        var commands: [RemoteCommandKind: RemoteCommand] = [:]
        for kind in RemoteCommandKind.allCases { commands[kind] = RemoteCommand(kind: kind) }
        self.commands = commands
        for command in commands.values {
            command.targetsChanged = { [weak self] in self?.supported = nil }
        }
        command(.skipForward).preferredIntervals = [15]
        command(.skipBackward).preferredIntervals = [10]
    }

    /// The command of a kind.
    public func command(_ kind: RemoteCommandKind) -> RemoteCommand {
        // Every kind is created in init, so the fallback is never reached.
        commands[kind] ?? RemoteCommand(kind: kind)
    }

    /// The play command.
    public var play: RemoteCommand { command(.play) }
    /// The pause command.
    public var pause: RemoteCommand { command(.pause) }
    /// The togglePlayPause command.
    public var togglePlayPause: RemoteCommand { command(.togglePlayPause) }
    /// The skipForward command.
    public var skipForward: RemoteCommand { command(.skipForward) }
    /// The skipBackward command.
    public var skipBackward: RemoteCommand { command(.skipBackward) }
    /// The changePlaybackRate command.
    public var changePlaybackRate: RemoteCommand { command(.changePlaybackRate) }
    /// The changePlaybackPosition command.
    public var changePlaybackPosition: RemoteCommand { command(.changePlaybackPosition) }
    /// The nextTrack command.
    public var nextTrack: RemoteCommand { command(.nextTrack) }
    /// The previousTrack command.
    public var previousTrack: RemoteCommand { command(.previousTrack) }

    /// Whether any command has a handler: a session without one never becomes active.
    public var hasAnyTarget: Bool { commands.values.contains { $0.hasTargets } }

    /// Sends a command to its handlers: disabled and unsupported ones answer without running.
    public func perform(_ command: Command) -> RemoteCommandStatus {
        self.command(command.kind).perform(command)
    }

    /// Enables and disables the supported commands as `availability` says.
    public func apply(_ availability: CommandAvailability) {
        for (kind, state) in availability.states {
            switch state {
            case .enabled: command(kind).setEnabled(true)
            case let .disabled(reason): command(kind).setEnabled(false, reason: reason)
            }
        }
    }

    /// The first preferred interval of each skip command, for the buttons' labels.
    public var skipIntervals: SkipIntervals {
        SkipIntervals(backward: skipBackward.preferredIntervals.first ?? 10,
                      forward: skipForward.preferredIntervals.first ?? 15)
    }

    /// The commands that have handlers: the only ones a snapshot offers. Kept until a handler
    /// comes or goes: every snapshot asks, and making the set hashes each kind's name.
    public var supportedKinds: Set<RemoteCommandKind> {
        if let supported { return supported }
        let made = Set(commands.values.filter(\.hasTargets).map(\.kind))
        supported = made
        return made
    }
}

/// Which commands are enabled, as carried in a snapshot.
public struct CommandAvailability: Sendable, Equatable, Codable {
    /// Enabled, or disabled with a reason.
    public enum State: Sendable, Equatable, Codable {
        case enabled
        case disabled(String)
    }

    /// The supported commands' states; an absent kind is unsupported.
    public var states = CommandStates()

    /// Creates an empty availability: nothing supported.
    public init() {}

    /// Whether a command is supported and enabled.
    public func isEnabled(_ kind: RemoteCommandKind) -> Bool {
        states[kind] == .enabled
    }
}
