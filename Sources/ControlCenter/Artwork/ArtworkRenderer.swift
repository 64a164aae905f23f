import CChafa
import NowPlaying

/// Turns artwork pixels into cells with libchafa: chafa picks a symbol and two colours per
/// cell, and they are read back one cell at a time (chafa_canvas_get_char_at/_colors_at),
/// so no escape sequence is ever printed behind ncurses' back.
public enum ArtworkRenderer {
    /// Terminal cells are about twice as tall as wide.
    static let cellAspect = 2.0

    /// Chafa draws on the calling thread: a tile's few hundred cells take it no longer alone,
    /// and handing them to its thread pool costs wake-ups on a busy machine.
    private static let drawsOnOneThread: Void = chafa_set_n_threads(1)

    /// The largest cell size with the picture's aspect that fits `columns × rows`.
    public static func fittedSize(of image: PixelSize, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        guard image.width > 0, image.height > 0, columns > 0, rows > 0 else { return (0, 0) }
        let aspect = Double(image.width) / Double(image.height) * cellAspect
        var width = columns, height = Int((Double(columns) / aspect).rounded())
        if height > rows {
            height = rows
            width = Int((Double(rows) * aspect).rounded())
        }
        return (max(1, min(columns, width)), max(1, min(rows, height)))
    }

    /// Renders RGBA pixels into exactly `columns × rows` cells; nil if chafa fails.
    public static func render(_ image: ArtworkImage, columns: Int, rows: Int,
                              style: ArtworkRendering) -> ArtworkCells? {
        render(rgba: image.rgba, width: image.size.width, height: image.size.height, columns: columns, rows: rows,
               style: style)
    }

    /// Renders packed RGBA pixels (a video frame) into exactly `columns × rows` cells.
    public static func render(rgba: [UInt8], width: Int, height: Int, columns: Int, rows: Int,
                              style: ArtworkRendering) -> ArtworkCells? {
        let style = style.symbols
        guard style != .none, columns > 0, rows > 0, width > 0, height > 0,
              rgba.count >= width * height * 4 else { return nil }
        _ = drawsOnOneThread
        guard let symbols = chafa_symbol_map_new() else { return nil }
        defer { chafa_symbol_map_unref(symbols) }
        if style == .ascii {
            chafa_symbol_map_add_by_tags(symbols, Int32(PD_CHAFA_SYMBOL_TAG_ASCII | PD_CHAFA_SYMBOL_TAG_SPACE))
        } else {
            // Half blocks and quadrants only: twice the vertical resolution without the noise
            // of the thin eighth-blocks, and glyphs every terminal font draws edge to edge.
            chafa_symbol_map_add_by_tags(symbols, Int32(PD_CHAFA_SYMBOL_TAG_HALF | PD_CHAFA_SYMBOL_TAG_QUAD
                | PD_CHAFA_SYMBOL_TAG_SPACE | PD_CHAFA_SYMBOL_TAG_SOLID))
            chafa_symbol_map_remove_by_tags(symbols, Int32(PD_CHAFA_SYMBOL_TAG_WIDE | PD_CHAFA_SYMBOL_TAG_AMBIGUOUS))
        }
        guard let config = chafa_canvas_config_new() else { return nil }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_canvas_mode(config, UInt32(canvasMode(style)))
        chafa_canvas_config_set_pixel_mode(config, UInt32(PD_CHAFA_PIXEL_MODE_SYMBOLS))
        chafa_canvas_config_set_symbol_map(config, symbols)
        chafa_canvas_config_set_work_factor(config, 1)
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        rgba.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(canvas, UInt32(PD_CHAFA_PIXEL_RGBA8_UNASSOCIATED), pixels.baseAddress,
                                         Int32(width), Int32(height), Int32(width * 4))
        }
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        for y in 0..<Int32(rows) {
            for x in 0..<Int32(columns) {
                let code = chafa_canvas_get_char_at(canvas, x, y)
                var foreground: Int32 = -1, background: Int32 = -1
                if style == .truecolor {
                    chafa_canvas_get_colors_at(canvas, x, y, &foreground, &background)
                } else if style != .ascii {
                    chafa_canvas_get_raw_colors_at(canvas, x, y, &foreground, &background)
                }
                cells.append(cell(code, foreground, background, style))
            }
        }
        return ArtworkCells(columns: columns, rows: rows, cells: cells)
    }

    private static func canvasMode(_ style: ArtworkRendering) -> Int32 {
        switch style {
        case .truecolor, .pixels: Int32(PD_CHAFA_CANVAS_MODE_TRUECOLOR)
        case .palette256: Int32(PD_CHAFA_CANVAS_MODE_INDEXED_256)
        case .palette16: Int32(PD_CHAFA_CANVAS_MODE_INDEXED_16)
        case .ascii, .none: Int32(PD_CHAFA_CANVAS_MODE_FGBG)
        }
    }

    private static func cell(_ code: UInt32, _ fg: Int32, _ bg: Int32, _ style: ArtworkRendering) -> Cell {
        var text = " "
        if let scalar = Unicode.Scalar(code), !DisplayWidth.isControl(scalar), DisplayWidth.of(Character(scalar)) == 1 {
            text = String(scalar)
        }
        return Cell(text: text, width: 1, style: CellStyle(foreground: color(fg, style), background: color(bg, style)))
    }

    private static func color(_ value: Int32, _ style: ArtworkRendering) -> TerminalColor {
        guard value >= 0 else { return .default }
        switch style {
        case .truecolor, .pixels: return TerminalColor(packed: Int(value))
        case .palette256: return value < 256 ? .indexed(UInt8(value)) : .default
        case .palette16: return value < 16 ? .ansi(UInt8(value)) : .default
        case .ascii, .none: return .default
        }
    }
}
