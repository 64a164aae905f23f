import Foundation
import Testing
import TestSupport

/// The bad-input matrix in the tile, in tmux: the notice in place, the good file after it,
/// the line again on standard error after `q`, the terminal given back, and not one byte of
/// a tag's escape sequences written to the terminal.
@Suite struct BadInputTileTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test(arguments: BadInput.rows)
    func aBadItemIsANoticeAndTheGoodFileAfterItPlays(_ row: BadInput) throws {
        let runtime = try TestWorld(asAnotherUser: row.asAnotherUser)
        let arguments = try runtime.reachable(try row.arguments())
        let good = try runtime.reachable([try Fixtures.tone(seconds: 20, title: BadInput.goodTitle)])[0]
        // An item that plays starts paused, so that `playdeck status` is asked while it is the current one.
        let pane = try Pane((row.title == nil ? [] : ["--pause"]) + arguments + [good], world: runtime)
        if let title = row.title {
            try #require(pane.wait(seconds: 20) { $0.contains(title) && Self.transportRow($0).contains("▶") } != nil,
                         "never paused on \(title): \(pane.screen())")
        }
        if let line = row.line {
            // In place: the notice takes the bottom edge (the foot of the card's text when it is
            // longer), and the next item's "Now playing" waits.
            let notice = pane.wait(seconds: 10) { Self.notice($0).contains(line.names) }
            #expect(notice != nil, "no notice naming \(line.names): \(pane.screen())")
        }
        if row.hasCover {
            // Slow for now (decoded on the loop); what counts here is that it is drawn at all.
            #expect(pane.wait(seconds: 20) { VideoTileEndToEndTests.blockCount($0) > 40 } != nil, "no cover: \(pane.screen())")
        }
        if row.title != nil {
            try runtime.checkStatus(showing: row.title)
            try pane.send("Space")
        }
        if row.deletedWhilePlaying, let path = arguments.first {
            #expect(pane.wait { Self.transportRow($0).contains("❚❚") } != nil, "\(pane.screen())")
            #expect(unlink(path) == 0)
        }
        #expect(pane.wait(seconds: 15) { $0.contains(BadInput.goodTitle) && Self.transportRow($0).contains("❚❚") } != nil,
                "the good file is not playing: \(pane.screen())")
        #expect(try runtime.run(["status", "--format", "{title}"]).stdout == BadInput.goodTitle + "\n")
        try pane.send("q")
        let status = pane.exitStatus(within: 10)
        if let expected = row.status {
            #expect(status == Int(expected))
        } else {
            #expect(status == 0 || status == 1)
        }
        try Self.expectRestored(pane)
        // The tile replays standard error once it has given the terminal back.
        let after = try pane.tmux(["capture-pane", "-p", "-J"]).split(separator: "\n").map(String.init)
        let about = after.filter(row.names)
        if let line = row.line {
            #expect(about.count == 1, "one line about \(line.names): \(after)")
            #expect(about.first?.contains(line.reason) == true, "\(about)")
        } else if let name = arguments.first.map({ ($0 as NSString).lastPathComponent }) {
            #expect(after.filter { $0.contains(name) }.count <= (row.deletedWhilePlaying ? 1 : 0), "\(after)")
        }
        Self.expectNoTerminalCommandsFromMedia(pane)
    }

    @Test func aConfigThatIsNotTOMLStopsBeforeTheTerminalIsTouched() throws {
        let config = try Fixtures.folder(named: "matrix-tile-config") + "/config.toml"
        try FileManager.default.copyItem(atPath: try Fixtures.coverImage(), toPath: config)
        let pane = try Pane(["--config", config, try Fixtures.tone(seconds: 20, title: BadInput.goodTitle)])
        #expect(pane.exitStatus(within: 10) == 2)
        let screen = try pane.tmux(["capture-pane", "-p", "-J"])
        let lines = screen.split(separator: "\n").filter { $0.contains("config.toml") }
        #expect(lines.count == 1 && lines.first?.contains("\(config):1:1: the file is not valid UTF-8") == true, "\(screen)")
        let raw = pane.rawOutput()
        #expect(!Self.contains(raw, Array("\u{1B}[?1049h".utf8)), "the alternate screen was entered")
        try Self.expectRestored(pane)
    }

    /// The transport row: "↺ 10 … ▶ … 15 ↻".
    static func transportRow(_ screen: String) -> String {
        TileEndToEndTests.transportRow(screen)
    }

    /// The tile's bottom edge, where notices show.
    static func bottomEdge(_ screen: String) -> String {
        screen.split(separator: "\n").last { $0.contains("╰") && $0.contains("╯") }.map(String.init) ?? ""
    }

    /// Where a notice shows, as one line of words: on the bottom edge, or wrapped at the foot
    /// of the card's text (between its top and the scrubber) when it is longer.
    static func notice(_ screen: String) -> String {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard let top = lines.firstIndex(where: { $0.contains("╭─ Now Playing") }),
              let edge = lines.lastIndex(where: { $0.contains("╰") && $0.contains("╯") }), top < edge else { return "" }
        let scrubber = lines[top...edge].firstIndex { TileEndToEndTests.elapsed(String($0)) != nil } ?? edge
        let frame = Set("│╭╮╰╯─━")
        return (lines[top..<scrubber] + [lines[edge]])
            .flatMap { $0.split(separator: " ").filter { !$0.allSatisfy(frame.contains) } }
            .joined(separator: " ")
    }

    /// Normal screen, cursor shown, and the tty's echo and line editing back on.
    static func expectRestored(_ pane: Pane, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(pane.format("#{alternate_on} #{cursor_flag}") == "0 1", "terminal not restored", sourceLocation: sourceLocation)
        let modes = try ProcessRunner.run("/usr/bin/stty", ["-a", "-F", pane.format("#{pane_tty}")])
        let flags = Set(modes.stdout.split { $0 == " " || $0 == "\n" || $0 == ";" }.map(String.init))
        #expect(flags.isSuperset(of: ["echo", "icanon", "isig", "icrnl"]), "\(modes.stdout)", sourceLocation: sourceLocation)
    }

    /// No bell, no OSC (clipboard, title), no DCS, no C1 control and no clear-screen from a tag
    /// ever reached the terminal: checked in the bytes written and in what tmux made of them.
    static func expectNoTerminalCommandsFromMedia(_ pane: Pane, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = pane.rawOutput()
        #expect(!raw.isEmpty, "nothing recorded", sourceLocation: sourceLocation)
        for (name, bytes) in [("BEL", [7]), ("OSC", [27, 93]), ("DCS", [27, 80]), ("C1 CSI", [0xC2, 0x9B]),
                              ("clear screen", Array("\u{1B}[2J".utf8)), ("red", Array("\u{1B}[31mArtist".utf8))] {
            #expect(!contains(raw, bytes), "\(name) reached the terminal", sourceLocation: sourceLocation)
        }
        #expect(pane.format("#{window_bell_flag}") == "0", "the bell rang", sourceLocation: sourceLocation)
        #expect((try? pane.tmux(["list-buffers"]))?.isEmpty == true, "an OSC 52 write reached the clipboard",
                sourceLocation: sourceLocation)
        #expect(pane.format("#{pane_title}") != "pwned", "an OSC 0 write set the title", sourceLocation: sourceLocation)
    }

    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        return (0...(haystack.count - needle.count)).contains { haystack[$0..<$0 + needle.count].elementsEqual(needle) }
    }
}
