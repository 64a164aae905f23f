import Glibc
import NowPlaying
import Playback

/// The built-in programme `make run` plays: a tune PlayDeck synthesises itself, in three
/// chapters (the first named Intro, so "Skip Intro" shows), with metadata and artwork the
/// program supplies. No media file is needed.
enum Demo {
    /// The queue item for a synthesised tune at `path`, played through an EDL that names the chapters.
    static func item(tune path: String) -> MediaItem {
        let quoted = "%\(path.utf8.count)%\(path)"
        let url = "edl://\(quoted),0,16,title=Intro;\(quoted),16,48,title=Theme;\(quoted),64,32,title=Coda"
        var item = MediaItem(url: url, externalMetadata: metadata)
        item.providedArtwork = artwork()
        return item
    }

    private static let metadata = [
        MetadataItem(.title, "Pentatonic Sketch"),
        MetadataItem(.artist, "PlayDeck"),
        MetadataItem(.album, "Demo Programme"),
        MetadataItem(.genre, "Generated"),
        MetadataItem(.description, "A tune PlayDeck synthesises as it starts, in three chapters: no media file needed."),
        MetadataItem(.title, "펜타토닉 스케치", language: "ko"),
    ]

    /// A sunset over rings, drawn by the program: dusk gradient, a sun, ripples below it.
    static func artwork(size: Int = 192) -> RawImage {
        var bytes = [UInt8](repeating: 0, count: size * size * 4)
        let s = Double(size)
        for y in 0..<size {
            for x in 0..<size {
                let (fx, fy) = (Double(x) / s, Double(y) / s)
                var (r, g, b) = (40 + 180 * fy, 30 + 60 * fy, 90 - 50 * fy)
                let dx = fx - 0.5, dy = fy - 0.55
                if dx * dx + dy * dy < 0.05, fy < 0.62 { (r, g, b) = (250, 190 - 120 * fy, 80) }
                if fy > 0.62 {
                    let ripple = (sin(fy * 90) + 1) / 2
                    (r, g, b) = (20 + 60 * ripple, 30 + 50 * ripple, 70 + 90 * ripple)
                }
                let o = (y * size + x) * 4
                bytes[o] = UInt8(min(255, b)); bytes[o + 1] = UInt8(min(255, g)); bytes[o + 2] = UInt8(min(255, r))
            }
        }
        return RawImage(width: size, height: size, stride: size * 4, format: "bgr0", bytes: bytes)
    }
}
