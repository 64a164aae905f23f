import Commands

/// `[layout]`: how the tile uses a large terminal: from `panesFrom` on, a Now Playing column
/// with large artwork on one `side` and `panes` beside it; below it, the card.
public struct LayoutSettings: Hashable, Sendable {
    /// A pane that can sit beside the Now Playing column.
    public enum Pane: String, CaseIterable, Hashable, Sendable {
        /// The queue, the item playing lit; the queue and Library panels open here.
        case queue
        /// The lyrics, the line sung lit.
        case lyrics
        /// The info panel.
        case info

        static func pane(_ node: TOMLNode) throws(ValueProblem) -> Pane {
            try Convert.choice(node)
        }
    }

    /// Which side of the terminal the Now Playing column takes.
    public enum Side: String, CaseIterable, Hashable, Sendable {
        /// The column at the left, the panes at its right.
        case left
        /// The column at the right, the panes at its left.
        case right

        static func side(_ node: TOMLNode) throws(ValueProblem) -> Side {
            try Convert.choice(node)
        }
    }

    /// The panes beside the Now Playing column, in order; empty keeps the card at every size.
    public var panes: [Pane]
    /// Where the Now Playing column sits.
    public var side: Side
    /// The narrowest terminal laid out in panes.
    public var panesFromColumns: Int
    /// The shortest terminal laid out in panes.
    public var panesFromRows: Int

    /// The smallest `panes_from` accepted: below it the column and a pane have no room.
    public static let smallest = (columns: 80, rows: 20)

    /// Creates layout settings.
    public init(panes: [Pane], side: Side, panesFromColumns: Int, panesFromRows: Int) {
        self.panes = panes
        self.side = side
        self.panesFromColumns = panesFromColumns
        self.panesFromRows = panesFromRows
    }

    /// The queue and the lyrics beside a column on the left, from 120×32 on: 100×30 keeps the card.
    public static let defaults = LayoutSettings(panes: [.queue, .lyrics], side: .left, panesFromColumns: 120,
                                                panesFromRows: 32)

    /// Whether a terminal this large is laid out in panes.
    public func usesPanes(columns: Int, rows: Int) -> Bool {
        !panes.isEmpty && columns >= panesFromColumns && rows >= panesFromRows
    }

    /// Reads `[layout]`.
    init(reading reader: TableReader) {
        reader.rejectUnknownKeys(allowing: ["panes", "side", "panes_from"])
        let defaults = Self.defaults
        let panes = reader.read("panes", expected: "an array of \"queue\", \"lyrics\", \"info\"",
                                default: defaults.panes) { node throws(ValueProblem) in
            let panes = try Convert.array(node, Pane.pane)
            for (offset, pane) in panes.enumerated() where panes[..<offset].contains(pane) {
                throw .message("pane '\(pane.rawValue)' appears twice in 'panes' in [layout]",
                               at: node.elements?[offset].valuePosition)
            }
            return panes
        }
        let side = reader.read("side", expected: "\"left\" or \"right\"", default: defaults.side, Side.side)
        let smallest = Self.smallest
        let from = reader.read("panes_from", expected: "a size COLUMNSxROWS from \(smallest.columns)x\(smallest.rows) up, e.g. \"120x32\"",
                               default: (defaults.panesFromColumns, defaults.panesFromRows), Self.size)
        self.init(panes: panes, side: side, panesFromColumns: from.0, panesFromRows: from.1)
    }

    /// "120x32" (or with ×): columns and rows, at least `smallest`.
    static func size(_ node: TOMLNode) throws(ValueProblem) -> (Int, Int) {
        guard case let .string(text) = node.value else { throw .mismatch(found: node.typeName, at: nil) }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              columns >= smallest.columns, rows >= smallest.rows else {
            throw .mismatch(found: node.literal, at: nil)
        }
        return (columns, rows)
    }
}
