import Foundation
import Glibc
import Testing
import TestSupport

/// Issue #29 on the real binary: a downloaded playlist, a sidecar or another program may name
/// files, folders and network streams, never an lavfi graph that writes files or the player's
/// own descriptors; each refusal is one line and the rest plays.
@Suite struct UnsafeLocationsEndToEndTests {
    /// An lavfi graph whose ametadata filter writes `target`, as in the issue.
    static func lavfiWriter(_ target: String) -> String {
        "av://lavfi:sine=d=0.03,ametadata=mode=add:key=a:value=$(touch${IFS}/tmp/PWNED),ametadata=mode=print:file=\(target)"
    }

    @Test(arguments: ["m3u", "pls"])
    func aDownloadedPlaylistCannotMakeThePlayerWriteAFile(kind: String) throws {
        let folder = try Fixtures.folder(named: "unsafe-\(kind)")
        let target = folder + "/fake_bashrc", list = folder + "/downloaded.\(kind)"
        let attack = Self.lavfiWriter(target)
        let good = try Fixtures.tone(seconds: 1)
        let text = kind == "pls" ? "[playlist]\nFile1=\(attack)\nFile2=\(good)\nNumberOfEntries=2\n" : "#EXTM3U\n\(attack)\n\(good)\n"
        try text.write(toFile: list, atomically: true, encoding: .utf8)
        let result = try BadInputCLITests.run([list])
        #expect(access(target, F_OK) != 0, "the playlist made PlayDeck write \(target)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines == ["playdeck: \(list): refused \(attack): a playlist may name only files, folders and network streams "
                          + "(http, https, …); av:// is for the command line (skipped)"], "\(result.stderr)")
        let played = try HeadlessJSONTests.lines(result.stdout)
        #expect(played.contains { $0["path"] as? String == good && $0["state"] as? String == "playing" }, "\(result.stdout)")
    }

    @Test func aSidecarInterstitialCannotMakeThePlayerWriteAFile() throws {
        let folder = try Fixtures.folder(named: "unsafe-sidecar")
        let target = folder + "/fake_bashrc"
        let media = try Fixtures.copy(try Fixtures.tone(seconds: 1), into: folder, as: "film.mp3")
        let sidecar = "[[interstitial]]\ntime = 0\nurl = \"\(Self.lavfiWriter(target))\"\n"
        try sidecar.write(toFile: folder + "/film.mp3.playdeck.toml", atomically: true, encoding: .utf8)
        let result = try BadInputCLITests.run([media])
        #expect(access(target, F_OK) != 0, "the sidecar made PlayDeck write \(target)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 && lines[0].contains("refused av://lavfi:"), "\(result.stderr)")
    }

    @Test func theControlSocketCannotCloseThePlayersDescriptorsNorRunFilters() throws {
        let world = try TestWorld()
        let player = try BackgroundPlayer(["--pause", try Fixtures.tone(seconds: 60)], in: world)
        for descriptor in 0..<16 {
            let opened = try world.run(["remote", "open", "fdclose://\(descriptor)"])
            #expect(opened.status != 0, "open fdclose://\(descriptor) was carried out")
            #expect(opened.stderr.contains("refused fdclose://\(descriptor): it names the player's own file descriptors"),
                    "\(opened.stderr)")
        }
        let target = world.media + "/fake_bashrc"
        let added = try world.run(["remote", "add", Self.lavfiWriter(target)])
        #expect(added.status != 0 && added.stderr.contains("refused av://lavfi:"), "\(added.stderr)")
        let queue = try world.run(["remote", "queue"])
        #expect(queue.stdout.split(separator: "\n").count == 1, "only the tone is queued: \(queue.stdout)")
        #expect(access(target, F_OK) != 0)
        player.process.signal(SIGTERM)
        #expect(player.process.hasEnded(within: 10), "SIGTERM no longer ends the player")
    }
}
