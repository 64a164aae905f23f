import CNcursesW
import EventLoop
import Glibc
import Settings

/// Why the terminal interface could not start.
public struct TerminalError: Error, CustomStringConvertible, Sendable {
    /// A sentence for a person.
    public let description: String

    init(description: String) {
        self.description = description
    }

    /// A system call the terminal interface needs failed.
    init(_ error: SystemError) {
        description = "cannot start the terminal interface: \(error)"
    }
}

/// The one adapter between cell grids and ncurses: it starts and ends curses mode, reads
/// keys and mouse events, and writes only the rows that changed (ncurses then sends only
/// the difference). Resize and ^Z make `signalDescriptor` readable, for the loop.
public final class Terminal {
    /// What the terminal can show.
    public let capabilities: TerminalCapabilities
    /// The image protocols the terminal answered to before curses started.
    public let graphics: TerminalGraphics
    /// The terminal description curses runs with when it is not TERM's: a `-direct` one,
    /// because COLORTERM asked for 24-bit colour and TERM's description has no RGB.
    public let directColorDescription: String?
    private let signals: ScreenSignals
    private let screen: OpaquePointer
    private let mapper: ColorMapper
    private var decoder = KeyDecoder()
    private var pairs: [Int64: Int32] = [:]
    /// The grid on screen (Terminal+Pictures forgets rows of it).
    var shown: CellGrid?
    /// Until `close`.
    var isOpen = true
    /// Whether the screen was cleared since pictures were last written beside the grid.
    var erased = true
    /// Whether mouse reporting is on, to take it back over a ^Z.
    private var mouseOn = false

    /// Enters curses mode on the controlling terminal; throws when stdin/stdout is not one.
    /// First, with the tty still the shell's, the terminal is asked what images it shows.
    public init(mouse: Bool, environment: [String: String]) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw TerminalError(description: "standard input and output are not a terminal")
        }
        setlocale(LC_ALL, "")
        guard pd_terminal_can_draw() != 0 else {
            let term = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
            throw TerminalError(
                description: "cannot start the terminal interface for TERM=\(term) (no terminal description that places the cursor)")
        }
        let signals: ScreenSignals
        do {
            signals = try ScreenSignals()
        } catch {
            throw TerminalError(error)
        }
        pd_save_tty()
        graphics = TerminalProbe.probe(environment: environment, input: STDIN_FILENO, output: STDOUT_FILENO,
                                       timeout: 0.1)
        let direct = DirectColorDescription.choose(environment: environment) {
            DirectColorDescription.load($0, descriptor: STDOUT_FILENO)
        }
        directColorDescription = direct
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r"),
              let screen = direct.map({ name in name.withCString { newterm($0, output, input) } })
                ?? newterm(nil, output, input) else {
            signals.restore()
            let term = getenv("TERM").map { String(cString: $0) } ?? "(unset)"
            throw TerminalError(description: "cannot start the terminal interface for TERM=\(term)")
        }
        self.screen = screen
        self.signals = signals
        set_term(screen)
        cbreak()
        noecho()
        nonl()
        pd_configure_input()
        curs_set(0)
        set_escdelay(25)
        if has_colors() {
            start_color()
            use_default_colors()
        }
        MouseReporting.set(mouse)
        Self.setFocusReporting(true)
        let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
        capabilities = TerminalCapabilities(colors: has_colors() ? Int(pd_colors()) : 0,
                                            directColor: has_colors() && pd_has_direct_color() != 0,
                                            utf8: codeset.uppercased().replacingDashes() == "UTF8")
        mapper = ColorMapper(colors: capabilities.colors, direct: capabilities.directColor)
        var codes: [Int32: KeyName] = [:]
        for entry in KeyDecoder.extendedCapabilities {
            let code = entry.name.withCString { pd_extended_key_code($0) }
            if code > 0 { codes[code] = entry.key }
        }
        decoder = KeyDecoder(extendedCodes: codes)
        mouseOn = mouse
        pd_arm_crash_restore()
    }

    /// Turns mouse reporting on or off, as a reloaded config asks.
    public func setMouse(_ on: Bool) {
        guard isOpen else { return }
        mouseOn = on
        MouseReporting.set(on)
    }

    /// Where standard error should point again if the program crashes while it is captured.
    public func setCrashStandardError(_ descriptor: Int32) {
        pd_set_crash_stderr(descriptor)
    }

    deinit { close() }

    /// The screen's size in cells.
    public var size: (columns: Int, rows: Int) {
        (Int(pd_screen_columns()), Int(pd_screen_rows()))
    }

    /// Everything typed or clicked since the last read, in order; never waits.
    public func readInput() -> [InputEvent] {
        var events: [InputEvent] = []
        var raw: [RawKey] = []
        func flushKeys() {
            events += decoder.decodeEvents(raw)
            raw.removeAll()
        }
        var value: UInt32 = 0
        while true {
            let status = pd_read_key(&value)
            if status == ERR { break }
            guard status == KEY_CODE_YES else {
                raw.append(.character(value))
                continue
            }
            switch Int32(bitPattern: value) {
            case KEY_MOUSE:
                flushKeys()
                if let mouse = MouseReporting.read() { events.append(.mouse(mouse)) }
            case KEY_RESIZE:
                flushKeys()
                events.append(.resize)
            default:
                raw.append(.code(Int32(bitPattern: value)))
            }
        }
        flushKeys()
        return events
    }

    /// Whether the terminal went away (its window closed): input then reads as endless EOF.
    public var isHungUp: Bool {
        var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) > 0 else { return false }
        return entry.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0
    }

    /// Readable when SIGWINCH, SIGTSTP or SIGCONT arrived; `pendingSignals()` says which.
    public var signalDescriptor: Int32 { signals.descriptor }

    /// The signals that arrived (SIGWINCH, SIGTSTP, SIGCONT), each once.
    public func pendingSignals() -> Set<Int32> {
        signals.pending()
    }

    /// Takes the terminal's new size after SIGWINCH.
    public func resized() {
        guard isOpen else { return }
        pd_resize_from_tty()
        invalidate()
    }

    /// ^Z: gives the terminal back, stops the process, and on `fg` takes it again.
    public func suspend() {
        guard isOpen else { return }
        // ncurses takes its own modes back and forth; the shell gets no reports meanwhile.
        if mouseOn { MouseReporting.set(false) }
        Self.setFocusReporting(false)
        endwin()
        signals.suspendProcess()
        if mouseOn { MouseReporting.set(true) }
        Self.setFocusReporting(true)
        pd_resize_from_tty()
        invalidate()
    }

    /// Makes the next draw repaint everything.
    public func invalidate() {
        guard isOpen else { return }
        shown = nil
        erased = true
        pd_invalidate()
    }

    /// Writes the grid: rows that differ from the last one drawn, then one doupdate.
    public func draw(_ grid: CellGrid) {
        guard isOpen else { return }
        let previous = shown.flatMap { $0.columns == grid.columns && $0.rows == grid.rows ? $0 : nil }
        var wrote = false
        for y in 0..<grid.rows {
            let row = y * grid.columns..<(y + 1) * grid.columns
            // Compared in place: slices and copies of each cell cost a 240×60 repaint a fifth of its time.
            let same = previous.map { previous in
                previous.cells.withUnsafeBufferPointer { old in
                    grid.cells.withUnsafeBufferPointer { new in row.allSatisfy { old[$0] == new[$0] } }
                }
            } ?? false
            if same { continue }
            for x in 0..<grid.columns where !grid[x, y].isContinuation { put(grid[x, y], x: x, y: y) }
            wrote = true
        }
        shown = grid
        if wrote { pd_flush() }
    }

    /// Writes only the cells of `region` that changed (a video frame inside a screen that is
    /// otherwise the one shown), then one doupdate.
    public func draw(_ grid: CellGrid, region: Rect) {
        guard isOpen else { return }
        guard let previous = shown, previous.columns == grid.columns, previous.rows == grid.rows else {
            return draw(grid)
        }
        var wrote = false
        for y in max(0, region.y)..<min(grid.rows, region.maxY) where region.x < grid.columns {
            for x in max(0, region.x)..<min(grid.columns, region.maxX) where !grid[x, y].isContinuation {
                if previous[x, y] == grid[x, y] { continue }
                put(grid[x, y], x: x, y: y)
                wrote = true
            }
        }
        shown = grid
        if wrote { pd_flush() }
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        var text: [wchar_t] = cell.text.unicodeScalars.prefix(5).map { wchar_t(bitPattern: $0.value) }
        if text.isEmpty { text = [32] }
        text.append(0)
        var flags: UInt32 = 0
        let attributes = cell.style.attributes
        if attributes.contains(.bold) { flags |= UInt32(PD_ATTR_BOLD) }
        if attributes.contains(.dim) { flags |= UInt32(PD_ATTR_DIM) }
        if attributes.contains(.reverse) { flags |= UInt32(PD_ATTR_REVERSE) }
        if attributes.contains(.underline) { flags |= UInt32(PD_ATTR_UNDERLINE) }
        if attributes.contains(.italic) { flags |= UInt32(PD_ATTR_ITALIC) }
        let pair = self.pair(cell.style.foreground, cell.style.background)
        _ = text.withUnsafeBufferPointer { pd_put_cell(Int32(y), Int32(x), $0.baseAddress, flags, pair) }
    }

    /// The colour pair for two colours, allocated once.
    private func pair(_ foreground: TerminalColor, _ background: TerminalColor) -> Int32 {
        guard capabilities.colors > 0 else { return 0 }
        let fg = mapper.number(foreground), bg = mapper.number(background)
        if fg < 0 && bg < 0 { return 0 }
        let key = Int64(fg) << 32 | Int64(UInt32(bitPattern: bg))
        if let known = pairs[key] { return known }
        if pairs.count >= Int(pd_color_pairs()) - 2 {
            // Every pair is taken: start over (ncurses reuses the least recently used).
            pairs.removeAll()
            invalidate()
        }
        let number = alloc_pair(fg, bg)
        let pair = number > 0 ? number : 0
        pairs[key] = pair
        return pair
    }

    /// Leaves curses mode: the normal screen, the cursor and the tty modes come back.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        pd_disarm_crash_restore()
        MouseReporting.set(false)
        Self.setFocusReporting(false)
        curs_set(1)
        endwin()
        delscreen(screen)
        signals.restore()
    }
}

private extension String {
    func replacingDashes() -> String { filter { $0 != "-" && $0 != "_" } }
}
