import Glibc

/// Reads a command's filter arguments as MPD 0.23 does (`SongFilter::Parse`), with its wording
/// for each mistake: expressions in parentheses, and the old `TAG VALUE` pairs.
public struct MPDFilterParser {
    private let foldCase: Bool

    /// A parser for `find` (case kept, whole values) or `search` (`foldCase`: case ignored, and
    /// the old form matches substrings, as MPD 0.20 did).
    public init(foldCase: Bool) {
        self.foldCase = foldCase
    }

    /// The filter the arguments say; MPD's message when they say none.
    func parse(_ arguments: [String]) throws(MPDError) -> MPDFilter {
        guard !arguments.isEmpty else { throw fail("Incorrect number of filter arguments") }
        var filters: [MPDFilter] = [], rest = arguments[...]
        while let first = rest.first {
            if first.hasPrefix("(") {
                var scanner = Scanner(first)
                filters.append(try expression(&scanner))
                guard scanner.atEnd else { throw fail("Unparsed garbage after expression") }
                rest = rest.dropFirst()
                continue
            }
            guard rest.count >= 2 else { throw fail("Incorrect number of filter arguments") }
            filters.append(try pair(first, rest[rest.startIndex + 1]))
            rest = rest.dropFirst(2)
        }
        return filters.count == 1 ? filters[0] : .and(filters)
    }

    /// Whether `text` parses (the fuzzer's way in): MPD's message, or nil.
    public func check(_ arguments: [String]) -> String? {
        do throws(MPDError) {
            _ = try parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    private func pair(_ name: String, _ value: String) throws(MPDError) -> MPDFilter {
        let old = MPDStringFilter(value: value, foldCase: foldCase, substring: foldCase, negated: false)
        switch FilterType(name) {
        case nil: throw fail("Unknown filter type")
        case .base:
            guard Self.isSafeLocal(value) else { throw fail("Bad URI") }
            return .base(value)
        case .modifiedSince: return .modifiedSince(try Self.timestamp(value))
        case .file: return .uri(old)
        case .any: return .tag(nil, old)
        case let .tag(tag): return .tag(tag, old)
        // MPD takes the old form's AudioFormat for a tag no song has: it matches nothing.
        case .audioFormat: return .not(.and([]))
        }
    }

    private func expression(_ s: inout Scanner) throws(MPDError) -> MPDFilter {
        s.advance()
        s.skipSpaces()
        if s.peek == "(" {
            let first = try expression(&s)
            if s.peek == ")" {
                s.advance()
                return first
            }
            guard try word(&s) == "AND" else { throw fail("'AND' expected") }
            var all = [first]
            while true {
                all.append(try expression(&s))
                if s.peek == ")" {
                    s.advance()
                    return .and(all)
                }
                guard try word(&s) == "AND" else { throw fail("'AND' expected") }
            }
        }
        if s.peek == "!" {
            s.advance()
            s.skipSpaces()
            guard s.peek == "(" else { throw fail("'(' expected") }
            let inner = try expression(&s)
            try close(&s)
            return .not(inner)
        }
        let name = try word(&s)
        guard let type = FilterType(name) else { throw fail("Unknown filter type: \(name)") }
        switch type {
        case .modifiedSince:
            let value = try quoted(&s)
            try close(&s)
            return .modifiedSince(try Self.timestamp(value))
        case .base:
            let value = try quoted(&s)
            try close(&s)
            return .base(value)
        case .audioFormat:
            let mask: Bool
            if s.hasPrefix("==") { mask = false } else if s.hasPrefix("=~") { mask = true } else { throw fail("'==' or '=~' expected") }
            s.advance(2)
            s.skipSpaces()
            let format = try Self.audioFormat(try quoted(&s), mask: mask)
            try close(&s)
            return .audioFormat(format)
        case .file, .any, .tag:
            let filter = try stringFilter(&s)
            try close(&s)
            switch type {
            case .file: return .uri(filter)
            case let .tag(tag): return .tag(tag, filter)
            default: return .tag(nil, filter)
            }
        }
    }

    private func stringFilter(_ s: inout Scanner) throws(MPDError) -> MPDStringFilter {
        for (word, negated) in [("contains ", false), ("!contains ", true)] where s.hasPrefixIgnoringCase(word) {
            s.advance(word.utf8.count)
            s.skipSpaces()
            return MPDStringFilter(value: try quoted(&s), foldCase: foldCase, substring: true, negated: negated)
        }
        if s.hasPrefix("=~") || s.hasPrefix("!~") {
            let negated = s.peek == "!"
            s.advance(2)
            s.skipSpaces()
            let value = try quoted(&s)
            let regex: Regex<AnyRegexOutput>
            do { regex = try Regex(value) } catch { throw fail("Failed to compile regex: \(error)") }
            return MPDStringFilter(value: value, foldCase: foldCase, substring: false, negated: negated,
                                   regex: foldCase ? regex.ignoresCase() : regex)
        }
        let negated: Bool
        if s.hasPrefix("!=") { negated = true } else if s.hasPrefix("==") { negated = false } else { throw fail("'==' or '!=' expected") }
        s.advance(2)
        s.skipSpaces()
        return MPDStringFilter(value: try quoted(&s), foldCase: foldCase, substring: false, negated: negated)
    }

    private func close(_ s: inout Scanner) throws(MPDError) {
        guard s.peek == ")" else { throw fail("')' expected") }
        s.advance()
        s.skipSpaces()
    }

    private func word(_ s: inout Scanner) throws(MPDError) -> String {
        let word = s.take { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F || $0 == 0x2D }
        guard !word.isEmpty else { throw fail("Word expected") }
        s.skipSpaces()
        return word
    }

    private func quoted(_ s: inout Scanner) throws(MPDError) -> String {
        guard let quote = s.peek, quote == "\"" || quote == "'" else { throw fail("Quoted string expected") }
        s.advance()
        var bytes: [UInt8] = []
        while s.peek != quote {
            if s.peek == "\\" { s.advance() }
            guard let byte = s.byte else { throw fail("Closing quote not found") }
            bytes.append(byte)
            s.advance()
            if bytes.count >= 4096 { throw fail("Quoted value is too long") }
        }
        s.advance()
        s.skipSpaces()
        return String(decoding: bytes, as: UTF8.self)
    }

    private func fail(_ message: String) -> MPDError { MPDError(.argument, message) }

    /// MPD's `ParseTimeStamp`: ISO 8601 (a month, a day, a time of day, `Z` or an offset) or
    /// seconds since 1970.
    static func timestamp(_ text: String) throws(MPDError) -> Int64 {
        if let time = ISO8601Time.parse(text) { return time }
        if let seconds = UInt64(text) { return Int64(clamping: seconds) }
        throw MPDError(.argument, ISO8601Time.failure(text))
    }

    /// MPD's `ParseAudioFormat`: `RATE:BITS:CHANNELS`, `*` for any field when `mask`.
    static func audioFormat(_ text: String, mask: Bool) throws(MPDError) -> MPDAudioFormatMask {
        let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        func any(_ part: String) -> Bool { mask && part == "*" }
        guard let rate = parts.first, any(rate) || UInt32(rate).map({ $0 > 0 && $0 <= 768_000 }) == true else {
            throw MPDError(.argument, "Failed to parse the sample rate")
        }
        guard parts.count > 1 else { throw MPDError(.argument, "Sample format missing") }
        guard any(parts[1]) || ["8", "16", "24", "32", "f", "dsd"].contains(parts[1]) else {
            throw MPDError(.argument, "Failed to parse the sample format")
        }
        guard parts.count > 2 else { throw MPDError(.argument, "Channel count missing") }
        guard any(parts[2]) || UInt8(parts[2]).map({ $0 > 0 && $0 <= 8 }) == true else {
            throw MPDError(.argument, "Failed to parse the channel count")
        }
        return MPDAudioFormatMask(sampleRate: any(rate) ? nil : rate, sampleFormat: any(parts[1]) ? nil : parts[1],
                                  channels: any(parts[2]) ? nil : parts[2])
    }

    /// MPD's `uri_safe_local`: relative, no `.` or `..` segment, no empty segment.
    static func isSafeLocal(_ uri: String) -> Bool {
        guard !uri.hasPrefix("/") else { return false }
        return uri.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }
}

/// What a filter's name says (`locate_parse_type`).
private enum FilterType {
    case file, any, base, modifiedSince, audioFormat
    case tag(MPDTag)

    init?(_ name: String) {
        switch name.lowercased() {
        case "file", "filename": self = .file
        case "any": self = .any
        case "audioformat": self = .audioFormat
        default:
            if name == "base" { self = .base } else if name == "modified-since" { self = .modifiedSince } else if let tag = MPDTag(name: name) {
                self = .tag(tag)
            } else { return nil }
        }
    }
}

/// The bytes of one argument and a position in them.
private struct Scanner {
    private let bytes: [UInt8]
    private var index = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    var atEnd: Bool { index >= bytes.count }
    var byte: UInt8? { atEnd ? nil : bytes[index] }
    var peek: Character? { byte.map { Character(Unicode.Scalar($0)) } }

    mutating func advance(_ count: Int = 1) { index = min(bytes.count, index + count) }

    /// MPD's StripLeft: spaces and every control character below 0x20.
    mutating func skipSpaces() { while let byte, byte > 0, byte <= 0x20 { index += 1 } }

    func hasPrefix(_ text: String) -> Bool { bytes[index...].starts(with: text.utf8) }

    func hasPrefixIgnoringCase(_ text: String) -> Bool {
        let wanted = Array(text.utf8)
        guard bytes.count - index >= wanted.count else { return false }
        return zip(bytes[index...], wanted).allSatisfy { Self.lower($0) == Self.lower($1) }
    }

    mutating func take(while accept: (UInt8) -> Bool) -> String {
        let start = index
        while let byte, accept(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
}
