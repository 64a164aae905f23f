import Foundation

/// The same bytes sent to the real MPD and to PlayDeck, and what each answered, to compare:
/// the transcript of one connection from its greeting to the answer to a sentinel (an unknown
/// command sent last, whose `ACK` line cannot be mistaken for anything else) or to the server
/// closing the connection, whichever comes first.
public enum MPDDifferential {
    /// The command sent after the bytes under test; its ACK ends a transcript.
    public static let sentinel = "zzsentinel"
    static let sentinelAnswer = "ACK [5@0] {} unknown command \"\(sentinel)\""

    /// The greeting, each line answered, and `<closed>` when the server hung up.
    public static func transcript(at address: String, sending bytes: [UInt8]) throws -> String {
        let client = try MPDLineClient(address)
        var text = client.greeting + "\n"
        // The sentinel is part of the same write: a server that hangs up on the bytes never sees it.
        guard client.send(bytes: bytes + Array("\(sentinel)\n".utf8)) else { return text + "<closed>\n" }
        while true {
            // A reset (the server closed with bytes unread) is a hang-up too.
            guard let line = try? client.readLine() else { return text + "<closed>\n" }
            if line == sentinelAnswer { return text }
            text += line + "\n"
        }
    }

    /// The transcripts of `bytes` at both servers.
    public static func compare(_ bytes: [UInt8], mpd: RealMPD, playdeck: PlayDeckMPD) throws -> (mpd: String, playdeck: String) {
        (try transcript(at: mpd.socket, sending: bytes), try transcript(at: playdeck.socket, sending: bytes))
    }

    /// `compare` for text.
    public static func compare(_ text: String, mpd: RealMPD, playdeck: PlayDeckMPD) throws -> (mpd: String, playdeck: String) {
        try compare(Array(text.utf8), mpd: mpd, playdeck: playdeck)
    }

    /// What legitimately differs between the two servers blanked in an answer: song ids,
    /// times, the audio format and bit rate, uptime, play time, the database's update time and
    /// modification dates.
    public static func normalised(_ answer: String) -> String {
        let varying: Set<String> = ["Id", "songid", "nextsongid", "time", "elapsed", "duration", "bitrate", "audio",
                                    "uptime", "playtime", "db_update", "Last-Modified", "Time", "mixrampdb"]
        return answer.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let colon = line.firstIndex(of: ":"), varying.contains(String(line[..<colon])) else { return String(line) }
            return "\(line[..<colon]): *"
        }.joined(separator: "\n")
    }
}
