import FileIO

/// A picture as stored: its file's bytes, or an embedded cover's, and their format.
public struct EncodedPicture: Sendable, Equatable {
    /// The encoded bytes.
    public let bytes: [UInt8]
    /// What they are.
    public let format: PictureFormat

    /// Wraps bytes of a known format.
    public init(bytes: [UInt8], format: PictureFormat) {
        self.bytes = bytes
        self.format = format
    }

    /// Wraps bytes whose signature names their format; nil if it names none PlayDeck decodes.
    public init?(bytes: [UInt8]) {
        guard let format = PictureFormat(signature: bytes) else { return nil }
        self.init(bytes: bytes, format: format)
    }

    /// The picture file at `path`, at most `PictureLimits.encodedBytes` of it; a FIFO or a
    /// device is refused (FileReader), never waited for.
    public static func read(path: String) throws(MediaFileError) -> EncodedPicture {
        switch FileReader.read(path: path, limit: PictureLimits.encodedBytes) {
        case let .success(bytes):
            guard let picture = EncodedPicture(bytes: bytes) else {
                throw MediaFileError(.unsupported, "\(path): not a JPEG, PNG, WebP, GIF or BMP picture")
            }
            return picture
        case .failure(.tooLarge):
            throw MediaFileError(.tooLarge, "\(path): a picture over \(PictureLimits.encodedBytes >> 20) MiB")
        case let .failure(error):
            throw MediaFileError(.unreadable, "\(path): \(error)")
        }
    }
}
