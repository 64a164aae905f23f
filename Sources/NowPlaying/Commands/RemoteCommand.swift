import Commands

/// One command of a command center: its handlers, whether it is enabled, and its options.
public final class RemoteCommand {
    /// A handler's answer to a command.
    public typealias Handler = (Command) -> RemoteCommandStatus

    /// Which command this is.
    public let kind: RemoteCommandKind
    /// Whether the command may be used now.
    public private(set) var isEnabled = true
    /// Why it is disabled, for a person.
    public private(set) var disabledReason: String?
    /// Skip intervals in seconds; the first is the default step (skip commands only).
    public var preferredIntervals: [Double] = []
    /// The rates offered (changePlaybackRate only).
    public var supportedPlaybackRates: [Double] = []

    private var targets: [(token: Int, handler: Handler)] = []
    /// Told when a handler is added or removed (the center keeps which commands have one).
    var targetsChanged: (() -> Void)?
    private var nextToken = 0

    init(kind: RemoteCommandKind) {
        self.kind = kind
    }

    /// Adds a handler; the token removes it again.
    @discardableResult
    public func addTarget(_ handler: @escaping Handler) -> Int {
        nextToken += 1
        targets.append((nextToken, handler))
        targetsChanged?()
        return nextToken
    }

    /// Removes the handler added with `token`.
    public func removeTarget(_ token: Int) {
        targets.removeAll { $0.token == token }
        targetsChanged?()
    }

    /// A command without handlers is unsupported and never offered.
    public var hasTargets: Bool { !targets.isEmpty }

    /// Enables or disables the command, with the reason shown to a person.
    public func setEnabled(_ enabled: Bool, reason: String? = nil) {
        isEnabled = enabled
        disabledReason = enabled ? nil : reason
    }

    func perform(_ command: Command) -> RemoteCommandStatus {
        guard hasTargets else { return .unsupported }
        guard isEnabled else { return .disabled(disabledReason ?? "This command is unavailable now") }
        var status = RemoteCommandStatus.success
        for target in targets {
            status = target.handler(command)
        }
        return status
    }
}
