extension KeyDecoder {
    /// Decodes one read into events: the keys, and in their place among them the terminal's
    /// reports: focus (CSI I when it gains the focus, CSI O when it loses it) and SGR mouse
    /// reports that ncurses left undecoded.
    public func decodeEvents(_ raw: [RawKey]) -> [InputEvent] {
        var events: [InputEvent] = []
        var start = 0, index = 0
        while index < raw.count {
            guard let (report, length) = Self.report(raw, at: index) else {
                index += 1
                continue
            }
            events += decode(Array(raw[start..<index])).map { .key($0) }
            if let report { events.append(report) }
            index += length
            start = index
        }
        events += decode(Array(raw[start...])).map { .key($0) }
        return events
    }

    /// The report that starts at `index`, and its length; a report the tile does not use has
    /// no event and is skipped whole.
    private static func report(_ raw: [RawKey], at index: Int) -> (InputEvent?, Int)? {
        if let mouse = SGRMouseReport.decode(raw, at: index) { return (mouse.event.map { .mouse($0) }, mouse.length) }
        guard index + 2 < raw.count, raw[index] == .character(27), raw[index + 1] == .character(0x5B),
              case let .character(final) = raw[index + 2], final == 0x49 || final == 0x4F else { return nil }
        return (.focus(final == 0x49), 3)
    }
}
