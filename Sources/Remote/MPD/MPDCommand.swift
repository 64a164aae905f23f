/// What a command needs to run, MPD's permission classes (`Permission.hxx`).
public struct MPDPermission: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Reading the database and the state.
    public static let read = MPDPermission(rawValue: 1)
    /// Adding to the queue.
    public static let add = MPDPermission(rawValue: 2)
    /// Controlling playback and the queue.
    public static let control = MPDPermission(rawValue: 4)
    /// Updating the database, outputs, killing.
    public static let admin = MPDPermission(rawValue: 8)
    /// What every client may do before a password.
    public static let none: MPDPermission = []
    /// Everything (no password configured).
    public static let all: MPDPermission = [.read, .add, .control, .admin]
}

/// One command of MPD's protocol: its name, the permission it needs, how many arguments it
/// takes, and what it does. A group of commands (playback, queue, database…) is a type with a
/// static `commands` list; `MPDCommandTable` joins them.
public struct MPDCommand {
    /// The name a client sends (`playlistinfo`).
    public let name: String
    /// What the client needs (MPD's table, `AllCommands.cxx`).
    public let permission: MPDPermission
    /// The fewest and most arguments; `max` nil: any number.
    public let minArguments: Int
    public let maxArguments: Int?
    /// Runs the command: writes its answer into `call.response`, or throws MPD's error.
    public let run: (MPDCall) throws(MPDError) -> Void

    /// A command `name` needing `permission`, taking `arguments` arguments.
    public init(_ name: String, _ permission: MPDPermission, arguments: ClosedRange<Int>,
                run: @escaping (MPDCall) throws(MPDError) -> Void) {
        self.name = name
        self.permission = permission
        minArguments = arguments.lowerBound
        maxArguments = arguments.upperBound
        self.run = run
    }

    /// A command taking at least `minArguments` and any number more.
    public init(_ name: String, _ permission: MPDPermission, atLeast minArguments: Int,
                run: @escaping (MPDCall) throws(MPDError) -> Void) {
        self.name = name
        self.permission = permission
        self.minArguments = minArguments
        maxArguments = nil
        self.run = run
    }
}

/// One command being answered: its arguments, the answer it writes, the client asking and the
/// server it asks.
public final class MPDCall {
    /// The arguments after the command's name.
    public let arguments: MPDArguments
    /// The answer so far.
    public var response = MPDResponse()
    /// The client's own state (its tag types, binary limit, permission).
    public let client: MPDClientState
    /// What the server serves: the one source and the parts behind it.
    public let context: MPDContext

    /// A call of a command with `arguments` from `client`.
    public init(arguments: MPDArguments, client: MPDClientState, context: MPDContext) {
        self.arguments = arguments
        self.client = client
        self.context = context
    }
}

/// What MPD keeps per connection and the commands read: the tag types a client asked for
/// (`tagtypes`), the most bytes of a binary answer (`binarylimit`), and what it may do.
public final class MPDClientState {
    /// The tags written in song answers; all of them until the client says otherwise.
    public var tagTypes = Set(MPDTag.allCases)
    /// The most bytes of one binary chunk (`albumart`, `readpicture`); MPD's default is 8192.
    public var binaryLimit = 8192
    /// What this client may do (all, unless the server has a password it has not given).
    public var permission: MPDPermission
    /// The channels it is subscribed to and the messages that came for it.
    public let mailbox = MPDMailbox()

    /// Whether the client came through a Unix socket (MPD's "local" client: `config` and
    /// `file://` are for it only).
    public internal(set) var isLocal: Bool
    /// Set by `idle`: the subsystems to wait for; the connection enters idle mode after it.
    var idleRequest: Set<MPDSubsystem>?
    /// Set by `close`: the connection ends once what was answered is written.
    var closeRequested = false

    /// A new client's state, allowed `permission`; `isLocal` when it came through a Unix socket.
    public init(permission: MPDPermission, isLocal: Bool = false) {
        self.permission = permission
        self.isLocal = isLocal
    }
}
