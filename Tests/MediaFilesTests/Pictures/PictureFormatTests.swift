@testable import MediaFiles
import Testing

@Suite struct PictureFormatTests {
    @Test func signaturesNameTheirFormats() {
        #expect(PictureFormat(signature: [0xFF, 0xD8, 0xFF, 0xDB]) == .jpeg)
        #expect(PictureFormat(signature: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]) == .png)
        #expect(PictureFormat(signature: Array("RIFF\0\0\0\0WEBPVP8L".utf8)) == .webp)
        #expect(PictureFormat(signature: Array("RIFF\0\0\0\0WAVEfmt ".utf8)) == nil, "a WAV file is no WebP")
        #expect(PictureFormat(signature: Array("GIF87a".utf8)) == .gif)
        #expect(PictureFormat(signature: [0xFF, 0xD8]) == nil, "too short")
        #expect(PictureFormat(signature: [UInt8]()) == nil)
    }

    @Test func eachFormatHasItsExtensionAndDecoder() {
        #expect(PictureFormat.allCases.map(\.fileExtension) == ["jpg", "png", "webp", "gif", "bmp"])
        for format in PictureFormat.allCases {
            #expect(PictureFormat(codec: format.codec) == format)
        }
    }
}
