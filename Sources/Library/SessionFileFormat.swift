import Glibc

/// The session store's two files, as bytes. Line-based text a person can read:
///
///     playdeck-session-queue 1
///     save=42
///     repeat=queue
///     current=1                (only when an item is current)
///     shuffle=2 0 1            (only when shuffled)
///     item=LOCATION<TAB>TITLE<TAB>START[<TAB>LENGTH]
///     …
///     count=3
///
/// The trailing count proves the file complete (a power loss may leave a renamed file
/// without its end); control characters, tabs and `%` in a location or title are
/// percent-encoded. LENGTH (a server's listed length) is written only for the items that have
/// one, so a queue of files reads as before. Built and read as bytes: a queue of 100,000 items is saved on the loop.
public enum SessionFileFormat {
    static let queueMagic = "playdeck-session-queue 1"
    static let placeMagic = "playdeck-session-place 1"

    /// Why a file cannot be used, for the one line that says so.
    public struct Damage: Error, Equatable, Sendable {
        public let reason: String
    }

    // MARK: Queue

    /// The bytes of a queue file, as `SessionStore.save` writes it (public for session-bench).
    public static func encode(_ queue: SavedQueue, save: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + queue.items.count * 96)
        append(queueMagic + "\nsave=", to: &bytes)
        LineBytes.appendInteger(save, to: &bytes)
        append("\nrepeat=" + queue.repeatMode + "\n", to: &bytes)
        if let current = queue.current {
            append("current=", to: &bytes)
            LineBytes.appendInteger(current, to: &bytes)
            bytes.append(newline)
        }
        if let order = queue.shuffledOrder {
            append("shuffle=", to: &bytes)
            for (position, index) in order.enumerated() {
                if position > 0 { bytes.append(space) }
                LineBytes.appendInteger(index, to: &bytes)
            }
            bytes.append(newline)
        }
        for item in queue.items {
            append("item=", to: &bytes)
            LineBytes.appendEscaped(item.location, to: &bytes)
            bytes.append(tab)
            if let title = item.title { LineBytes.appendEscaped(title, to: &bytes) }
            bytes.append(tab)
            if let start = item.startTime { append(String(start), to: &bytes) }
            if let length = item.length {
                bytes.append(tab)
                append(String(length), to: &bytes)
            }
            bytes.append(newline)
        }
        append("count=", to: &bytes)
        LineBytes.appendInteger(queue.items.count, to: &bytes)
        bytes.append(newline)
        return bytes
    }

    static func decodeQueue(_ bytes: [UInt8]) -> Result<(queue: SavedQueue, save: Int), Damage> {
        var lines = LineCursor(bytes)
        guard let first = lines.next(), String(decoding: first, as: UTF8.self) == queueMagic else {
            return .failure(Damage(reason: "not a PlayDeck session queue"))
        }
        var save: Int?, repeatMode = "none", order: [Int]?, items: [SavedQueue.Item] = [], count: Int?, current: Int?
        while let line = lines.next() {
            guard count == nil else { return .failure(Damage(reason: "text after its end")) }
            if let value = value(of: "item=", in: line) {
                guard let firstTab = value.firstIndex(of: tab), let secondTab = value[(firstTab + 1)...].firstIndex(of: tab),
                      let location = LineBytes.unescaped(value[..<firstTab]), !location.isEmpty,
                      let title = LineBytes.unescaped(value[(firstTab + 1)..<secondTab]) else { return .failure(Damage(reason: "a broken item line")) }
                let rest = value[(secondTab + 1)...], thirdTab = rest.firstIndex(of: tab)
                guard let start = seconds(rest[..<(thirdTab ?? rest.endIndex)]) else { return .failure(Damage(reason: "a broken start time")) }
                guard let length = seconds(thirdTab.map { rest[($0 + 1)...] } ?? []), thirdTab == nil || length != nil
                else { return .failure(Damage(reason: "a broken length")) }
                items.append(SavedQueue.Item(location: location, title: title.isEmpty ? nil : title, startTime: start, length: length))
            } else if let value = value(of: "save=", in: line) {
                save = Int(String(decoding: value, as: UTF8.self))
            } else if let value = value(of: "repeat=", in: line) {
                repeatMode = String(decoding: value, as: UTF8.self)
            } else if let value = value(of: "current=", in: line) {
                guard let index = integers(in: value)?.first else { return .failure(Damage(reason: "a broken current item")) }
                current = index
            } else if let value = value(of: "shuffle=", in: line) {
                guard let numbers = integers(in: value) else { return .failure(Damage(reason: "a broken shuffled order")) }
                order = numbers
            } else if let value = value(of: "count=", in: line) {
                count = Int(String(decoding: value, as: UTF8.self)) ?? -1
            } else {
                return .failure(Damage(reason: "an unknown line"))
            }
        }
        guard let count else { return .failure(Damage(reason: "incomplete (no end line)")) }
        guard count == items.count, let save else { return .failure(Damage(reason: "incomplete (\(items.count) of \(count) items)")) }
        guard ["none", "track", "queue"].contains(repeatMode) else { return .failure(Damage(reason: "an unknown repeat mode")) }
        // A shuffled order that does not fit its items is no damage to the queue: the queue
        // restored from it plays in its own order then (PlayQueue(restoring:) checks the order).
        return .success((SavedQueue(items: items, shuffledOrder: order, repeatMode: repeatMode, current: current), save))
    }

    /// A field of seconds: .some(nil) when empty, nil when it is no finite, non-negative number.
    private static func seconds(_ field: ArraySlice<UInt8>) -> Double?? {
        guard !field.isEmpty else { return .some(nil) }
        guard let parsed = Double(String(decoding: field, as: UTF8.self)), parsed.isFinite, parsed >= 0 else { return nil }
        return .some(parsed)
    }

    /// The space-separated decimal numbers of a line, nil if anything else is in it.
    private static func integers(in line: ArraySlice<UInt8>) -> [Int]? {
        var numbers: [Int] = [], value = 0, digits = 0
        numbers.reserveCapacity(line.count / 2)
        for byte in line {
            if byte == space {
                guard digits > 0 else { return nil }
                numbers.append(value)
                (value, digits) = (0, 0)
            } else {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 18 else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
            }
        }
        if digits > 0 { numbers.append(value) } else if !line.isEmpty { return nil }
        return numbers
    }

    // MARK: Place

    static func encode(_ place: SavedPlace) -> [UInt8] {
        var text = placeMagic + "\nqueue=\(place.queueSave)\nindex=\(place.index)\npaused=\(place.paused)\n"
        if let position = place.position { text += "position=\(position)\n" }
        text += StoredLocation.line(place.location) + "end\n"
        return Array(text.utf8)
    }

    static func decodePlace(_ bytes: [UInt8]) -> Result<SavedPlace, Damage> {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == Substring(placeMagic) else { return .failure(Damage(reason: "not a PlayDeck session place")) }
        guard lines.count >= 2, lines[lines.count - 2] == "end", lines.last == "" else {
            return .failure(Damage(reason: "incomplete (no end line)"))
        }
        var save: Int?, index: Int?, paused: Bool?, position: Double?, location: String?
        for line in lines.dropFirst() {
            if line.hasPrefix("queue=") { save = Int(line.dropFirst(6)) }
            if line.hasPrefix("index=") { index = Int(line.dropFirst(6)) }
            if line.hasPrefix("paused=") { paused = Bool(String(line.dropFirst(7))) }
            if line.hasPrefix("position=") { position = Double(line.dropFirst(9)).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil } }
            if let named = StoredLocation.location(in: line) { location = named }
        }
        guard let save, let index, index >= 0, let paused, let location else { return .failure(Damage(reason: "a missing line")) }
        return .success(SavedPlace(index: index, location: location, position: position, paused: paused, queueSave: save))
    }

    // MARK: Bytes

    private static let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t"), space = UInt8(ascii: " ")

    private static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: text.utf8)
    }

    private static func value(of key: StaticString, in line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let count = key.utf8CodeUnitCount
        guard line.count >= count else { return nil }
        let matches = key.withUTF8Buffer { prefix in line.prefix(count).elementsEqual(prefix) }
        return matches ? line.dropFirst(count) : nil
    }

    /// The lines of a file, each without its line break; a last line without one is returned too.
    private struct LineCursor {
        let bytes: [UInt8]
        var position = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        mutating func next() -> ArraySlice<UInt8>? {
            guard position < bytes.count else { return nil }
            let start = position
            let end: Int = bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, let found = memchr(base + start, Int32(newline), buffer.count - start)
                else { return buffer.count }
                return base.distance(to: UnsafePointer(found.assumingMemoryBound(to: UInt8.self)))
            }
            defer { position = end + 1 }
            return bytes[position..<end]
        }
    }
}
