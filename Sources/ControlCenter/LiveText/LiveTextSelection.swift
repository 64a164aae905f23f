import NowPlaying

/// The words selected in a frame's text: from an anchor to a focus, in reading order (lines
/// top to bottom, words left to right). Moving the focus alone collapses the selection to
/// one word; extending keeps the anchor.
public struct LiveTextSelection: Equatable, Sendable {
    /// A word: its line and its place in the line.
    public struct Position: Comparable, Hashable, Sendable {
        /// The line, 0-based from the top.
        public var line: Int
        /// The word, 0-based from the line's left.
        public var word: Int

        /// A word's position.
        public init(line: Int, word: Int) {
            self.line = line
            self.word = word
        }

        /// Reading order: lines top to bottom, words left to right.
        public static func < (a: Position, b: Position) -> Bool {
            (a.line, a.word) < (b.line, b.word)
        }
    }

    /// Where the selection started.
    public var anchor: Position
    /// Where it ends now: the word the arrows move.
    public var focus: Position

    /// A selection from `anchor` to `focus`.
    public init(anchor: Position, focus: Position) {
        self.anchor = anchor
        self.focus = focus
    }

    /// The first line of `result` selected whole; nil when it has no text.
    public static func firstLine(of result: LiveTextResult) -> LiveTextSelection? {
        guard let line = result.lines.first, !line.words.isEmpty else { return nil }
        return LiveTextSelection(anchor: Position(line: 0, word: 0), focus: Position(line: 0, word: line.words.count - 1))
    }

    /// Every word of `result`; nil when it has no text.
    public static func all(of result: LiveTextResult) -> LiveTextSelection? {
        guard let last = result.lines.indices.last, let first = firstLine(of: result) else { return nil }
        return LiveTextSelection(anchor: first.anchor, focus: Position(line: last, word: result.lines[last].words.count - 1))
    }

    /// The selected range, first word to last.
    public var range: ClosedRange<Position> { min(anchor, focus)...max(anchor, focus) }

    /// Whether the word at `position` is selected.
    public func contains(_ position: Position) -> Bool { range.contains(position) }

    /// A move of the focus.
    public enum Move: Sendable {
        /// Left, to the previous line's last word at a line's start.
        case previousWord
        /// Right, to the next line's first word at a line's end.
        case nextWord
        /// Up, to the word of the line above nearest across.
        case previousLine
        /// Down, to the word of the line below nearest across.
        case nextLine
    }

    /// The focus moved in `result`; `extending` keeps the anchor, else the selection is the
    /// focus's word alone. Up and down go to the word of the next line nearest across.
    public func moved(_ move: Move, in result: LiveTextResult, extending: Bool) -> LiveTextSelection {
        let lines = result.lines
        guard lines.indices.contains(focus.line) else { return self }
        var next = focus
        switch move {
        case .previousWord:
            if next.word > 0 {
                next.word -= 1
            } else if next.line > 0 {
                next.line -= 1
                next.word = lines[next.line].words.count - 1
            }
        case .nextWord:
            if next.word + 1 < lines[next.line].words.count {
                next.word += 1
            } else if next.line + 1 < lines.count {
                next = Position(line: next.line + 1, word: 0)
            }
        case .previousLine, .nextLine:
            let target = next.line + (move == .previousLine ? -1 : 1)
            guard lines.indices.contains(target), lines[focus.line].words.indices.contains(focus.word) else { break }
            let box = lines[focus.line].words[focus.word].box
            let centre = box.x + box.width / 2
            let nearest = lines[target].words.indices.min { a, b in
                abs(Self.centre(lines[target].words[a].box) - centre) < abs(Self.centre(lines[target].words[b].box) - centre)
            }
            next = Position(line: target, word: nearest ?? 0)
        }
        return LiveTextSelection(anchor: extending ? anchor : next, focus: next)
    }

    /// The selected text: words of a line joined by spaces, lines by line breaks.
    public func text(in result: LiveTextResult) -> String {
        var lines: [String] = []
        for (number, line) in result.lines.enumerated() where (range.lowerBound.line...range.upperBound.line).contains(number) {
            let words = line.words.indices.filter { contains(Position(line: number, word: $0)) }.map { line.words[$0].text }
            if !words.isEmpty { lines.append(words.joined(separator: " ")) }
        }
        return lines.joined(separator: "\n")
    }

    private static func centre(_ box: TextBox) -> Int { box.x + box.width / 2 }
}
