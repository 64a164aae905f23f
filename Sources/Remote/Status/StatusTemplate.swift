import NowPlaying
import Commands

/// A status line written with placeholders, for tmux, polybar and waybar:
/// `'{title} — {artist} {elapsed}/{duration}'`. `{{` and `}}` are literal braces;
/// an unknown value renders as nothing.
public struct StatusTemplate: Equatable, Sendable {
    /// Every placeholder and what it shows.
    public static let placeholders: [(name: String, meaning: String)] = [
        ("title", "the title"),
        ("subtitle", "the subtitle"),
        ("artist", "the artist"),
        ("album", "the album"),
        ("genre", "the genre"),
        ("year", "the year"),
        ("chapter", "the chapter's title"),
        ("path", "the file or URL"),
        ("state", "playing, paused, stopped or interrupted"),
        ("icon", "▶ playing, ❚❚ paused, ■ stopped, … loading"),
        ("elapsed", "time played, m:ss (ads not counted), moving on while playing"),
        ("duration", "length, m:ss (ads not counted); LIVE for a live stream"),
        ("remaining", "time left, -m:ss"),
        ("percent", "how far in, 0-100"),
        ("speed", "the selected speed, e.g. 1.25×"),
        ("volume", "the volume in percent"),
        ("muted", "\"muted\" when muted"),
        ("ad", "\"Ad\" while an ad plays"),
        ("buffering", "\"buffering 40%\" while a stream fills its cache"),
        ("queue", "position in the queue, e.g. 2/5"),
    ]

    private enum Piece: Equatable, Sendable {
        case text(String)
        case value(String)
    }

    private let pieces: [Piece]

    /// Parses a template; the error names the column and suggests a placeholder.
    public init(parsing text: String) throws(StatusTemplateError) {
        var pieces: [Piece] = []
        var literal = ""
        var index = text.startIndex
        func column(_ at: String.Index) -> Int { text.distance(from: text.startIndex, to: at) + 1 }
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "{" || character == "}", next < text.endIndex, text[next] == character {
                literal.append(character)
                index = text.index(after: next)
                continue
            }
            if character == "}" { throw StatusTemplateError("unmatched '}' at column \(column(index)); write '}}' for a brace") }
            guard character == "{" else {
                literal.append(character)
                index = next
                continue
            }
            guard let close = text[next...].firstIndex(of: "}") else {
                throw StatusTemplateError("unclosed '{' at column \(column(index)); write '{{' for a brace")
            }
            let name = String(text[next..<close])
            let names = Self.placeholders.map(\.name)
            guard names.contains(name) else {
                let hint = closestMatch(to: name, in: names).map { "; did you mean '{\($0)}'?" } ?? ""
                throw StatusTemplateError("unknown placeholder '{\(name)}' at column \(column(index))\(hint)")
            }
            if !literal.isEmpty { pieces.append(.text(literal)); literal = "" }
            pieces.append(.value(name))
            index = text.index(after: close)
        }
        if !literal.isEmpty { pieces.append(.text(literal)) }
        self.pieces = pieces
    }

    /// The line for a snapshot (extrapolate it first).
    public func render(_ status: StatusJSON) -> String {
        pieces.map { piece in
            switch piece {
            case let .text(text): text
            case let .value(name): Self.value(name, of: status) ?? ""
            }
        }.joined()
    }

    static func value(_ name: String, of s: StatusJSON) -> String? {
        switch name {
        case "title": s.title
        case "subtitle": s.subtitle
        case "artist": s.artist
        case "album": s.album
        case "genre": s.genre
        case "year": s.year
        case "chapter": s.chapter
        case "path": s.path
        case "state": s.state
        case "icon": icon(s.state)
        case "elapsed": s.elapsed.map(ClockText.of)
        case "duration": s.isLive ? "LIVE" : s.duration.map(ClockText.of)
        case "remaining": s.duration.flatMap { d in s.elapsed.map { "-" + ClockText.of(max(0, d - $0)) } }
        case "percent": s.duration.flatMap { d in s.elapsed.map { d > 0 ? String(Int((100 * $0 / d).rounded(.down))) : "0" } }
        case "speed": s.speed
        case "volume": String(Int(s.volume.rounded()))
        case "muted": s.muted ? "muted" : nil
        case "ad": s.inAd ? "Ad" : nil
        case "buffering": s.buffering.map { "buffering \($0)%" }
        case "queue": s.queueIndex.map { "\($0 + 1)/\(s.queueCount)" }
        default: nil
        }
    }

    /// The symbol for a state.
    public static func icon(_ state: String) -> String {
        switch state {
        case "playing": "▶"
        case "paused": "❚❚"
        case "interrupted": "…"
        default: "■"
        }
    }
}

/// Why a template was refused, as a sentence for a person.
public struct StatusTemplateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String
    init(_ description: String) { self.description = description }
}
