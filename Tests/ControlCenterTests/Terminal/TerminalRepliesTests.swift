import NowPlaying
import Testing
@testable import ControlCenter

@Suite struct TerminalRepliesTests {
    static func parse(_ text: String) -> TerminalReplies { TerminalReplies.parse(Array(text.utf8)) }

    @Test func kittysAnswersAreReadInFull() {
        let replies = Self.parse("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;c")
        #expect(replies.kitty == true)
        #expect(replies.version == "kitty(0.35.2)")
        #expect(replies.cellSize == PixelSize(width: 10, height: 20))
        #expect(replies.deviceAttributes == [0])
    }

    @Test func kitty026sVersionIsReadAsItSaysIt() {
        #expect(Self.parse("\u{1B}P>|kitty(0.26.5)\u{1B}\\").version == "kitty(0.26.5)")
    }

    @Test func aGraphicsErrorIsNotOK() {
        let replies = Self.parse("\u{1B}_Gi=31;ENOENT:Unsupported transmission medium\u{1B}\\\u{1B}[?62;c")
        #expect(replies.kitty == false)
    }

    @Test func aGraphicsReplyForAnotherImageIsNotTheAnswer() {
        #expect(Self.parse("\u{1B}_Gi=7;OK\u{1B}\\").kitty == nil)
    }

    @Test func xtermAsAVT340ListsSixel() {
        let replies = Self.parse("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?63;1;2;4;6;9;15;22c")
        #expect(replies.deviceAttributes == [1, 2, 4, 6, 9, 15, 22])
        #expect(replies.kitty == nil)
        #expect(replies.version == "XTerm(379)")
    }

    @Test func aVT100sClassIsNotTakenForSixel() {
        #expect(Self.parse("\u{1B}[?1;2c").deviceAttributes == [2])
        #expect(Self.parse("\u{1B}[?4c").deviceAttributes == [])
    }

    @Test func nothingIsFoundInTheQueriesEchoedBack() {
        let echoed = TerminalProbe.kittyQuery + TerminalProbe.versionQuery + TerminalProbe.cellSizeQuery
            + TerminalProbe.attributesQuery
        let replies = TerminalReplies.parse(echoed)
        #expect(replies.kitty != true)
        #expect(replies.version == nil && replies.cellSize == nil && !replies.answeredDeviceAttributes)
    }

    @Test func junkAroundTheRepliesIsSkipped() {
        let replies = Self.parse("abc\u{1B}\u{1B}[\u{07}x\u{1B}[6;0;10t\u{1B}[99999999;1t\u{1B}]11;rgb:0/0/0\u{07}"
            + "\u{1B}_Gi=31;OK\u{1B}\\q\u{1B}[?62;4c")
        #expect(replies.kitty == true)
        #expect(replies.cellSize == nil)
        #expect(replies.deviceAttributes == [4])
    }

    @Test func aReplyCutByTheNextOneIsDroppedAndTheNextIsRead() {
        let replies = Self.parse("\u{1B}P>|kit\u{1B}[?62;4c")
        #expect(replies.version == nil)
        #expect(replies.deviceAttributes == [4])
    }

    @Test func aReplySplitAcrossReadsIsFoundOnceItsEndArrives() {
        let bytes = Array("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[6;20;10t\u{1B}[?62;4c".utf8)
        for cut in 0..<bytes.count {
            let first = TerminalReplies.parse(bytes[0..<cut])
            #expect(!first.answeredDeviceAttributes, "cut at \(cut)")
        }
        let kittyEnd = "\u{1B}_Gi=31;OK\u{1B}\\".utf8.count
        #expect(TerminalReplies.parse(bytes[0..<(kittyEnd - 1)]).kitty == nil)
        #expect(TerminalReplies.parse(bytes[0..<kittyEnd]).kitty == true)
        #expect(TerminalReplies.parse(bytes) == TerminalReplies.parse(bytes[...]))
        #expect(TerminalReplies.parse(bytes).cellSize == PixelSize(width: 10, height: 20))
    }

    @Test func aVersionKeepsOnlyPrintableText() {
        #expect(Self.parse("\u{1B}P>|evil\u{08}\u{9B}2J(1)\u{1B}\\").version == "evil2J(1)")
    }
}
