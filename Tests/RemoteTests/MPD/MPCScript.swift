import Foundation
import TestSupport

/// Every mpc subcommand, in an order that walks a server through a listening session: the
/// database, the queue, playback, modes, stored playlists, outputs, pictures. Run against the
/// real MPD and against PlayDeck from the same start, each step's output (stdout, stderr and
/// status) must read the same once what legitimately differs is masked.
struct MPCScript {
    /// One mpc run: its arguments, and whether its lines are compared as a set (`shuffle`'s
    /// order is random on both sides).
    struct Step: CustomStringConvertible, ExpressibleByArrayLiteral {
        let arguments: [String]
        var unordered = false
        init(arguments: [String], unordered: Bool = false) {
            self.arguments = arguments
            self.unordered = unordered
        }
        init(arrayLiteral elements: String...) { arguments = elements }
        var description: String { "mpc " + arguments.joined(separator: " ") }
    }

    /// What one step printed, masked.
    struct Outcome: Equatable {
        let step: String
        let text: String
    }

    static let steps: [Step] = [
        ["version"], ["stats"], ["ls"], ["ls", "Ana Lúa"], ["ls", "Ana Lúa/Primeiro"], ["listall"], ["listall", "Various"],
        ["lsplaylists"], ["list", "artist"], ["list", "album"], ["list", "albumartist"], ["list", "genre"], ["list", "date"],
        ["list", "album", "artist", "Cora"], ["list", "title", "album", "Primeiro"], ["find", "artist", "Ana Lúa"],
        ["find", "album", "Mixtape"], ["find", "album", ""], ["search", "title", "a"], ["search", "any", "dawn"],
        ["search", "filename", "mixtape"], ["find", "artist", "Nobody"], ["search", "nosuchtag", "x"],
        ["add", "Ana Lúa/Primeiro"], ["add", "Brass Unit/Night Shift/1-01 Dusk.mp3"], ["add", "nowhere.flac"],
        ["playlist"], ["-f", "%position% %artist% - %title% (%album%) %time%", "playlist"], [], ["current"], ["queued"],
        ["play", "2"], ["pause"], [], ["current"], ["queued"], ["-f", "%file%", "current"], ["next"], ["pause"],
        ["current"], ["prev"], ["pause"], ["seek", "0:30"], ["seek", "+0:10"], ["seek", "-5"], ["seek", "50%"],
        ["seekthrough", "+0:05"], ["cdprev"], ["pause"], ["toggle"], ["toggle"], ["pause-if-playing"], ["stop"],
        ["play", "9"], ["play", "1"], ["pause"], ["volume", "50"], ["volume"], ["volume", "+10"], ["volume", "-20"],
        ["repeat"], ["repeat", "off"], ["random", "on"], ["random", "off"], ["single", "on"], ["single", "off"],
        ["consume", "off"], ["crossfade"], ["mixrampdb"], ["mixrampdelay"], ["replaygain"], ["clearerror"],
        ["insert", "Various/Untitled.ogg"], ["playlist"], ["move", "1", "3"], ["playlist"], ["del", "2"], ["playlist"],
        ["prio", "5", "1"], ["searchplay", "Vento"], ["searchplay", "Lúa"], ["pause"], ["current"], ["save", "evening"], ["lsplaylists"],
        ["playlist", "evening"], ["save", "evening"], ["crop"], ["playlist"], ["load", "evening"], ["playlist"],
        ["-r", "1:2", "load", "evening"], ["playlist"], ["rm", "evening"], ["rm", "evening"], ["load", "nosuch"],
        ["clear"], ["playlist"], ["findadd", "genre", "Jazz"], ["searchadd", "title", "lúa"], ["playlist"],
        Step(arguments: ["shuffle"]), Step(arguments: ["playlist"], unordered: true), ["outputs"], ["update", "-w"],
        ["rescan", "-w"], ["stats"], ["sticker", "loose.flac", "list"], ["channels"], ["listneighbors"], ["mount"],
        ["clear"], [],
    ]

    /// Runs every step against the server at `socket`.
    static func run(against socket: String) throws -> [Outcome] {
        try steps.map { step in
            let result = try ProcessRunner.run("/usr/bin/mpc", step.arguments, environment: ["MPD_HOST": socket], timeout: 30)
            var text = "status \(result.status)\n" + mask(result.stdout) + "stderr: " + mask(result.stderr)
            if step.unordered { text = text.split(separator: "\n").sorted().joined(separator: "\n") }
            return Outcome(step: step.description, text: text)
        }
    }

    /// The output with what legitimately differs between two servers masked: the time and
    /// percentage while playing (playback runs on its own clock; a paused place must match),
    /// the database's update time and job numbers, uptime and play time, and output names
    /// (MPD's are its configuration's, PlayDeck's the sound server's devices).
    static func mask(_ text: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var masked = String(line)
            for (pattern, replacement) in masks {
                masked = masked.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression)
            }
            lines.append(masked)
        }
        return lines.joined(separator: "\n")
    }

    private static let masks: [(String, String)] = [
        (#"^(\[playing\] +#\d+/\d+) +\d+:\d+/\d+:\d+ \(\d+%\)"#, "$1 TIME"),
        (#"^Output (\d+) \(.*\) is"#, "Output $1 (NAME) is"),
        (#"^(Uptime|Play Time|DB Updated): .*"#, "$1: MASKED"),
        (#"^Updating DB \(#\d+\) \.\.\."#, "Updating DB (#N) ..."),
    ]
}
