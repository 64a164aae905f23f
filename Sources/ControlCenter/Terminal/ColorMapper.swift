/// Maps cell colours to the colour numbers the terminal takes: 24-bit values on a
/// direct-colour terminal, else the nearest palette entry (256, 16 or 8), -1 for default.
public struct ColorMapper: Sendable {
    /// Colours in the terminal description.
    public let colors: Int
    /// Whether colour numbers are 0xRRGGBB values (terminfo RGB).
    public let direct: Bool

    /// A mapper for a terminal.
    public init(colors: Int, direct: Bool) {
        self.colors = colors
        self.direct = direct
    }

    /// The number to give ncurses for a colour.
    public func number(_ color: TerminalColor) -> Int32 {
        guard colors >= 8 || direct else { return -1 }
        switch color {
        case .default:
            return -1
        case let .ansi(index):
            if direct { return index < 8 ? Int32(index) : Self.packed(Self.rgb(ofIndex: Int(index))) }
            return Int32(colors >= 16 ? index : index % 8)
        case let .indexed(index):
            if direct { return index < 8 ? Int32(index) : Self.packed(Self.rgb(ofIndex: Int(index))) }
            if colors >= 256 { return Int32(index) }
            return nearestSmall(Self.rgb(ofIndex: Int(index)))
        case let .rgb(r, g, b):
            if direct { return Self.packed((Int(r), Int(g), Int(b))) }
            if colors >= 256 { return Int32(Self.nearest256(Int(r), Int(g), Int(b))) }
            return nearestSmall((Int(r), Int(g), Int(b)))
        }
    }

    private func nearestSmall(_ rgb: (Int, Int, Int)) -> Int32 {
        let count = colors >= 16 ? 16 : 8
        let best = (0..<count).min { Self.distance(Self.rgb(ofIndex: $0), rgb) < Self.distance(Self.rgb(ofIndex: $1), rgb) }
        return Int32(best ?? 0)
    }

    static func packed(_ rgb: (Int, Int, Int)) -> Int32 {
        Int32(rgb.0 << 16 | rgb.1 << 8 | rgb.2)
    }

    private static let cubeLevels = [0, 95, 135, 175, 215, 255]
    private static let ansi: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    /// The usual xterm value of a palette entry.
    static func rgb(ofIndex index: Int) -> (Int, Int, Int) {
        switch index {
        case 0..<16: return ansi[index]
        case 16..<232:
            let i = index - 16
            return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
        default:
            let gray = 8 + 10 * (min(255, index) - 232)
            return (gray, gray, gray)
        }
    }

    /// The nearest entry of the 6×6×6 cube or the gray ramp.
    static func nearest256(_ r: Int, _ g: Int, _ b: Int) -> Int {
        func level(_ value: Int) -> Int {
            cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) } ?? 0
        }
        let cube = 16 + 36 * level(r) + 6 * level(g) + level(b)
        let grayIndex = max(0, min(23, ((r + g + b) / 3 - 3) / 10))
        let gray = 232 + grayIndex
        return distance(rgb(ofIndex: gray), (r, g, b)) < distance(rgb(ofIndex: cube), (r, g, b)) ? gray : cube
    }

    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
