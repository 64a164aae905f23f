import Commands
import Testing

/// The queue's words: positions counted from one, moves, shuffle and repeat with or without
/// their word, and `open` with a path that may hold spaces.
@Suite struct InstructionQueueTests {
    @Test func queueAndTrackCommandsParseTheirWholeNumbers() throws {
        #expect(try Instruction(parsing: "play-index 12") == .player(.playIndex(12)))
        #expect(try Instruction(parsing: "remove 3") == .player(.remove(3)))
        #expect(try Instruction(parsing: "move 5 2") == .player(.move(from: 5, to: 2)))
        #expect(try Instruction(name: "move", arguments: ["1", "12"]) == .player(.move(from: 1, to: 12)))
        #expect(try Instruction(parsing: "audio-track 2") == .player(.audioTrack(2)))
        #expect(try Instruction(parsing: "subtitle-track 0") == .player(.subtitleTrack(0)))
        #expect(try Instruction(parsing: "secondary-subtitle-track 0") == .player(.secondarySubtitleTrack(0)))
        #expect(try Instruction(parsing: "move-up") == .tile(.moveUp))
    }

    @Test func shuffleAndRepeatTakeAnOptionalWord() throws {
        #expect(try Instruction(parsing: "shuffle") == .player(.shuffle(nil)))
        #expect(try Instruction(parsing: "shuffle on") == .player(.shuffle(true)))
        #expect(try Instruction(parsing: "shuffle off") == .player(.shuffle(false)))
        #expect(try Instruction(parsing: "repeat") == .player(.repeatMode(nil)))
        #expect(try Instruction(parsing: "repeat track") == .player(.repeatMode(.track)))
        #expect(try Instruction(parsing: "repeat none") == .player(.repeatMode(RepeatMode.none)))
        for text in ["shuffle on", "shuffle off", "repeat queue", "repeat none"] {
            #expect(try Instruction(parsing: text).text == text)
        }
        #expect(throws: CommandParseError("'repeat' takes 'none', 'track', 'queue', got 'album'")) {
            try Instruction(parsing: "repeat album")
        }
        #expect(throws: CommandParseError("'shuffle' takes 'on', 'off', got 'yes'")) { try Instruction(parsing: "shuffle yes") }
    }

    @Test func stopAfterTakesAnOptionalWordAndClearErrorNone() throws {
        #expect(try Instruction(parsing: "stop-after") == .player(.stopAfter(nil)))
        #expect(try Instruction(parsing: "stop-after once") == .player(.stopAfter(.once)))
        for text in ["stop-after on", "stop-after off", "stop-after once", "stop-after", "clear-error"] {
            #expect(try Instruction(parsing: text).text == text)
        }
        #expect(throws: CommandParseError("'stop-after' takes 'off', 'on', 'once', got 'twice'")) {
            try Instruction(parsing: "stop-after twice")
        }
        #expect(throws: CommandParseError("'clear-error' takes no argument")) { try Instruction(parsing: "clear-error now") }
    }

    @Test func playIndexTakesAnOptionalTimeToStartFrom() throws {
        #expect(try Instruction(parsing: "play-index 3 1:30") == .player(.playIndex(3, from: 90)))
        #expect(try Instruction(parsing: "play-index 3 12.5") == .player(.playIndex(3, from: 12.5)))
        #expect(try Instruction(parsing: "play-index 3 90").text == "play-index 3 90")
        #expect(throws: CommandParseError("'play-index' takes times like 90 or 1:30, got 'soon'")) {
            try Instruction(parsing: "play-index 3 soon")
        }
        #expect(throws: CommandParseError("'play-index' takes at most two arguments")) { try Instruction(parsing: "play-index 3 1 2") }
        #expect(throws: CommandParseError("'play-index' needs N [TIME]")) { try Instruction(parsing: "play-index") }
    }

    @Test func priorityTakesAPriorityFrom0To255AndTwoPositions() throws {
        #expect(try Instruction(parsing: "priority 5 1 3") == .player(.priority(5, from: 1, to: 3)))
        #expect(try Instruction(parsing: "priority 0 2 2").text == "priority 0 2 2")
        #expect(throws: CommandParseError("'priority' takes a priority from 0 to 255")) { try Instruction(parsing: "priority 256 1 1") }
        #expect(throws: CommandParseError("'priority' needs PRIORITY FROM TO")) { try Instruction(parsing: "priority 5 1") }
        #expect(throws: CommandParseError("'priority' takes three arguments")) { try Instruction(parsing: "priority 5 1 2 3") }
    }

    @Test func openTakesTheRestOfTheLineAsItIs() throws {
        #expect(try Instruction(parsing: "open /music/My Album/01 Song.mp3") == .player(.open("/music/My Album/01 Song.mp3")))
        #expect(try Instruction(parsing: "open https://example.org/a.mp3") == .player(.open("https://example.org/a.mp3")))
        #expect(throws: CommandParseError("'open' needs PATH")) { try Instruction(parsing: "open") }
        // Found by FuzzCommand: a path that starts with a combining mark, after a tab, reads back
        // as itself (the space `text` writes before it must not join it into one character).
        let combining = try Instruction(parsing: "open\t\u{301}x")
        #expect(combining == .player(.open("\u{301}x")))
        #expect(try Instruction(parsing: combining.text) == combining)
        #expect(try Instruction(parsing: "add \u{301}") == .player(.add("\u{301}")))
    }

    /// One word a placement, for a path and for the library, each reading back as itself.
    @Test func addingTakesAPlacementWordForAPathAndForTheLibrary() throws {
        let words: [(String, Command)] = [
            ("add /m/a b.mp3", .add("/m/a b.mp3")), ("add-next /m/a b.mp3", .add("/m/a b.mp3", .next)),
            ("replace /m/a b.mp3", .add("/m/a b.mp3", .replace)), ("library-add album:Wind", .libraryAdd("album:Wind")),
            ("library-add-next album:Wind", .libraryAdd("album:Wind", .next)),
            ("library-replace artist:Seeds album:Wind", .libraryAdd("artist:Seeds album:Wind", .replace)),
        ]
        for (text, command) in words {
            #expect(try Instruction(parsing: text) == .player(command))
            #expect(command.text == text)
        }
        #expect(Command.add("x", .next).location == "x")
        #expect(throws: CommandParseError("'add-next' needs PATH")) { try Instruction(parsing: "add-next") }
    }

    @Test func positionsStartAtOneAndAreWhole() {
        #expect(throws: CommandParseError("'play-index' takes a whole number of 1 or more")) {
            try Instruction(parsing: "play-index 0")
        }
        #expect(throws: CommandParseError("'remove' takes a whole number of 1 or more")) { try Instruction(parsing: "remove 2.5") }
        #expect(throws: CommandParseError("'audio-track' takes a whole number of 1 or more")) {
            try Instruction(parsing: "audio-track 0")
        }
        #expect(throws: CommandParseError("'move' needs FROM TO")) { try Instruction(parsing: "move 5") }
        #expect(throws: CommandParseError("'move' takes two arguments")) { try Instruction(parsing: "move 1 2 3") }
        #expect(throws: CommandParseError("'move' takes a whole number of 1 or more")) { try Instruction(parsing: "move 0 2") }
        #expect(throws: CommandParseError("'move' takes a number, got 'top'")) { try Instruction(parsing: "move 2 top") }
        #expect(throws: CommandParseError("'move-up' takes no argument")) { try Instruction(parsing: "move-up 2") }
    }

    /// The queue's edits and saved playlists, each reading back as itself; `add-at` and
    /// `library-add-at` take a position first.
    @Test func theQueuesEditsReadBackAsThemselves() throws {
        let words: [(String, Command)] = [
            ("add-at 3 /m/a b.mp3", .add("/m/a b.mp3", .at(3))), ("library-add-at 1 album:Wind", .libraryAdd("album:Wind", .at(1))),
            ("clear", .clear), ("crop", .crop), ("undo", .undo), ("save road trip", .save("road trip")),
            ("load road trip", .load("road trip")), ("playlists", .playlists),
        ]
        for (text, command) in words {
            #expect(try Instruction(parsing: text) == .player(command))
            #expect(command.text == text)
            #expect(try Instruction(parsing: command.text) == .player(command))
        }
        #expect(Command.add("x", .at(2)).location == "x")
        #expect(throws: CommandParseError("'add-at' needs N PATH")) { try Instruction(parsing: "add-at") }
        #expect(throws: (any Error).self) { try Instruction(parsing: "add-at 0 x") }
        #expect(throws: CommandParseError("'save' needs NAME")) { try Instruction(parsing: "save") }
        #expect(throws: CommandParseError("'undo' takes no argument")) { try Instruction(parsing: "undo 2") }
    }

    /// Which commands `undo` takes back.
    @Test func theEditsOfTheQueueAreTheOnesUndoTakesBack() {
        let edits: [Command] = [.add("x"), .add("x", .replace), .open("x"), .remove(1), .move(from: 1, to: 2), .clear, .crop,
                                .load("mix"), .libraryAdd("q", .replace)]
        #expect(edits.filter { !$0.editsQueue }.isEmpty)
        let others: [Command] = [.undo, .save("mix"), .playlists, .nextTrack, .shuffle(nil), .playIndex(2)]
        #expect(others.filter(\.editsQueue).isEmpty)
    }
}
