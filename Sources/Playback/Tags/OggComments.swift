/// The comment header of an Ogg Vorbis or Opus stream: the second packet of the file's first
/// logical stream, found within its first pages ("\x03vorbis" or "OpusTags", then Vorbis
/// comments). Other Ogg streams (FLAC, Speex, video first) give nothing.
enum OggComments {
    /// The most pages read looking for the comment packet.
    static let pageLimit = 64

    private static let capture = Array("OggS".utf8)
    private static let vorbisHeader: [UInt8] = [1] + Array("vorbis".utf8)
    private static let vorbisComments: [UInt8] = [3] + Array("vorbis".utf8)
    private static let opusHeader = Array("OpusHead".utf8)
    private static let opusComments = Array("OpusTags".utf8)

    /// The comments of a file whose first "OggS" was just read.
    static func tags(_ file: FileBytes) -> MediaTags {
        var serial: [UInt8]?
        var packet: [UInt8] = []
        var comments: [UInt8]?
        for page in 0..<pageLimit {
            guard let header = pageHeader(file, first: page == 0),
                  let lacing = file.read(Int(header[22])) else { break }
            let size = lacing.reduce(0) { $0 + Int($1) }
            guard serial == nil || serial == Array(header[10..<14]) else {
                if file.skip(size) { continue } else { break }
            }
            serial = Array(header[10..<14])
            guard let body = file.read(size) else { break }
            var offset = 0
            for lace in lacing {
                packet += body[offset..<offset + Int(lace)]
                offset += Int(lace)
                if let header = comments {
                    // The comment packet: complete, or as much of it as is worth reading.
                    guard lace < 255 || packet.count >= VorbisComments.blockLimit else { continue }
                    guard packet.starts(with: header) else { return MediaTags() }
                    return VorbisComments.tags(packet.dropFirst(header.count))
                }
                guard lace < 255 else { continue }
                if packet.starts(with: vorbisHeader) {
                    comments = vorbisComments
                } else if packet.starts(with: opusHeader) {
                    comments = opusComments
                } else {
                    return MediaTags()
                }
                packet = []
            }
        }
        return MediaTags()
    }

    /// A page's header after "OggS" (whose first was read already): version, type, granule
    /// position (8), serial (4), sequence (4), checksum (4), segment count.
    private static func pageHeader(_ file: FileBytes, first: Bool) -> [UInt8]? {
        if first { return file.read(23) }
        guard let bytes = file.read(27), bytes.starts(with: capture) else { return nil }
        return Array(bytes.dropFirst(4))
    }
}
