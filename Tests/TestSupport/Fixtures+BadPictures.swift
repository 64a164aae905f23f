import Foundation

extension Fixtures {
    /// A real JPEG followed by `megabytes` MiB of zeros: a cover too large to take, whose bytes
    /// still begin like a picture.
    public static func oversizedJPEG(megabytes: Int = 50) throws -> String {
        try make("oversized-\(megabytes).jpg") { path in
            let picture = try Data(contentsOf: URL(fileURLWithPath: try picture(width: 64, height: 48)))
            try (picture + Data(count: megabytes << 20)).write(to: URL(fileURLWithPath: path))
        }
    }

    /// An mp3 whose ID3v2.3 cover is `oversizedJPEG(megabytes:)`.
    public static func toneWithOversizedCover(megabytes: Int = 50) throws -> String {
        let cover = try oversizedJPEG(megabytes: megabytes)
        return try make("oversized-cover-\(megabytes).mp3") { path in
            try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=600:duration=1", "-i", cover,
                                        "-map", "0:a", "-map", "1:v", "-c:v", "copy", "-disposition:v", "attached_pic",
                                        "-id3v2_version", "3", "-metadata", "title=Oversized", "-c:a", "libmp3lame", path])
        }
    }

    /// `picture(width:height:)`'s JPEG with its frame header (SOF0) claiming `width`×`height`.
    public static func lyingJPEG(width: Int, height: Int) throws -> [UInt8] {
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: try picture(width: 64, height: 48))))
        guard let sof = bytes.indices.dropLast(9).first(where: { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }) else {
            throw FixtureError("no SOF0 in the JPEG fixture")
        }
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: [UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF)])
        return bytes
    }

    /// A PNG signature and an IHDR chunk claiming `width`×`height` (8-bit RGBA), then an empty
    /// IDAT and IEND: a header promising far more pixels than the file holds.
    public static func lyingPNG(width: Int, height: Int) -> [UInt8] {
        func be32(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] { be32(data.count) + Array(type.utf8) + data + [0, 0, 0, 0] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
            + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
    }

    /// An ID3v2.4 tag whose header claims 256 MiB and whose APIC frame claims nearly that, on
    /// 2 KiB of an mp3: a tag that lies about its size by a factor of a hundred thousand.
    public static func lyingID3Tag() throws -> String {
        try make("lying-id3.mp3") { path in
            let audio = try Data(contentsOf: URL(fileURLWithPath: try tagged(.mp3ID3v1)))
            let frame = Array("APIC".utf8) + [0x7F, 0x7F, 0x7F, 0x70] + [0, 0] + [0] + Array("image/jpeg".utf8) + [0, 3, 0]
            let header = Array("ID3".utf8) + [4, 0, 0, 0x7F, 0x7F, 0x7F, 0x7F]
            try Data(header + frame + Array(audio.prefix(2048))).write(to: URL(fileURLWithPath: path))
        }
    }

    /// The FLAC container fixture with its first Vorbis comment claiming to be 4 GiB long.
    public static func flacClaimingFourGigabytes() throws -> String {
        try make("flac-4gb-comment.flac") { path in
            var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: try tagged(.flac))))
            let vendor = Array("Lavf".utf8)
            guard let at = bytes.indices.dropLast(vendor.count).first(where: { Array(bytes[$0..<($0 + vendor.count)]) == vendor }),
                  at >= 4 else { throw FixtureError("no Vorbis comment vendor in the FLAC fixture") }
            let vendorLength = Int(bytes[at - 4]) | Int(bytes[at - 3]) << 8 | Int(bytes[at - 2]) << 16 | Int(bytes[at - 1]) << 24
            let firstComment = at + vendorLength + 4
            bytes.replaceSubrange(firstComment..<(firstComment + 4), with: [0xFF, 0xFF, 0xFF, 0xFF])
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
    }
}
