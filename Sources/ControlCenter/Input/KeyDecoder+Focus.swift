extension KeyDecoder {
    /// Decodes one read into events: the keys, and the terminal's focus reports (CSI I when it
    /// gains the focus, CSI O when it loses it) in their place among them.
    public func decodeEvents(_ raw: [RawKey]) -> [InputEvent] {
        var events: [InputEvent] = []
        var start = 0, index = 0
        while index + 2 < raw.count {
            guard raw[index] == .character(27), raw[index + 1] == .character(0x5B),
                  case let .character(final) = raw[index + 2], final == 0x49 || final == 0x4F else {
                index += 1
                continue
            }
            events += decode(Array(raw[start..<index])).map { .key($0) }
            events.append(.focus(final == 0x49))
            index += 3
            start = index
        }
        events += decode(Array(raw[start...])).map { .key($0) }
        return events
    }
}
