import CChafa
import Glibc
import NowPlaying

/// sixel and iTerm2 through libchafa's pixel modes (chafa_canvas_print).
public enum PixelEncoder {
    /// The largest picture side, in pixels, either encoder makes: beyond it a cell size is
    /// a terminal's mistake, not a picture to spend seconds on.
    static let maximumSide = 8192

    /// The picture as a sixel sequence sized to exactly `columns × rows` cells of `cell` pixels.
    /// chafa keeps the sixel image inside the cells: its height is `rows × cell.height` rounded
    /// down to a multiple of 6 (one sixel band). Nil for pixels that do not fill the size.
    public static func sixel(rgba: [UInt8], width: Int, height: Int, columns: Int, rows: Int,
                             cell: PixelSize) -> [UInt8]? {
        encode(rgba: rgba, width: width, height: height, columns: columns, rows: rows, cell: cell,
               mode: UInt32(PD_CHAFA_PIXEL_MODE_SIXELS))
    }

    /// The same as an iTerm2 inline image (OSC 1337).
    public static func iterm(rgba: [UInt8], width: Int, height: Int, columns: Int, rows: Int,
                             cell: PixelSize) -> [UInt8]? {
        encode(rgba: rgba, width: width, height: height, columns: columns, rows: rows, cell: cell,
               mode: UInt32(PD_CHAFA_PIXEL_MODE_ITERM2))
    }

    /// One chafa canvas of `columns × rows` cells of `cell` pixels in a pixel mode, printed with
    /// chafa's fallback terminal sequences (which hold both sixel and iTerm2, whatever the
    /// environment says: the caller has already chosen the protocol).
    static func encode(rgba: [UInt8], width: Int, height: Int, columns: Int, rows: Int, cell: PixelSize,
                       mode: UInt32) -> [UInt8]? {
        guard width > 0, height > 0, rgba.count == width * height * 4, width <= maximumSide, height <= maximumSide,
              columns > 0, rows > 0, cell.width > 0, cell.height > 0,
              columns * cell.width <= maximumSide, rows * cell.height <= maximumSide,
              rows * cell.height >= 6 || mode != UInt32(PD_CHAFA_PIXEL_MODE_SIXELS) else { return nil }
        guard let config = chafa_canvas_config_new() else { return nil }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa_canvas_config_set_cell_geometry(config, Int32(cell.width), Int32(cell.height))
        chafa_canvas_config_set_pixel_mode(config, mode)
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        rgba.withUnsafeBufferPointer {
            chafa_canvas_draw_all_pixels(canvas, UInt32(PD_CHAFA_PIXEL_RGBA8_UNASSOCIATED), $0.baseAddress,
                                         Int32(width), Int32(height), Int32(width * 4))
        }
        guard let terminal = chafa_term_db_get_fallback_info(chafa_term_db_get_default()) else { return nil }
        defer { chafa_term_info_unref(terminal) }
        guard let printed = chafa_canvas_print(canvas, terminal), let text = g_string_free(printed, 0) else { return nil }
        defer { g_free(text) }
        let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self),
                                              count: strlen(text)))
        return bytes.isEmpty ? nil : bytes
    }
}
