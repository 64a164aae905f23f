/// The listening history's file, as bytes. Line-based text a person can read:
///
///     playdeck-listens 1
///     ID<TAB>LISTENED_AT<TAB>DURATION<TAB>ARTIST<TAB>TITLE<TAB>ALBUM<TAB>LOCATION
///     …
///
/// One line per listen, appended (and fsynced) as each is kept; fields are percent-encoded as
/// in the session files (`LineBytes`); DURATION and ALBUM may be empty. A last line without its
/// line break is a write a crash cut short: it is not a listen, and the next append replaces it.
public enum ListenFileFormat {
    static let magic = "playdeck-listens 1\n"
    private static let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")

    /// The line of one listen, with its line break.
    static func line(_ listen: Listen) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(128)
        LineBytes.appendInteger(listen.id, to: &bytes)
        bytes.append(tab)
        LineBytes.appendInteger(listen.listenedAt, to: &bytes)
        bytes.append(tab)
        if let duration = listen.track.duration { LineBytes.appendInteger(duration, to: &bytes) }
        for field in [listen.track.artist, listen.track.title, listen.track.album ?? "", listen.track.path ?? ""] {
            bytes.append(tab)
            LineBytes.appendEscaped(field, to: &bytes)
        }
        bytes.append(newline)
        return bytes
    }

    /// A whole file of `listens` (public for history-bench).
    public static func file(_ listens: some Collection<Listen>) -> [UInt8] {
        var bytes = Array(magic.utf8)
        bytes.reserveCapacity(bytes.count + listens.count * 112)
        for listen in listens { bytes += line(listen) }
        return bytes
    }

    /// What a file holds: its listens in file order, the byte count of its complete lines
    /// (where the next append goes), and how many lines could not be read.
    static func decode(_ bytes: [UInt8]) -> (listens: [Listen], complete: Int, damaged: Int) {
        let header = Array(magic.utf8)
        guard bytes.starts(with: header) else { return ([], 0, bytes.isEmpty ? 0 : 1) }
        var listens: [Listen] = []
        listens.reserveCapacity(bytes.count / 96)
        var damaged = 0
        var complete = header.count
        bytes.withUnsafeBufferPointer { buffer in
            var start = header.count
            while start < buffer.count, let end = buffer[start...].firstIndex(of: newline) {
                if let listen = listen(in: buffer[start..<end]) { listens.append(listen) } else { damaged += 1 }
                start = end + 1
                complete = start
            }
        }
        return (listens, complete, damaged)
    }

    private static func listen(in line: Slice<UnsafeBufferPointer<UInt8>>) -> Listen? {
        // Seven fields found in place: no array per line (a 100,000-listen file is read at start).
        var bounds: (Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0)
        var found = 0
        for index in line.indices where line[index] == tab {
            switch found {
            case 0: bounds.0 = index
            case 1: bounds.1 = index
            case 2: bounds.2 = index
            case 3: bounds.3 = index
            case 4: bounds.4 = index
            case 5: bounds.5 = index
            default: return nil
            }
            found += 1
        }
        guard found == 6, let id = integer(line[line.startIndex..<bounds.0]),
              let listenedAt = integer(line[(bounds.0 + 1)..<bounds.1]),
              let artist = text(line[(bounds.2 + 1)..<bounds.3]), !artist.isEmpty,
              let title = text(line[(bounds.3 + 1)..<bounds.4]), !title.isEmpty,
              let album = text(line[(bounds.4 + 1)..<bounds.5]),
              let path = text(line[(bounds.5 + 1)..<line.endIndex]) else { return nil }
        let durationField = line[(bounds.1 + 1)..<bounds.2]
        let duration = durationField.isEmpty ? nil : integer(durationField)
        guard durationField.isEmpty || duration != nil else { return nil }
        return Listen(id: id, listenedAt: listenedAt, track: ListenTrack(artist: artist, title: title, album: album.isEmpty ? nil : album,
                                                                         duration: duration, path: path.isEmpty ? nil : path))
    }

    /// A field's text: copied straight from the buffer unless it holds an escape.
    private static func text(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        guard field.contains(LineBytes.percent) else { return String(decoding: UnsafeBufferPointer(rebasing: field), as: UTF8.self) }
        return LineBytes.unescaped(field)
    }

    private static func integer(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }
}
