import CAV

/// The picture formats PlayDeck decodes: JPEG with libjpeg-turbo, the rest with libavcodec.
public enum PictureFormat: String, Sendable, CaseIterable {
    case jpeg, png, webp, gif, bmp

    /// The format whose signature `bytes` begin with; nil for anything else.
    public init?(signature bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + prefix.count && Array(head[offset..<(offset + prefix.count)]) == prefix
        }
        if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else if starts(Array("GIF8".utf8)) {
            self = .gif
        } else if starts(Array("BM".utf8)) {
            self = .bmp
        } else {
            return nil
        }
    }

    /// The format of a libavcodec codec; nil for one that is not a picture PlayDeck decodes.
    init?(codec: AVCodecID) {
        switch codec {
        case AV_CODEC_ID_MJPEG: self = .jpeg
        case AV_CODEC_ID_PNG: self = .png
        case AV_CODEC_ID_WEBP: self = .webp
        case AV_CODEC_ID_GIF: self = .gif
        case AV_CODEC_ID_BMP: self = .bmp
        default: return nil
        }
    }

    /// libavcodec's decoder for the format.
    var codec: AVCodecID {
        switch self {
        case .jpeg: AV_CODEC_ID_MJPEG
        case .png: AV_CODEC_ID_PNG
        case .webp: AV_CODEC_ID_WEBP
        case .gif: AV_CODEC_ID_GIF
        case .bmp: AV_CODEC_ID_BMP
        }
    }

    /// The usual file name extension, without the dot.
    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
}
