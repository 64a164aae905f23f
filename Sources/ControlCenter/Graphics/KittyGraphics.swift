import Base64Coding
import CZlib

/// The kitty graphics protocol, from its spec (sw.kovidgoyal.net/kitty/graphics-protocol):
/// every command is quiet (q=2) so the terminal sends nothing back into the key input.
public enum KittyGraphics {
    /// The spec allows at most 4096 bytes of base64 in one escape code (a multiple of 4, so
    /// every chunk but the last decodes alone).
    static let chunkSize = 4096

    /// Transmits RGBA pixels as image `id` (a=t, f=32, s, v, o=z zlib-compressed, chunked m=1/m=0,
    /// base64 chunks of at most 4096 bytes). Nothing is shown yet. Empty when the pixels do
    /// not fill `width × height`, the id is 0 or libavutil (base64) cannot be loaded.
    public static func transmit(rgba: [UInt8], width: Int, height: Int, id: UInt32) -> [UInt8] {
        guard id != 0, width > 0, height > 0, rgba.count == width * height * 4,
              let compressed = deflate(rgba), let text = try? Base64.encode(compressed) else { return [] }
        return chunked(text, keys: "a=t,f=32,s=\(width),v=\(height),i=\(id),o=z,q=2")
    }

    /// Base64 `text` as a chunked transmission (m=1 … m=0): only the first chunk carries the
    /// image's `keys`; the rest carry m (and q) alone.
    static func chunked(_ text: [UInt8], keys: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.count + text.count / chunkSize * 16 + 64)
        var start = 0
        repeat {
            let end = min(start + chunkSize, text.count)
            let more = end < text.count ? 1 : 0
            out += command(start == 0 ? "\(keys),m=\(more)" : "m=\(more),q=2", payload: text[start..<end])
            start = end
        } while start < text.count
        return out
    }

    /// Shows image `id` at the cursor over `columns × rows` cells (a=p, c, r, C=1 so the cursor
    /// does not move, z=-1 so text drawn over it stays readable), placement id 1.
    public static func place(id: UInt32, columns: Int, rows: Int) -> [UInt8] {
        command("a=p,i=\(id),p=1,c=\(max(1, columns)),r=\(max(1, rows)),C=1,z=-1,q=2")
    }

    /// A virtual placement for Unicode placeholders (a=p, U=1, c, r).
    public static func virtualPlacement(id: UInt32, columns: Int, rows: Int) -> [UInt8] {
        command("a=p,U=1,i=\(id),c=\(max(1, columns)),r=\(max(1, rows)),q=2")
    }

    /// Deletes image `id` and its data from the terminal (a=d, d=I).
    public static func delete(id: UInt32) -> [UInt8] {
        command("a=d,d=I,i=\(id),q=2")
    }

    /// Removes the placement of image `id` from the screen and keeps its data (a=d, d=i).
    public static func deletePlacement(id: UInt32) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=1,q=2")
    }

    /// One APC graphics command: ESC _ G keys ; payload ESC \.
    static func command(_ keys: String, payload: ArraySlice<UInt8> = []) -> [UInt8] {
        var out: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(keys.utf8)
        if !payload.isEmpty {
            out.append(UInt8(ascii: ";"))
            out += payload
        }
        return out + [0x1B, UInt8(ascii: "\\")]
    }

    /// The bytes through zlib's compress2. Level 1: the pixels are sent once per size to a
    /// terminal on the same machine or a LAN, where the time to compress matters more than
    /// the last percent of size.
    static func deflate(_ bytes: [UInt8]) -> [UInt8]? {
        var size = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { target in
            bytes.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &size, source.baseAddress, uLong(source.count), 1)
            }
        }
        guard status == Z_OK else { return nil }
        out.removeLast(out.count - Int(size))
        return out
    }
}
