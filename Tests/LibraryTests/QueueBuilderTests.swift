import Foundation
import Library
import Testing
import TestSupport

@Suite struct QueueBuilderTests {
    static func folder() throws -> String {
        let path = Fixtures.directory + "/queue-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aPlaylistThatIncludesItselfIsPlayedOnceWithoutLooping() throws {
        let dir = try Self.folder()
        try "a.mp3\nself.m3u\nb.mp3\n".write(toFile: dir + "/self.m3u", atomically: true, encoding: .utf8)
        var builder = QueueBuilder(standardInput: { "" })
        #expect(builder.expand(dir + "/self.m3u") == .targets([
            .init(location: dir + "/a.mp3", title: nil), .init(location: dir + "/b.mp3", title: nil),
        ]))
        #expect(builder.takeProblems() == [.init(argument: dir + "/self.m3u", reason: "the playlist includes itself")])
        #expect(builder.takeProblems().isEmpty, "each problem is reported once")
    }

    @Test func aNestedPlaylistThatCannotBeReadIsReportedAndTheRestPlays() throws {
        let dir = try Self.folder()
        try "a.mp3\ngone.m3u\n".write(toFile: dir + "/outer.m3u", atomically: true, encoding: .utf8)
        var builder = QueueBuilder(standardInput: { "" })
        #expect(builder.expand(dir + "/outer.m3u") == .targets([.init(location: dir + "/a.mp3")]))
        #expect(builder.takeProblems() == [
            .init(argument: dir + "/gone.m3u", reason: "cannot read the playlist: No such file or directory"),
        ])
    }

    @Test func nestedPlaylistsExpandInPlace() throws {
        let dir = try Self.folder()
        try "#EXTINF:1,Inner\nx.mp3\n".write(toFile: dir + "/inner.m3u", atomically: true, encoding: .utf8)
        try "first.mp3\ninner.m3u\nlast.mp3\n".write(toFile: dir + "/outer.m3u", atomically: true, encoding: .utf8)
        var builder = QueueBuilder(standardInput: { "" })
        let expected: [QueueBuilder.Target] = [
            .init(location: dir + "/first.mp3"), .init(location: dir + "/x.mp3", title: "Inner"), .init(location: dir + "/last.mp3"),
        ]
        #expect(builder.expand(dir + "/outer.m3u") == .targets(expected))
    }

    @Test func aMissingPlaylistIsAProblemInTheSystemsWords() {
        var builder = QueueBuilder(standardInput: { "" })
        #expect(builder.expand("/nonexistent/list.m3u")
            == .problem(argument: "/nonexistent/list.m3u", reason: "cannot read the playlist: No such file or directory"))
    }

    /// A FIFO named like a playlist made the player wait in open(2) for a writer.
    @Test func aFIFONamedLikeAPlaylistIsAProblemNotAWait() throws {
        let folder = try Fixtures.folder(named: "fifo-playlist")
        let path = folder + "/list.m3u"
        try #require(mkfifo(path, 0o600) == 0)
        var builder = QueueBuilder(standardInput: { "" })
        #expect(builder.expand(path) == .problem(argument: path, reason: "cannot read the playlist: not a regular file"))
    }

    @Test func standardInputIsReadAsAList() {
        var builder = QueueBuilder(standardInput: { "/m/a.mp3\nhttp://h/b.mp3\n" })
        #expect(builder.expand("-") == .targets([.init(location: "/m/a.mp3", title: nil), .init(location: "http://h/b.mp3", title: nil)]))
    }

    @Test func aPlainFileOrURLPassesThrough() {
        var builder = QueueBuilder(standardInput: { "" })
        #expect(builder.expand("song.mp3") == .targets([.init(location: "song.mp3", title: nil)]))
        #expect(builder.expand("http://h/list.m3u") == .targets([.init(location: "http://h/list.m3u", title: nil)]))
    }

    /// Issue #29: an lavfi graph in a downloaded playlist wrote any file the user could.
    static let lavfiWriter = "av://lavfi:sine=d=0.03,ametadata=mode=add:key=a:value=x,ametadata=mode=print:file=/tmp/fake_bashrc"

    @Test func anM3uOrPlsEntryNamingAnUnsafeProtocolIsRefusedWithOneProblemAndTheRestPlays() throws {
        let dir = try Self.folder()
        try "#EXTINF:1,Evil\n\(Self.lavfiWriter)\na.mp3\nfdclose://3\n".write(toFile: dir + "/list.m3u", atomically: true, encoding: .utf8)
        try "[playlist]\nFile1=\(Self.lavfiWriter)\nFile2=b.mp3\nNumberOfEntries=2\n"
            .write(toFile: dir + "/list.pls", atomically: true, encoding: .utf8)
        var builder = QueueBuilder(standardInput: { "" })
        #expect(builder.expand(dir + "/list.m3u") == .targets([.init(location: dir + "/a.mp3")]))
        let m3u = builder.takeProblems()
        #expect(m3u.map(\.argument) == [dir + "/list.m3u", dir + "/list.m3u"])
        #expect(m3u.first?.reason.hasPrefix("refused av://lavfi:sine=d=0.03,") == true, "\(m3u)")
        #expect(m3u.last?.reason == "refused fdclose://3: it names the player's own file descriptors")
        #expect(builder.expand(dir + "/list.pls") == .targets([.init(location: dir + "/b.mp3")]))
        #expect(builder.takeProblems().map(\.argument) == [dir + "/list.pls"])
    }

    @Test func standardInputIsAPlaylistLikeAnyOther() {
        var builder = QueueBuilder(standardInput: { "\(Self.lavfiWriter)\n/m/a.mp3\n" })
        #expect(builder.expand("-") == .targets([.init(location: "/m/a.mp3")]))
        #expect(builder.takeProblems().map(\.argument) == ["-"])
    }

    @Test func theCommandLineMayNameAnyProtocol() {
        var builder = QueueBuilder(standardInput: { "" })
        #expect(builder.expand(Self.lavfiWriter) == .targets([.init(location: Self.lavfiWriter)]))
        #expect(builder.takeProblems().isEmpty)
    }
}
