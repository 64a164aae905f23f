import Foundation
import Glibc
import Locations
import Testing
import TestSupport

/// What a playlist, a sidecar or another program may name (mpv's `load-unsafe-playlists=no`),
/// and that the person's own command line and config may name anything.
@Suite struct LocationRuleTests {
    /// The attack from issue #29: an lavfi graph whose ametadata filter writes a file.
    static let lavfiWriter = "av://lavfi:sine=d=0.03,ametadata=mode=add:key=a:value=$(touch${IFS}/tmp/PWNED),"
        + "ametadata=mode=print:file=/tmp/fake_bashrc"
    static let untrusted: [LocationOrigin] = [.playlist, .sidecar, .remote("the control socket"), .remote("MPRIS")]

    @Test func thePersonsOwnCommandLineAndConfigMayNameAnything() {
        for location in [Self.lavfiWriter, "fdclose://3", "edl://a.mp3,0,1", "memory://x", "-", "/dev/stdin"] {
            #expect(LocationRule.check(location, from: .commandLine) == nil)
            #expect(LocationRule.check(location, from: .config) == nil)
        }
    }

    @Test func protocolsThatRunFiltersReadMemoryOrTouchTheProcessAreRefusedFromEveryOtherOrigin() {
        let unsafe = [Self.lavfiWriter, "AV://lavfi:anullsrc", "avdevice://x", "lavf://subfile,,start,0,end,1,,:/etc/passwd",
                      "ffmpeg://concat:a|b", "fd://0", "fdclose://3", "FDCLOSE://4", "memory://abc", "hex://00",
                      "edl://%10%/tmp/a.mp3,0,1", "null://", "mf://*.jpg", "slice://0-1@/tmp/a", "archive:///a.zip",
                      "cdda://", "dvd://", "bd://", "dvb://x", "appending:///a", "mpv://x", "ytdl://x", "file://host/a"]
        for origin in Self.untrusted {
            for location in unsafe {
                #expect(LocationRule.check(location, from: origin) != nil, "\(location) from \(origin)")
            }
        }
        let refusal = LocationRule.check("fdclose://3", from: .remote("the control socket"))
        #expect(refusal?.description == "refused fdclose://3: it names the player's own file descriptors")
        let lavfi = LocationRule.check(Self.lavfiWriter, from: .playlist)
        #expect(lavfi?.description.hasPrefix("refused av://lavfi:") == true)
        #expect(lavfi?.reason == "a playlist may name only files, folders and network streams (http, https, …); av:// is for the command line")
    }

    @Test func filesFoldersAndNetworkStreamsPass() throws {
        let file = try Fixtures.file(named: "rule-plain.mp3", bytes: [0])
        for origin in Self.untrusted {
            for location in ["https://example.org/a.mp3", "HTTP://example.org/a", "rtsp://cam/1", "ftp://host/a.ogg",
                             file, "file://" + file, Fixtures.directory, "/nonexistent/missing.mp3", "relative/a.mp3",
                             "a b://x", "1x://y", "C:/music"] {
                #expect(LocationRule.check(location, from: origin) == nil, "\(location) from \(origin)")
            }
        }
    }

    /// PlayDeck's own name of a server's song: the player resolves it to the stream URL of a song
    /// it listed (`QueueAdding`), so libmpv never sees it.
    @Test func aServersSongPassesFromEveryOrigin() {
        for origin in Self.untrusted { #expect(LocationRule.check("subsonic://home/7", from: origin) == nil, "\(origin)") }
    }

    @Test func aSchemeIsWhatMpvTakesForOne() {
        #expect(LocationRule.scheme(of: "av://x") == "av")
        #expect(LocationRule.scheme(of: "a+b.c-d://x") == "a+b.c-d")
        for path in ["/a://b", "a b://x", "1x://y", "://x", "plain.mp3", "é://x"] { #expect(LocationRule.scheme(of: path) == nil, "\(path)") }
    }

    @Test func devicesPipesSocketsStandardInputAndProcAreRefused() throws {
        let fifo = Fixtures.directory + "/rule-fifo-\(UUID().uuidString)"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let link = Fixtures.directory + "/rule-link-\(UUID().uuidString)"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/status")
        defer { unlink(link) }
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        defer { close(pipe[0]); close(pipe[1]) }
        for location in [fifo, "file://" + fifo, "/dev/null", "/dev/zero", "/proc/self/fd/\(pipe[0])",
                         "/proc/self/mem", "/proc/self/environ", link, "-", "/proc"] {
            for origin in Self.untrusted {
                #expect(LocationRule.check(location, from: origin) != nil, "\(location) from \(origin)")
            }
        }
        #expect(LocationRule.check(fifo, from: .playlist)?.reason == "not a file or a folder (a device, a pipe or a socket)")
    }

    /// Many entries checked in a row share their folders' resolution: a folder that is a link
    /// into /proc or /dev is still seen through, for every entry in it, and a plain file beside
    /// them still passes.
    @Test func entriesCheckedInARowSeeThroughALinkedFolderEachTime() throws {
        let link = Fixtures.directory + "/rule-folder-\(UUID().uuidString)"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self")
        defer { unlink(link) }
        let devices = Fixtures.directory + "/rule-devices-\(UUID().uuidString)"
        try FileManager.default.createSymbolicLink(atPath: devices, withDestinationPath: "/dev")
        defer { unlink(devices) }
        let file = try Fixtures.tagged(seconds: 1, tags: [:])
        var paths = ResolvedPaths()
        for _ in 0..<2 {
            #expect(LocationRule.check(link + "/status", from: .playlist, paths: &paths) != nil)
            #expect(LocationRule.check(link + "/environ", from: .playlist, paths: &paths) != nil)
            #expect(LocationRule.check(devices + "/null", from: .playlist, paths: &paths) != nil)
            #expect(LocationRule.check(file, from: .playlist, paths: &paths) == nil)
        }
    }
}
