import Foundation
import Testing
import TestSupport

/// What ncmpcpp really asks, answered alike: ncmpcpp is driven in tmux (NcmpcppTests' steps)
/// through a logging proxy to Debian's MPD, and the lines it sent are then replayed, one fresh
/// server each, to MPD and to PlayDeck on the same library. Each command's two answers are
/// compared once what legitimately differs is masked; the share answered alike must reach 95 %,
/// and the commands answered differently must be exactly those listed here (a new difference
/// fails the test, and so does one that went away: the list is kept honest).
@Suite(.enabled(if: RealMPD.isInstalled && FileManager.default.isExecutableFile(atPath: "/usr/bin/ncmpcpp")))
struct NcmpcppReplayTests {
    /// The commands answered differently, each with why.
    static let knownDifferences: [String: String] = [
        "decoders": "PlayDeck decodes everything with FFmpeg through libmpv and names that one plugin, not MPD's list",
    ]

    @Test func ncmpcppsSessionReplayedToPlayDeckIsAnsweredAsByMPD() throws {
        let music = try Fixtures.mpdLibrary()
        let lines = try Self.record(music: music)
        #expect(lines.count > 20, "ncmpcpp sent only \(lines.map(\.text))")
        let mpd = try RealMPD(music: music), playdeck = try PlayDeckMPD(library: music)
        let reference = try MPDReplay.run(lines, against: mpd.socket)
        let ours = try MPDReplay.run(lines, against: playdeck.socket) { line, sofar in
            Self.translatingVersions(line, mpd: reference, playdeck: sofar)
        }
        try #require(reference.map(\.command) == ours.map(\.command))
        let pairs = zip(reference, ours).map { (command: $0.command, mpd: Self.masked($0.answer), playdeck: Self.masked($1.answer)) }
        var differing: [String: (mpd: String, playdeck: String)] = [:]
        for pair in pairs where pair.mpd != pair.playdeck && differing[pair.command] == nil {
            differing[pair.command] = (pair.mpd, pair.playdeck)
        }
        let alike = pairs.count { $0.mpd == $0.playdeck }
        let share = Double(alike) / Double(max(1, pairs.count))
        print("ncmpcpp replay: \(alike) of \(pairs.count) answers alike (\(Int((share * 100).rounded(.down))) %)")
        for (command, answers) in differing.sorted(by: { $0.key < $1.key }) {
            print("differs: \(command)\n--- MPD:\n\(answers.mpd)--- PlayDeck:\n\(answers.playdeck)")
        }
        #expect(share >= 0.95)
        let unexpected = differing.keys.filter { Self.knownDifferences[$0] == nil }.sorted()
        #expect(unexpected.isEmpty, "new differences (printed above)")
        let gone = Set(Self.knownDifferences.keys).subtracting(differing.keys)
        #expect(gone.isEmpty, "listed but answered alike now: \(gone.sorted())")
    }

    /// The lines ncmpcpp sends to MPD while it goes through NcmpcppTests' steps.
    static func record(music: String) throws -> [MPDLoggingProxy.Line] {
        let mpd = try RealMPD(music: music)
        let proxy = try MPDLoggingProxy(upstream: mpd.socket)
        let terminal = try NcmpcppTests.Terminal(host: proxy.socket)
        for step in NcmpcppTests.steps {
            try terminal.send(step.keys)
            let shown = terminal.screen(showing: step.shows)
            try #require(shown != nil, "ncmpcpp never showed '\(step.shows)':\n\(terminal.screen())")
        }
        return proxy.lines
    }

    /// `plchanges V` with MPD's queue version V as PlayDeck's: the version PlayDeck's `status`
    /// said where MPD's said V (each server numbers its queue's changes its own way, and a
    /// client sends back the number it read from the server it talks to).
    static func translatingVersions(_ line: String, mpd: [MPDReplay.Exchange], playdeck: [MPDReplay.Exchange]) -> String {
        guard line.hasPrefix("plchanges"), let version = line.split(separator: " ").last?.trimmingCharacters(in: ["\""]) else {
            return line
        }
        for (theirs, ours) in zip(mpd, playdeck).reversed() where playlistVersion(theirs.answer) == version {
            if let translated = playlistVersion(ours.answer) { return "plchanges \"\(translated)\"" }
        }
        return line
    }

    private static func playlistVersion(_ answer: String) -> String? {
        answer.split(separator: "\n").first { $0.hasPrefix("playlist: ") }.map { String($0.dropFirst(10)) }
    }

    /// An answer with what each server has of its own blanked: the times that run on its clock
    /// (elapsed, uptime, play time, when its database was made), the bit rate its decoder
    /// measured at that moment, the number it gives its queue's version (compared through
    /// `plchanges` instead), and its audio outputs' names and plugins (MPD's configured null
    /// output, PlayDeck's output picker). `status`'s `audio:` goes: MPD writes it once its
    /// decoder has begun, which a replay sending `status` right after `play` may or may not
    /// find (`Format:`, the same value, is compared, and MPDAudioFormatTests holds it to MPD's).
    static func masked(_ answer: String) -> String {
        let varying: Set<String> = ["time", "elapsed", "bitrate", "uptime", "playtime", "db_update", "playlist", "outputname",
                                    "plugin"]
        return answer.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("audio: ") }.map { line in
            guard let colon = line.firstIndex(of: ":"), varying.contains(String(line[..<colon])) else { return String(line) }
            return "\(line[..<colon]): *"
        }.joined(separator: "\n")
    }
}
