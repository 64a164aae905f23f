import NowPlaying

/// Where a frame's words fall on the cells that show the frame: the same geometry the video
/// is drawn with (`VideoGeometry`: fitted and centred, or filled and cropped), so that a mark
/// sits under its word.
enum LiveTextMarks {
    /// One word's cells: one row, under the middle of the word.
    struct Mark: Equatable {
        var position: LiveTextSelection.Position
        var cells: Rect
    }

    /// The marks of `result`'s words drawn in `rect` with `fit`; words cropped away have none.
    static func marks(_ result: LiveTextResult, in rect: Rect, fit: VideoFit) -> [Mark] {
        let frame = result.frame
        guard frame.width > 0, frame.height > 0,
              let geometry = VideoGeometry.make(picture: frame, columns: rect.width, rows: rect.height, fit: fit) else { return [] }
        let cell = VideoGeometry.pixelsPerCell
        let scaleX = Double(geometry.renderWidth) / Double(frame.width)
        let scaleY = Double(geometry.renderHeight) / Double(frame.height)
        let cropX = Double(geometry.renderWidth - geometry.columns * cell.width) / 2
        let cropY = Double(geometry.renderHeight - geometry.rows * cell.height) / 2
        let shown = Rect(x: rect.x + (rect.width - geometry.columns) / 2, y: rect.y + (rect.height - geometry.rows) / 2,
                         width: geometry.columns, height: geometry.rows)
        var marks: [Mark] = []
        for (number, line) in result.lines.enumerated() {
            for (index, word) in line.words.enumerated() {
                let box = word.box
                let left = Int(((Double(box.x) * scaleX - cropX) / Double(cell.width)).rounded(.down))
                let right = Int(((Double(box.x + box.width) * scaleX - cropX) / Double(cell.width)).rounded(.up))
                let row = Int(((Double(box.y) + Double(box.height) / 2) * scaleY - cropY) / Double(cell.height))
                let first = max(0, left), last = min(shown.width, max(right, left + 1))
                guard row >= 0, row < shown.height, first < last else { continue }
                marks.append(Mark(position: LiveTextSelection.Position(line: number, word: index),
                                  cells: Rect(x: shown.x + first, y: shown.y + row, width: last - first, height: 1)))
            }
        }
        return marks
    }
}
