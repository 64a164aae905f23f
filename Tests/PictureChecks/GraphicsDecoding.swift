import Base64Coding
import CZlib
import Foundation
import MediaFiles
import TestSupport

/// Reading back what the graphics encoders write, with the libraries that read it for a
/// living (zlib, libavutil's base64, libsixel's sixel2png, FFmpeg), and the pictures to
/// compare it with.
public enum GraphicsDecoding {
    /// One kitty graphics command: its keys and its payload.
    public struct KittyCommand {
        /// Key to value.
        public var keys: [String: String]
        /// The keys in the order written.
        public var keyOrder: [String]
        /// What follows the semicolon.
        public var payload: [UInt8]
    }

    /// Bytes that do not read back.
    public struct DecodeError: Error, CustomStringConvertible {
        /// What was wrong.
        public let description: String
        /// Creates an error.
        public init(_ description: String) { self.description = description }
    }

    /// Every APC graphics command (ESC _ G keys ; payload ESC \) in `bytes`; throws on
    /// anything else between or around them.
    public static func kittyCommands(_ bytes: [UInt8]) throws -> [KittyCommand] {
        var commands: [KittyCommand] = []
        var index = 0
        while index < bytes.count {
            guard Array(bytes[index..<min(bytes.count, index + 3)]) == [0x1B, 0x5F, 0x47] else {
                throw DecodeError("byte \(index) does not start a graphics command")
            }
            var end = index + 3
            while end + 1 < bytes.count, !(bytes[end] == 0x1B && bytes[end + 1] == 0x5C) { end += 1 }
            guard end + 1 < bytes.count else { throw DecodeError("unterminated command at \(index)") }
            let body = bytes[(index + 3)..<end]
            let parts = body.split(separator: UInt8(ascii: ";"), maxSplits: 1, omittingEmptySubsequences: false)
            var command = KittyCommand(keys: [:], keyOrder: [], payload: parts.count > 1 ? Array(parts[1]) : [])
            for pair in parts[0].split(separator: UInt8(ascii: ",")) {
                let kv = pair.split(separator: UInt8(ascii: "="), maxSplits: 1)
                guard kv.count == 2 else { throw DecodeError("key without value: \(String(decoding: pair, as: UTF8.self))") }
                let key = String(decoding: kv[0], as: UTF8.self)
                guard command.keys[key] == nil else { throw DecodeError("key \(key) twice") }
                command.keys[key] = String(decoding: kv[1], as: UTF8.self)
                command.keyOrder.append(key)
            }
            commands.append(command)
            index = end + 2
        }
        return commands
    }

    /// Base64 text read back (`Base64`); throws unless it is all canonical base64.
    public static func base64(_ text: [UInt8]) throws -> [UInt8] {
        try Base64.decode(String(decoding: text, as: UTF8.self))
    }

    /// zlib data inflated to exactly `size` bytes.
    public static func inflate(_ bytes: [UInt8], size: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: size + 1)
        var length = uLong(out.count)
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { uncompress(target.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(length) == size else { throw DecodeError("zlib: status \(status), \(length) bytes") }
        return Array(out.prefix(size))
    }

    /// A smooth picture (a gradient across, another down, a slow wave in blue), the same
    /// picture at whatever size: scaling it changes nothing but sampling.
    public static func gradient(width: Int, height: Int) -> [UInt8] {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for y in 0..<height {
            let v = (Double(y) + 0.5) / Double(height)
            for x in 0..<width {
                let u = (Double(x) + 0.5) / Double(width)
                let blue = 128 + 60 * sin(2 * Double.pi * (u + v) / 2)
                rgba += [UInt8(255 * u), UInt8(255 * v), UInt8(blue), 255]
            }
        }
        return rgba
    }

    /// Peak signal-to-noise ratio of two RGBA pictures of one size, over R, G and B.
    public static func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
        precondition(a.count == b.count)
        var sum = 0.0
        var count = 0
        for index in a.indices where index % 4 != 3 {
            let difference = Double(a[index]) - Double(b[index])
            sum += difference * difference
            count += 1
        }
        let mse = sum / Double(max(1, count))
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }

    /// A picture file (PNG, or anything FFmpeg reads, through a PNG) decoded by PlayDeck's
    /// own picture decoding.
    public static func decodePicture(path: String) throws -> DecodedPicture {
        if path.hasSuffix(".png") { return try PictureDecoder.decode(path: path) }
        let png = path + ".png"
        try Fixtures.run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-i", path, png])
        return try PictureDecoder.decode(path: png)
    }

    /// A fresh file path in the fixtures folder.
    public static func scratch(_ name: String) -> String {
        Fixtures.directory + "/gfx-\(UUID().uuidString)-" + name
    }
}
