import MediaFiles
import Playback

extension TextPicture {
    /// The pixels of a frame from mpv's `screenshot-raw`, in its layout.
    init?(_ frame: RawImage) {
        let channels: (red: Int, green: Int, blue: Int) = switch frame.format {
        case "rgba", "rgb0": (0, 1, 2)
        default: (2, 1, 0)  // bgr0 (mpv's default) and bgra
        }
        self.init(bytes: frame.bytes, width: frame.width, height: frame.height, stride: frame.stride, channels: channels)
    }
}

/// Lines of safe words from what tesseract read.
enum LiveTextLines {
    /// The words grouped by line, in order; every word made one line of safe text.
    static func make(_ words: [RecognizedWord]) -> [LiveTextLine] {
        var lines: [LiveTextLine] = []
        var current: [LiveTextWord] = []
        var number: Int?
        for word in words {
            if let number, number != word.line, !current.isEmpty {
                lines.append(LiveTextLine(words: current))
                current = []
            }
            number = word.line
            let text = Sanitized.line(word.text)
            guard !text.isEmpty else { continue }
            current.append(LiveTextWord(text: text, box: TextBox(x: word.x, y: word.y, width: word.width, height: word.height),
                                        confidence: word.confidence))
        }
        if !current.isEmpty { lines.append(LiveTextLine(words: current)) }
        return lines
    }
}
