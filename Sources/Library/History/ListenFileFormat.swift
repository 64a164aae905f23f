/// The listening history's file, as bytes. Line-based text a person can read:
///
///     playdeck-listens 1
///     ID<TAB>LISTENED_AT<TAB>DURATION<TAB>ARTIST<TAB>TITLE<TAB>ALBUM<TAB>LOCATION
///     …
///
/// One line per listen, appended (and fsynced) as each is kept; fields are percent-encoded as
/// in the session files (`LineBytes`); DURATION and ALBUM may be empty. A last line without its
/// line break is a write a crash cut short: it is not a listen, and the next append replaces it.
enum ListenFileFormat {
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
        var fields: [Slice<UnsafeBufferPointer<UInt8>>] = []
        fields.reserveCapacity(7)
        var start = line.startIndex
        while let tabIndex = line[start...].firstIndex(of: tab) {
            fields.append(line[start..<tabIndex])
            start = tabIndex + 1
        }
        fields.append(line[start...])
        guard fields.count == 7, let id = integer(fields[0]), let listenedAt = integer(fields[1]),
              let artist = LineBytes.unescaped(fields[3]), !artist.isEmpty,
              let title = LineBytes.unescaped(fields[4]), !title.isEmpty,
              let album = LineBytes.unescaped(fields[5]), let path = LineBytes.unescaped(fields[6]) else { return nil }
        let duration = fields[2].isEmpty ? nil : integer(fields[2])
        guard fields[2].isEmpty || duration != nil else { return nil }
        return Listen(id: id, listenedAt: listenedAt, track: ListenTrack(artist: artist, title: title, album: album.isEmpty ? nil : album,
                                                                         duration: duration, path: path.isEmpty ? nil : path))
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
