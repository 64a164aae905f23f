import Glibc
import PictureChecks

/// kitty graphics commands written to a terminal, read incrementally: each command in short
/// form ("a=p U=1 i=7"), and the transmissions with their chunks joined and decoded.
final class KittyStream {
    /// One transmission.
    struct Frame {
        /// The first chunk's keys.
        var keys: [String: String]
        /// Its position in `commands`.
        var index: Int
        var id: UInt32
        var width: Int
        var height: Int
        /// The pixels (f=24); empty for other formats.
        var rgb: [UInt8]
        /// The next commands after its last chunk, in short form, filled in as they come.
        var following: [String] = []
    }

    private(set) var commands: [String] = []
    private(set) var transmissions: [Frame] = []
    /// The video frames among the transmissions (RGB).
    var frames: [Frame] { transmissions.filter { $0.keys["f"] == "24" } }
    private var offset = 0
    private var partial: (keys: [String: String], payload: [UInt8])?

    /// Reads what `raw` holds beyond what was read before.
    func read(_ raw: [UInt8]) throws {
        var sequences: [[UInt8]] = []
        raw.withUnsafeBufferPointer { bytes in
            // memchr finds each ESC; the payloads in between (base64) hold none.
            func escape(from index: Int) -> Int? {
                guard index < bytes.count, let base = bytes.baseAddress,
                      let found = memchr(base + index, 0x1B, bytes.count - index) else { return nil }
                return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            }
            var next = escape(from: offset)
            while let start = next, start + 2 < bytes.count {
                guard bytes[start + 1] == 0x5F, bytes[start + 2] == 0x47 else {
                    next = escape(from: start + 1)
                    offset = start + 1
                    continue
                }
                guard let end = escape(from: start + 3), end + 1 < bytes.count else { break }
                sequences.append(Array(bytes[start...(end + 1)]))
                offset = end + 2
                next = escape(from: offset)
            }
        }
        try take(sequences)
    }

    /// Reads escape sequences already cut out (tmux passthrough's, unwrapped).
    func take(_ sequences: [[UInt8]]) throws {
        for command in try TerminalOutput.kittyCommands(in: sequences) { try take(command) }
    }

    private func take(_ command: GraphicsDecoding.KittyCommand) throws {
        if var started = partial {
            started.payload += command.payload
            partial = command.keys["m"] == "1" ? started : nil
            if partial == nil { try finish(started) }
            return
        }
        let short = ["a", "d", "U", "i"].compactMap { key in command.keys[key].map { "\(key)=\($0)" } }.joined(separator: " ")
        if let last = transmissions.indices.last, transmissions[last].following.count < 4 {
            transmissions[last].following.append(short)
        }
        commands.append(short)
        guard command.keys["a"] == "t" else { return }
        if command.keys["m"] == "1" {
            partial = (command.keys, command.payload)
        } else {
            try finish((command.keys, command.payload))
        }
    }

    private func finish(_ transmission: (keys: [String: String], payload: [UInt8])) throws {
        let keys = transmission.keys
        let width = Int(keys["s"] ?? "") ?? 0, height = Int(keys["v"] ?? "") ?? 0
        let rgb = keys["f"] == "24" ? try GraphicsDecoding.base64(transmission.payload) : []
        if keys["f"] == "24", rgb.count != width * height * 3 {
            throw GraphicsDecoding.DecodeError("a frame of \(rgb.count) bytes for \(width)×\(height)")
        }
        transmissions.append(Frame(keys: keys, index: commands.count - 1, id: UInt32(keys["i"] ?? "") ?? 0,
                                   width: width, height: height, rgb: rgb))
    }
}
