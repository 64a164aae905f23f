import JSONCoding

/// Artwork on the wire: its id, the size asked for, and its pixels (RGBA) in base64; the
/// decoding times stay in the process that decoded it.
extension ArtworkPicture: Codable {
    private enum CodingKeys: String, CodingKey {
        case artworkID, requested, width, height, rgba
    }

    /// The largest side a picture read from elsewhere may have.
    static let maximumSide = 1 << 14

    /// Reads a picture whose pixels fill the size given.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let width = try container.decode(Int.self, forKey: .width), height = try container.decode(Int.self, forKey: .height)
        let rgba = try container.decode(Base64Bytes.self, forKey: .rgba).bytes
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height), rgba.count == width * height * 4 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath + [CodingKeys.rgba],
                                                                    debugDescription: "artwork with the wrong number of pixels"))
        }
        self.init(artworkID: try container.decode(Int.self, forKey: .artworkID),
                  requested: try container.decode(PixelSize.self, forKey: .requested),
                  image: ArtworkImage(size: PixelSize(width: width, height: height), rgba: rgba))
    }

    /// Writes the picture, its pixels in base64.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(artworkID, forKey: .artworkID)
        try container.encode(requested, forKey: .requested)
        try container.encode(image.size.width, forKey: .width)
        try container.encode(image.size.height, forKey: .height)
        try container.encode(Base64Bytes(image.rgba), forKey: .rgba)
    }
}
