/// Where MPD's queue edits put things (`PositionArg.cxx`): an absolute position, or `+N` / `-N`
/// from the current song, each bounded as MPD bounds it, with its wording.
enum MPDQueuePositions {
    /// Where `add URI POS` and `addid URI POS` insert, in a queue of `count` with `current` playing.
    static func insertion(_ text: String, count: Int, current: Int?) throws(MPDError) -> Int {
        guard let sign = text.first, sign == "+" || sign == "-" else { return try number(text, max: count) }
        guard let current else { throw MPDError(.playerSync, "No current song") }
        let rest = String(text.dropFirst())
        return sign == "+" ? current + 1 + (try number(rest, max: count - current - 1)) : current - (try number(rest, max: current))
    }

    /// Where `move FROM TO` takes the songs of `range` (START..<END, all in the queue): their first
    /// lands at the position returned, counted in the queue without them.
    static func destination(_ text: String, moving range: Range<Int>, count: Int, current: Int?) throws(MPDError) -> Int {
        guard let sign = text.first, sign == "+" || sign == "-" else { return try number(text, max: count - range.count) }
        guard var current else { throw MPDError(.playerSync, "No current song") }
        if range.contains(current) { throw MPDError(.argument, "Cannot move current song relative to itself") }
        if current >= range.upperBound { current -= range.count }
        let rest = String(text.dropFirst()), bound = count - current - range.count
        let place = sign == "+" ? current + 1 + (try number(rest, max: bound)) : current - (try number(rest, max: bound))
        guard place >= 0 else { throw MPDError(.argument, "Bad song index") }
        return place
    }

    private static func number(_ text: String, max: Int) throws(MPDError) -> Int {
        try MPDArguments([text]).unsigned(0, max: Swift.max(0, max))
    }
}
