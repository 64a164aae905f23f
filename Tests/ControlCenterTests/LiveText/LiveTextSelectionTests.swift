@testable import ControlCenter
import NowPlaying
import Testing

/// Moving and extending a selection of words in reading order, and the text it copies.
@Suite struct LiveTextSelectionTests {
    typealias Position = LiveTextSelection.Position
    let text = LiveTextFixtures.result

    @Test func theFirstLineIsSelectedWholeToStartWith() throws {
        let selection = try #require(LiveTextSelection.firstLine(of: text))
        #expect(selection.text(in: text) == "func greet() {")
    }

    @Test func arrowsMoveOneWordAcrossLineEndsAndCollapseTheSelection() throws {
        var selection = try #require(LiveTextSelection.firstLine(of: text))
        selection = selection.moved(.nextWord, in: text, extending: false)
        #expect(selection.focus == Position(line: 1, word: 0), "past the line's last word: the next line's first")
        #expect(selection.text(in: text) == "return")
        selection = selection.moved(.previousWord, in: text, extending: false)
        #expect(selection.text(in: text) == "{")
    }

    @Test func upAndDownGoToTheNearestWordAcross() {
        let start = LiveTextSelection(anchor: Position(line: 0, word: 1), focus: Position(line: 0, word: 1))
        let down = start.moved(.nextLine, in: text, extending: false)
        #expect(down.text(in: text) == "return", "greet() (x 160–280) is nearer return (150–246) than name (260–324)")
        let right = down.moved(.nextWord, in: text, extending: false)
        #expect(right.moved(.previousLine, in: text, extending: false).text(in: text) == "{", "name is under {")
        #expect(start.moved(.previousLine, in: text, extending: false) == start, "nothing above the first line")
    }

    @Test func shiftExtendsFromTheAnchorOverLines() {
        var selection = LiveTextSelection(anchor: Position(line: 0, word: 1), focus: Position(line: 0, word: 1))
        selection = selection.moved(.nextLine, in: text, extending: true)
        #expect(selection.text(in: text) == "greet() {\nreturn")
        selection = selection.moved(.nextWord, in: text, extending: true)
        #expect(selection.text(in: text) == "greet() {\nreturn name")
        selection = selection.moved(.previousLine, in: text, extending: true)
        #expect(selection.text(in: text) == "greet() {")
        // Back past the anchor: the selection turns round it.
        selection = selection.moved(.previousWord, in: text, extending: true).moved(.previousWord, in: text, extending: true)
        #expect(selection.text(in: text) == "func greet()")
    }

    @Test func everythingCanBeSelected() throws {
        let all = try #require(LiveTextSelection.all(of: text))
        #expect(all.text(in: text) == "func greet() {\nreturn name\nFIN")
    }

    @Test func aFrameWithoutTextHasNothingToSelect() {
        let empty = LiveTextResult(id: 1, frame: PixelSize(width: 10, height: 10), mediaTime: nil, lines: [])
        #expect(LiveTextSelection.firstLine(of: empty) == nil && LiveTextSelection.all(of: empty) == nil)
    }
}
