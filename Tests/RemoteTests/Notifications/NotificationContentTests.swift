import NowPlaying
import Playback
import Testing
@testable import Remote

/// What a notification says: the title, "artist — album", the cover no larger than 256 px as
/// image-data (iiibiiay), every text sanitised; Notify's arguments in its signature.
@Suite struct NotificationContentTests {
    func info(title: String? = "Song", artist: String? = "Artist", album: String? = "Album") -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.metadata.title = title
        info.metadata.artist = artist
        info.metadata.album = album
        info.path = "/music/file name.mp3"
        return info
    }

    @Test func theBodyIsArtistAndAlbumOrWhicheverIsNamed() {
        #expect(NotificationContent(info(), artwork: nil).body == "Artist — Album")
        #expect(NotificationContent(info(album: nil), artwork: nil).body == "Artist")
        #expect(NotificationContent(info(artist: "", album: "Album"), artwork: nil).body == "Album")
        #expect(NotificationContent(info(title: nil), artwork: nil).summary == "file name.mp3")
    }

    @Test func escapeSequencesNeverReachTheDaemon() {
        let content = NotificationContent(info(title: "A\u{1B}[2Jb", artist: "x\u{07}y\u{202E}z"), artwork: nil)
        #expect(content.summary == "A\u{FFFD}[2Jb")
        #expect(content.body == "x\u{FFFD}y\u{FFFD}z — Album")
    }

    @Test func theCoverIsScaledTo256AndSentAsRGBARows() throws {
        let side = 600
        let artwork = try #require(MediaItemArtwork(image: RawImage(width: side, height: side / 2, stride: side * 4,
                                                                    format: "bgr0", bytes: [UInt8](repeating: 200, count: side * side * 2))))
        let content = NotificationContent(info(), artwork: artwork)
        #expect(content.cover?.size == PixelSize(width: 256, height: 128))
        let arguments = content.arguments(replacing: 7)
        #expect(arguments.map(\.signature).joined() == "susssasa{sv}i")
        #expect(arguments[1] == .uint32(7))
        guard case let .dictionary(hints) = arguments[6], case let .structure(fields)? = hints["image-data"] else {
            Issue.record("no image-data in \(arguments[6])")
            return
        }
        #expect(BusValue.structure(fields).signature == "(iiibiiay)")
        #expect(Array(fields.prefix(6)) == [.int32(256), .int32(128), .int32(1024), .boolean(true), .int32(8), .int32(4)])
        #expect(fields.last == .bytes(content.cover?.rgba ?? []))
        #expect(content.cover?.rgba.count == 256 * 128 * 4)
    }

    @Test func withoutACoverNoImageIsSent() {
        guard case let .dictionary(hints) = NotificationContent(info(), artwork: nil).arguments(replacing: 0)[6] else {
            Issue.record("hints are a dictionary")
            return
        }
        #expect(hints["image-data"] == nil)
    }
}
