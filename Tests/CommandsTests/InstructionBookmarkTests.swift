import Commands
import Testing

/// `bookmark-add [NAME]`, `bookmark-go N`, `bookmark-remove N`, `bookmark-rename N NAME` and
/// `bookmarks`: names are the rest of the line, numbers count from 1, and each reads back as itself.
@Suite struct InstructionBookmarkTests {
    @Test func aBookmarkTakesAnOptionalNameAndTheOthersANumber() throws {
        #expect(try Instruction(parsing: "bookmark-add") == .player(.bookmarkAdd(nil)))
        #expect(try Instruction(parsing: "bookmark-add  The good part ") == .player(.bookmarkAdd("The good part ")))
        #expect(try Instruction(name: "bookmark-add", arguments: ["Act", "II"]) == .player(.bookmarkAdd("Act II")))
        #expect(try Instruction(parsing: "bookmark-go 2") == .player(.bookmarkGo(2)))
        #expect(try Instruction(parsing: "bookmark-remove 1") == .player(.bookmarkRemove(1)))
        #expect(try Instruction(parsing: "bookmark-rename 3 Where she left") == .player(.bookmarkRename(3, "Where she left")))
        #expect(try Instruction(parsing: "bookmarks") == .tile(.bookmarks))
    }

    @Test func eachReadsBackAsItself() throws {
        for command in [Command.bookmarkAdd(nil), .bookmarkAdd("Chapter 3 · 12:04"), .bookmarkGo(12), .bookmarkRemove(1),
                        .bookmarkRename(2, "two  spaces")] {
            #expect(try Instruction(parsing: command.text) == .player(command), "\(command.text)")
        }
    }

    @Test func numbersCountFromOneAndARenameNeedsAName() {
        #expect(throws: CommandParseError("'bookmark-go' takes a whole number of 1 or more")) {
            try Instruction(parsing: "bookmark-go 0")
        }
        #expect(throws: CommandParseError("'bookmark-go' needs N")) { try Instruction(parsing: "bookmark-go") }
        #expect(throws: CommandParseError("'bookmark-rename' needs N NAME")) { try Instruction(parsing: "bookmark-rename 2") }
        #expect(throws: CommandParseError("'bookmark-rename' takes a number, got 'two'")) {
            try Instruction(parsing: "bookmark-rename two Name")
        }
        #expect(throws: CommandParseError("'bookmarks' takes no argument")) { try Instruction(parsing: "bookmarks 1") }
    }
}
