import Foundation
import Glibc
import Locations
import MediaFiles
@testable import NowPlaying
import Playback
import Testing
import TestSupport
@testable import Remote

/// The file behind `mpris:artUrl` holds the picture's own bytes, named for their format; a
/// picture without any (a stream's cover from the player) is encoded once as a JPEG.
@Suite struct ArtworkFileTests {
    static func cache() throws -> String { try Fixtures.folder(named: "art-cache") }

    @Test func aCoverWithBytesOfItsOwnIsWrittenAsItIs() throws {
        let directory = try Self.cache()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let png = try EncodedPicture.read(path: try Fixtures.picture(width: 40, height: 30, format: "png"))
        let decoded = try PictureDecoder.decode(png)
        let artwork = try #require(MediaItemArtwork(DecodedArtwork(bounds: PixelSize(width: 40, height: 30),
                                                                   size: PixelSize(width: 40, height: 30), rgba: decoded.rgba,
                                                                   encoded: png, started: 0, decoded: 0)))
        let file = ArtworkFile(cacheDirectory: directory, pid: 7)
        let url = try #require(file.url(for: 1) { artwork })
        #expect(url == "file://\(directory)/playdeck/art/7-1.png")
        #expect(FileManager.default.contents(atPath: String(url.dropFirst(7))) == Data(png.bytes))
        file.remove()
        #expect(access(String(url.dropFirst(7)), F_OK) != 0)
    }

    @Test func pixelsWithoutBytesAreWrittenAsAJPEGThatFFprobeReads() throws {
        let directory = try Self.cache()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = [UInt8](repeating: 120, count: 600 * 400 * 4)
        let artwork = try #require(MediaItemArtwork(image: RawImage(width: 600, height: 400, stride: 2400, format: "bgr0",
                                                                    bytes: bytes)))
        let file = ArtworkFile(cacheDirectory: directory, pid: 7)
        let url = try #require(file.url(for: 2) { artwork })
        #expect(url.hasSuffix("/7-2.jpg"))
        let size = try Fixtures.run("/usr/bin/ffprobe", ["-v", "error", "-show_entries", "stream=codec_name,width,height",
                                                         "-of", "csv=p=0", String(url.dropFirst(7))])
        #expect(size.trimmingCharacters(in: .whitespacesAndNewlines) == "mjpeg,512,341", "scaled to ArtworkFile.maximumSide")
        #expect(file.url(for: 2) { nil } == url, "written once per artwork")
    }

    @Test func theURLIsPercentEncodedWhereTheCacheHasSpacesAndNonASCII() throws {
        let parent = try Self.cache()
        defer { try? FileManager.default.removeItem(atPath: parent) }
        let directory = parent + "/my cache é#"
        #expect(mkdir(directory, 0o700) == 0)
        let artwork = try #require(MediaItemArtwork(image: RawImage(width: 8, height: 8, stride: 32, format: "bgr0",
                                                                    bytes: [UInt8](repeating: 9, count: 256))))
        let url = try #require(ArtworkFile(cacheDirectory: directory, pid: 7).url(for: 3) { artwork })
        #expect(url == "file://\(parent)/my%20cache%20%C3%A9%23/playdeck/art/7-3.jpg")
        #expect(FileURL.path(of: url).map { access($0, R_OK) } == 0, "the URL leads back to the file")
    }

    /// A killed player's file stayed in the cache for good: each kill added one.
    @Test func theFilesOfPlayersThatAreGoneAreRemovedWhenAPlayerStarts() throws {
        let directory = try Self.cache()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let art = directory + "/playdeck/art"
        try FileManager.default.createDirectory(atPath: art, withIntermediateDirectories: true)
        // A process that has ended (and been reaped): its pid is gone.
        let ended = try ProcessRunner.run("/bin/sh", ["-c", "echo $$"])
        let gone = try #require(Int32(ended.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
        let live = getpid()
        let stale = ["\(gone)-4.jpg", "\(gone)-5.png.part"], kept = ["\(live)-1.jpg", "notes.txt", "7x-1.jpg"]
        for name in stale + kept { #expect(FileManager.default.createFile(atPath: art + "/" + name, contents: Data([1]))) }
        _ = ArtworkFile(cacheDirectory: directory, pid: 424_242)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: art)) == Set(kept))
    }
}
