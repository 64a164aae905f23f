@testable import ControlCenter
@testable import NowPlaying

/// A paused 1280×720 video frame and the text read in it, for the tile's Live Text tests.
enum LiveTextFixtures {
    /// Two lines of code at the top left of the frame, and one word at the bottom right.
    static let result = LiveTextResult(id: 7, frame: PixelSize(width: 1280, height: 720), mediaTime: 12, lines: [
        line([("func", 80, 120, 64), ("greet()", 160, 120, 120), ("{", 300, 120, 16)]),
        line([("return", 150, 220, 96), ("name", 260, 220, 64)]),
        line([("FIN", 1100, 600, 60)]),
    ])

    static func line(_ words: [(String, Int, Int, Int)]) -> LiveTextLine {
        LiveTextLine(words: words.map { LiveTextWord(text: $0.0, box: TextBox(x: $0.1, y: $0.2, width: $0.3, height: 24),
                                                     confidence: 0.9) })
    }

    /// A paused video snapshot whose reading `result` is ready.
    static func info(ready id: Int? = 7) -> NowPlayingInfo {
        var info = TileFixtures.info(state: .paused)
        info.path = "/video/talk.mp4"
        info.mediaType = .video
        info.liveText = id.map { LiveTextState(phase: .ready, resultID: $0) }
        return info
    }
}
