import NowPlaying

/// What a terminal answered to the start-up queries, read from the bytes it sent back: the
/// kitty graphics reply (APC G), XTVERSION (DCS > |), the cell size (CSI 6 ; h ; w t) and the
/// primary device attributes (CSI ? … c). Anything else (junk, an echo of the queries, keys
/// typed meanwhile, a sequence cut short) is skipped.
public struct TerminalReplies: Hashable, Sendable {
    /// The kitty graphics reply to image id 31: true for OK, false for an error, nil if none.
    public var kitty: Bool?
    /// The terminal's name and version from XTVERSION, such as "kitty(0.35.2)".
    public var version: String?
    /// Pixels per cell from CSI 16 t.
    public var cellSize: PixelSize?
    /// The DA1 parameters after the device class; nil until DA1 was answered.
    public var deviceAttributes: [Int]?

    /// Nothing answered yet.
    public init() {}

    /// Whether DA1 was answered: every terminal answers it, after the queries sent before it.
    public var answeredDeviceAttributes: Bool { deviceAttributes != nil }

    /// The image id the kitty query uses.
    static let queryID = "31"
    /// Longest sequence body kept; a longer one is junk.
    private static let longest = 512

    /// The replies found in `bytes`, read from the start (a reply split across reads is found
    /// once its end has arrived).
    public static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> TerminalReplies where Bytes.Index == Int {
        var replies = TerminalReplies()
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] == 0x1B, index + 1 < bytes.endIndex else {
                index += 1
                continue
            }
            let kind = bytes[index + 1]
            let start = index + 2
            switch kind {
            case UInt8(ascii: "["):
                guard let end = controlSequenceEnd(bytes, from: start) else { return replies }
                replies.takeControlSequence(Array(bytes[start..<end]), final: bytes[end])
                // A byte that cannot end a CSI (ESC starting the next reply) is read again.
                index = (0x40...0x7E).contains(bytes[end]) ? end + 1 : end
            case UInt8(ascii: "_"), UInt8(ascii: "P"):
                guard let (end, next) = stringEnd(bytes, from: start) else { return replies }
                let body = Array(bytes[start..<end])
                if kind == UInt8(ascii: "_") { replies.takeGraphics(body) } else { replies.takeDeviceString(body) }
                index = next
            default:
                index += 1
            }
        }
        return replies
    }

    /// The index of a CSI's final byte (0x40–0x7E); nil if it has not arrived. A byte that
    /// cannot be in a CSI, or one past the longest kept, ends it too, with nothing found in it.
    private static func controlSequenceEnd<Bytes: Collection<UInt8>>(_ bytes: Bytes, from start: Int) -> Int?
        where Bytes.Index == Int {
        var index = start
        while index < bytes.endIndex, index - start <= longest {
            let byte = bytes[index]
            if !(0x20...0x3F).contains(byte) { return index }
            index += 1
        }
        return index < bytes.endIndex ? index : nil
    }

    /// Where a string sequence's body ends (before ESC \ or BEL) and the index after its
    /// terminator; nil if the terminator has not arrived.
    private static func stringEnd<Bytes: Collection<UInt8>>(_ bytes: Bytes, from start: Int) -> (Int, Int)?
        where Bytes.Index == Int {
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == 0x07 { return (index, index + 1) }
            if bytes[index] == 0x1B {
                guard index + 1 < bytes.endIndex else { return nil }
                // ESC anything-but-\ starts another sequence: this one was cut, skip its body.
                return bytes[index + 1] == UInt8(ascii: "\\") ? (index, index + 2) : (start, index)
            }
            if index - start > longest { return (start, index) }
            index += 1
        }
        return nil
    }

    private mutating func takeControlSequence(_ body: [UInt8], final: UInt8) {
        switch final {
        case UInt8(ascii: "c"):
            guard body.first == UInt8(ascii: "?"), let numbers = Self.numbers(body.dropFirst()) else { return }
            deviceAttributes = Array(numbers.dropFirst())
        case UInt8(ascii: "t"):
            guard let numbers = Self.numbers(body[...]), numbers.count == 3, numbers[0] == 6,
                  numbers[1] > 0, numbers[2] > 0 else { return }
            cellSize = PixelSize(width: numbers[2], height: numbers[1])
        default:
            return
        }
    }

    /// `Gi=31[,…];OK` or `Gi=31[,…];EINVAL:…`.
    private mutating func takeGraphics(_ body: [UInt8]) {
        guard body.first == UInt8(ascii: "G"), let semicolon = body.firstIndex(of: UInt8(ascii: ";")) else { return }
        let keys = body[1..<semicolon].split(separator: UInt8(ascii: ",")).map { String(decoding: $0, as: UTF8.self) }
        guard keys.contains("i=" + Self.queryID) else { return }
        kitty = body[(semicolon + 1)...].elementsEqual("OK".utf8)
    }

    /// `>|name(version)`: kept as printable ASCII only, so it can never carry a control byte.
    private mutating func takeDeviceString(_ body: [UInt8]) {
        guard body.starts(with: ">|".utf8) else { return }
        version = String(decoding: body.dropFirst(2).filter { (0x20...0x7E).contains($0) }.prefix(64), as: UTF8.self)
    }

    /// Semicolon-separated decimal parameters (an empty one is 0); nil if anything else is there.
    private static func numbers(_ body: ArraySlice<UInt8>) -> [Int]? {
        var result: [Int] = []
        for field in body.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            guard field.count <= 6, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            result.append(field.reduce(0) { $0 * 10 + Int($1 - 0x30) })
        }
        return result
    }
}
