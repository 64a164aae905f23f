import Foundation

extension Fixtures {
    /// The code drawn into the Live Text fixtures, line by line.
    public static let drawnCode = [
        "func greet(name: String) -> String {",
        "let message = \"Hello, \" + name",
        "return message.uppercased()",
        "}",
        "for index in 0..<10 { print(index) }",
    ]

    /// What the code is drawn over: a plain dark background, or ffmpeg's testsrc2 (colour bars,
    /// a moving gradient and a counter of its own).
    public enum Background: String, Sendable {
        case plain
        case busy
    }

    /// A 1280×720 H.264 video of `drawnCode` in DejaVu Sans Mono over `background` (white text;
    /// over testsrc2 with a black outline, as captions are drawn), `seconds` long.
    public static func codeVideo(over background: Background, seconds: Double = 4) throws -> String {
        try make("code-\(background.rawValue)-\(seconds).mp4") { path in
            let textFile = path + ".txt"
            // Indented as code is; drawtext keeps the spaces.
            let text = drawnCode.enumerated().map { index, line in (index == 1 || index == 2 ? "    " : "") + line }
            try text.joined(separator: "\n").write(toFile: textFile, atomically: true, encoding: .utf8)
            let source = background == .plain ? "color=c=0x1e1e1e:s=1280x720:r=25:d=\(seconds)"
                                               : "testsrc2=s=1280x720:r=25:d=\(seconds)"
            let outline = background == .plain ? "" : ":borderw=2:bordercolor=black"
            let draw = "drawtext=fontfile=\(monospaceFont):textfile=\(textFile):fontsize=28:fontcolor=white"
                + "\(outline):x=80:y=120:line_spacing=14"
            _ = try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i", source, "-vf", draw,
                                            "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", path])
        }
    }

    /// One line of text as ffmpeg's drawtext draws it: its colours, its size in pixels and its place.
    public struct DrawnLine: Sendable {
        /// The text.
        public var text: String
        /// A font file.
        public var font: String
        /// The glyphs' size in pixels.
        public var size: Int
        /// The text's colour and the background's, in ffmpeg's colour syntax ("yellow", "0x1e1e1e").
        public var colour: String, background: String
        /// Where drawtext puts the text: expressions over w, h, tw and th ("0" is the frame's edge,
        /// drawtext's default).
        public var x: String, y: String

        /// A line of `text`, `size` pixels high.
        public init(_ text: String, font: String = Fixtures.monospaceFont, size: Int, colour: String, on background: String,
                    x: String = "0", y: String = "0") {
            self.text = text
            self.font = font
            self.size = size
            self.colour = colour
            self.background = background
            self.x = x
            self.y = y
        }
    }

    /// A 1280×720 H.264 video of `line` alone, `seconds` long.
    public static func lineVideo(_ line: DrawnLine, seconds: Double = 2) throws -> String {
        let key = [line.text, line.font, "\(line.size)", line.colour, line.background, line.x, line.y].joined(separator: "|")
        let hash = key.unicodeScalars.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1.value)) &* 1_099_511_628_211 }
        return try make("line-\(String(hash, radix: 16))-\(seconds).mp4") { path in
            let textFile = path + ".txt"
            try line.text.write(toFile: textFile, atomically: true, encoding: .utf8)
            let draw = "drawtext=fontfile=\(line.font):textfile=\(textFile):fontsize=\(line.size):fontcolor=\(line.colour)"
                + ":x=\(line.x):y=\(line.y)"
            _ = try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi",
                                            "-i", "color=c=\(line.background):s=1280x720:r=25:d=\(seconds)", "-vf", draw,
                                            "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", path])
        }
    }

    /// A 1280×720 video with no text in it, `seconds` long: a soft gradient from `colours.0` at
    /// `from` to `colours.1` at `to` (every one given: ffmpeg draws those left out, and the
    /// colours even with a seed, anew each run). The default's first frame tesseract once read
    /// as "ii" the picture's height (one in a few dozen of ffmpeg's random gradients read as a
    /// letter).
    public static func textlessVideo(seconds: Double = 4, colours: (UInt32, UInt32) = (0xde_2b_6d, 0xaa_3f_b1),
                                     from: (x: Int, y: Int) = (178, 406), to: (x: Int, y: Int) = (949, 412)) throws -> String {
        let gradient = String(format: "c0=0x%06x:c1=0x%06x:x0=%d:y0=%d:x1=%d:y1=%d", colours.0, colours.1, from.x, from.y, to.x, to.y)
        return try make("textless-\(gradient.replacingOccurrences(of: ":", with: "-"))-\(seconds).mp4") { path in
            _ = try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi",
                                            "-i", "gradients=s=1280x720:r=25:d=\(seconds):speed=0.01:" + gradient,
                                            "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", path])
        }
    }

    /// The first frame of a video as mpv's `screenshot-raw` gives it: bgr0, 4 bytes a pixel.
    public static func firstFrameBGR0(_ video: String) throws -> (bytes: [UInt8], width: Int, height: Int) {
        let raw = try make((video as NSString).lastPathComponent + ".bgr0") { path in
            _ = try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-i", video, "-frames:v", "1", "-f", "rawvideo",
                                            "-pix_fmt", "bgr0", path])
        }
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: raw)))
        guard bytes.count == 1280 * 720 * 4 else { throw FixtureError("\(raw): \(bytes.count) bytes, not a 1280×720 frame") }
        return (bytes, 1280, 720)
    }

    /// DejaVu Sans Mono (fonts-dejavu-core).
    public static let monospaceFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
    /// DejaVu Serif (fonts-dejavu-core).
    public static let serifFont = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
}

/// How much of a drawn text a reading got right.
public enum ReadingAccuracy {
    /// The share of `drawn`'s characters read right, from 0 to 1: each drawn line is matched with
    /// the read line closest to it (Levenshtein distance over characters, spaces collapsed), and
    /// the distances are counted against the drawn characters. Text read besides (testsrc2's own
    /// counter) is not held against the reading; a line not read at all counts whole.
    public static func of(_ read: [String], against drawn: [String]) -> Double {
        let readLines = read.map(normalised)
        var wrong = 0, total = 0
        for line in drawn.map(normalised) {
            total += line.count
            wrong += min(line.count, readLines.map { distance(line, $0) }.min() ?? line.count)
        }
        return total == 0 ? 1 : max(0, 1 - Double(wrong) / Double(total))
    }

    /// The Levenshtein distance between two texts, over characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    private static func normalised(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
