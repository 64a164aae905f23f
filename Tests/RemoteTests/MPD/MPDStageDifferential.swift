import EventLoop
import Foundation
import NowPlaying
import Remote
import Stage
import TestSupport

/// The same MPD command lines sent to Debian's real MPD and run by PlayDeck's commands on a real
/// stage (libmpv, null outputs) over the same music folder, each answer normalised for what
/// legitimately differs (times, bitrate, the audio format, the volume a null output has none of,
/// the queue's version numbers, a stored playlist's time). A line `#playing` waits until
/// PlayDeck plays the song MPD plays (MPD's status says so at once; PlayDeck's snapshot comes
/// once the item loaded); `$V` in a line is that server's last `playlist:` version.
final class MPDStageDifferential {
    let music: String
    let mpd: RealMPD
    let client: MPDLineClient
    let loop = EventLoop()
    let stage: Stage
    let context: MPDContext
    private let table = MPDCommandTable()
    private let state = MPDClientState(permission: .all)
    private var versions = ["", ""]

    /// Five 30-second tagged tones in `Album/`, served by both.
    init() throws {
        music = try TestWorld.makeFolder(prefix: "mpdq")
        try FileManager.default.createDirectory(atPath: music + "/Album", withIntermediateDirectories: true)
        for number in 1...5 {
            try Fixtures.run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=\(300 + 50 * number):duration=30",
                                                 "-metadata", "title=Song \(number)", "-metadata", "artist=Artist \(number % 2)",
                                                 "-metadata", "album=Album", "-metadata", "track=\(number)/5",
                                                 "-c:a", "libvorbis", music + "/Album/song\(number).ogg"])
        }
        mpd = try RealMPD(music: music)
        client = try mpd.client()
        let database = MPDRecordedDatabase(music: music, listallinfo: try client.send("listallinfo"))
        let factory = PlayerFactory(audioOutput: "null", video: VideoOutput(driver: "null"), mpvOptions: [])
        stage = try Stage(loop: loop, infoCenter: NowPlayingInfoCenter(), factory: factory, interstitials: false)
        stage.playlistsFolder = try TestWorld.makeFolder(prefix: "mpdpl")
        stage.start()
        context = MPDContext(source: stage.source, database: database, playlistsFolder: stage.playlistsFolder)
    }

    deinit {
        stage.close()
        mpd.stop()
    }

    /// Each line's answers, MPD's and PlayDeck's, normalised; the mismatches, for the test to show.
    func mismatches(_ lines: [String]) throws -> [String] {
        var differences: [String] = []
        for line in lines {
            if line == "#playing" {
                // MPD's song, once PlayDeck's snapshot says it plays it.
                let song = try client.send("status").split(separator: "\n").first { $0.hasPrefix("song: ") }.flatMap { Int($0.dropFirst(6)) }
                guard run(until: { stage.infoCenter.nowPlayingInfo.map { $0.state == .playing && $0.queueIndex == song } ?? false })
                else { return differences + ["PlayDeck never played song \(song ?? -1)"] }
                continue
            }
            let real = normalised(try client.send(line.replacingOccurrences(of: "$V", with: versions[0])), server: 0)
            let ours = normalised(playdeck(line.replacingOccurrences(of: "$V", with: versions[1])), server: 1)
            if real != ours { differences.append("\(line)\n--- MPD:\n\(real)--- PlayDeck:\n\(ours)") }
        }
        return differences
    }

    /// PlayDeck's answer to `line`, as the server would send it (serving `context`, else the
    /// context with MPD's database).
    func playdeck(_ line: String, in context: MPDContext? = nil) -> String {
        let words = Self.words(line)
        guard let name = words.first, let command = table.commands[name] else {
            return "ACK [5@0] {} unknown command \"\(words.first ?? "")\"\n"
        }
        let arguments = Array(words.dropFirst())
        guard arguments.count >= command.minArguments, command.maxArguments.map({ arguments.count <= $0 }) ?? true else {
            return "ACK [2@0] {\(name)} wrong number of arguments for \"\(name)\"\n"
        }
        let call = MPDCall(arguments: MPDArguments(arguments), client: state, context: context ?? self.context)
        do throws(MPDError) {
            try command.run(call)
        } catch {
            loop.runOnce(timeout: 0)
            return error.line(command: name, index: 0)
        }
        loop.runOnce(timeout: 0)
        return call.response.text + "OK\n"
    }

    /// Turns the loop until `condition` holds; false if it did not within 10 seconds.
    func run(until condition: () -> Bool) -> Bool {
        let end = EventLoop.now() + 10
        while !condition() {
            guard EventLoop.now() < end else { return false }
            loop.runOnce(timeout: 0.1)
        }
        return true
    }

    private func normalised(_ answer: String, server: Int) -> String {
        let isStatus = answer.contains("\nstate: ")
        var kept: [String] = []
        for line in answer.split(separator: "\n", omittingEmptySubsequences: false) {
            let name = line.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
            if ["time", "elapsed", "bitrate", "audio", "volume"].contains(name) || isStatus && name == "duration" { continue }
            if name == "playlist", isStatus {
                versions[server] = String(line.dropFirst(10))
                kept.append("playlist: V")
            } else if name == "Last-Modified", answer.hasPrefix("playlist: ") {
                kept.append("Last-Modified: T")
            } else {
                kept.append(String(line))
            }
        }
        return kept.joined(separator: "\n")
    }

    /// A command line's words, as MPD splits them (double quotes hold spaces).
    static func words(_ line: String) -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for character in line {
            if character == "\"" { quoted.toggle(); started = true } else if character == " ", !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }
}
