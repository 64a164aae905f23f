/// MPD's client-to-client messages (`client/Subscribe.cxx`, `MessageCommands.cxx`): the
/// clients subscribed to channels, each with its own queue of messages. Messages go from one
/// MPD client to others and never reach the player; a client gone is off the board.
public final class MPDMessageBoard {
    private var mailboxes: [WeakMailbox] = []

    /// A board with no one on it.
    public init() {}

    /// Puts `mailbox` on the board (once), so that messages to its channels reach it.
    func join(_ mailbox: MPDMailbox) {
        mailboxes.removeAll { $0.mailbox == nil }
        if !mailboxes.contains(where: { $0.mailbox === mailbox }) { mailboxes.append(WeakMailbox(mailbox: mailbox)) }
    }

    /// Every channel some client is subscribed to, in MPD's (byte) order.
    var channels: [String] {
        Set(mailboxes.compactMap(\.mailbox).flatMap(\.subscriptions)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Leaves `message` on `channel` with every client subscribed to it whose queue has room;
    /// false when none took it.
    func send(_ message: String, on channel: String) -> Bool {
        var taken = false
        for mailbox in mailboxes.compactMap(\.mailbox) where mailbox.receive(message, on: channel) { taken = true }
        return taken
    }

    /// MPD's channel names: at least one letter, digit, `_`, `-`, `.` or `:`, nothing else.
    static func isValidChannel(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
        }
    }

    private struct WeakMailbox {
        weak var mailbox: MPDMailbox?
    }
}

/// One client's channels and the messages that came for it, with MPD's limits.
public final class MPDMailbox {
    /// MPD's `MAX_SUBSCRIPTIONS`.
    static let subscriptionLimit = 16
    /// MPD's `MAX_MESSAGES`: past it, messages for this client are dropped.
    static let messageLimit = 64

    /// The channels it is subscribed to.
    private(set) var subscriptions = Set<String>()
    /// The messages not read yet, oldest first.
    private(set) var messages: [(channel: String, text: String)] = []
    /// A message came into an empty queue and the client has not been told (MPD's `IDLE_MESSAGE`
    /// is the client's own, not every client's).
    private var unheard = false

    /// What `subscribe` came to, in MPD's order of checks.
    enum Subscription {
        case subscribed, invalid, full, already
    }

    /// An empty mailbox.
    public init() {}

    func subscribe(_ channel: String) -> Subscription {
        guard MPDMessageBoard.isValidChannel(channel) else { return .invalid }
        guard subscriptions.count < Self.subscriptionLimit else { return .full }
        return subscriptions.insert(channel).inserted ? .subscribed : .already
    }

    /// False when it was not subscribed to `channel`.
    func unsubscribe(_ channel: String) -> Bool {
        subscriptions.remove(channel) != nil
    }

    /// Takes `text` if subscribed to `channel` and there is room.
    func receive(_ text: String, on channel: String) -> Bool {
        guard subscriptions.contains(channel), messages.count < Self.messageLimit else { return false }
        if messages.isEmpty { unheard = true }
        messages.append((channel, text))
        return true
    }

    /// The messages, taken out.
    func takeMessages() -> [(channel: String, text: String)] {
        defer { messages = [] }
        return messages
    }

    /// Whether a message came that the client has not been told of; told now.
    func takeArrival() -> Bool {
        defer { unheard = false }
        return unheard
    }
}
