/// What each implementation can carry, declared once: a check of something one cannot carry by
/// nature checks what it does instead, so that the matrix is held true both ways and nothing is
/// skipped in silence.
struct SourceCapabilities: Sendable {
    /// What the answer to a request for queue rows or a queue search describes.
    enum Queue: Sendable {
        /// The player's queue, every item.
        case playersQueue
        /// Only the track playing, as row 0: MPRIS's Player interface knows of no queue (the
        /// client does not read the TrackList interface).
        case currentTrackOnly
        /// The Players list of the switcher (this PlayDeck, then the other players), which the
        /// switcher's list panel shows while another player is shown.
        case playersList
    }

    /// What a subscriber sees when the server goes (its PlayDeck quits).
    enum ServerGoing: Sendable {
        /// It cannot: the server is this process.
        case never
        /// A last snapshot says nothing plays, and commands fail saying the player is gone.
        case commandsFail
        /// The switcher shows this PlayDeck again, with a notice, and commands go to it.
        case backHome
    }

    /// Which requests are counted in `requestsSent`/`requestsAnswered`.
    enum Counting: Sendable {
        /// None: everything is answered at once (0 and 0).
        case nothing
        /// Commands only: intents are answered at once from what the client holds.
        case commands
        /// Commands and intents: both cross to the player and come back.
        case commandsAndIntents
    }

    /// What the queue rows and searches describe.
    let queue: Queue
    /// Whether a refusal carries the server's own reason ("Nothing is playing"); MPRIS carries
    /// only Can… flags, from which the client words its own.
    let serverReasons: Bool
    /// Whether every command the server takes can be sent (MPRIS has no mute, no chapters).
    let wholeVocabulary: Bool
    /// Whether skipping back is allowed during an ad while skipping forward is not: MPRIS has
    /// one CanSeek for both, false during an ad.
    let skipsBackInAds: Bool
    /// Which requests are counted.
    let counting: Counting
    /// Whether the player's notices (an item that could not play) reach the subscriber.
    let notices: Bool
    /// Whether the snapshot names the item's lyrics and they are answered when asked for
    /// (MPRIS publishes none).
    let lyrics: Bool
    /// Whether the item's details (codec, tags…) are read when asked for, named in the snapshot
    /// once read, and answered (MPRIS carries none).
    var details: Bool { lyrics }
    /// What happens when the server goes.
    let serverGoing: ServerGoing
}

/// What the suite found an implementation doing differently where it need not: each is checked
/// inside `withKnownIssue` for the kinds that have it, so that a fix is told ("known issue was
/// not recorded") and the entry goes.
enum KnownDiscrepancy: Sendable {
    /// A stopped, empty snapshot comes before the first that says what plays: `PlayerSwitchSource`
    /// publishes one of its own as a player is chosen in the Players list, while that player's
    /// first answer is on its way (`snapshot()`, when `other.latest` is nil), so that the list's
    /// choice shows at once.
    case placeholderBeforeLoaded
    /// During an ad PlayDeck's MPRIS service says Playing at Rate 1 while Position (content
    /// time) stands still: a client's extrapolated position runs ahead of the content time
    /// until the Seeked at the ad's end. MPRIS has no way to say it: Rate may not be 0, and
    /// Paused would be untrue.
    case positionRunsThroughAds
}

extension SourceKind {
    /// The capability matrix.
    var capabilities: SourceCapabilities {
        switch self {
        case .inProcess, .switcher:
            SourceCapabilities(queue: .playersQueue, serverReasons: true, wholeVocabulary: true, skipsBackInAds: true,
                               counting: .nothing, notices: true, lyrics: true, serverGoing: .never)
        case .socket:
            SourceCapabilities(queue: .playersQueue, serverReasons: true, wholeVocabulary: true, skipsBackInAds: true,
                               counting: .commandsAndIntents, notices: true, lyrics: true, serverGoing: .commandsFail)
        case .mpris:
            SourceCapabilities(queue: .currentTrackOnly, serverReasons: false, wholeVocabulary: false, skipsBackInAds: false,
                               counting: .commands, notices: false, lyrics: false, serverGoing: .commandsFail)
        case .switcherShowingMPRIS:
            // This PlayDeck's own notices are shown whichever player is.
            SourceCapabilities(queue: .playersList, serverReasons: false, wholeVocabulary: false, skipsBackInAds: false,
                               counting: .commands, notices: true, lyrics: false, serverGoing: .backHome)
        }
    }

    /// The discrepancies known for this kind.
    var knownDiscrepancies: Set<KnownDiscrepancy> {
        switch self {
        case .inProcess, .switcher: []
        case .socket: []
        case .mpris: [.positionRunsThroughAds]
        case .switcherShowingMPRIS: [.placeholderBeforeLoaded, .positionRunsThroughAds]
        }
    }
}
