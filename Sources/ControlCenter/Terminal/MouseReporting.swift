import CNcursesW
import EventLoop
import Glibc

/// The terminal's mouse reporting. ncurses turns on presses and drags (modes 1000 and 1002) and
/// decodes the format its terminal description names; SGR reports (1006) are asked for on top,
/// since the X10 format ncurses uses under tmux's and screen's descriptions cannot say a
/// column past 223. What ncurses does not decode then, `SGRMouseReport` does. A terminal that
/// does not know 1006 ignores it and goes on with X10.
enum MouseReporting {
    /// Turns reporting on or off.
    static func set(_ on: Bool) {
        pd_enable_mouse(on ? 1 : 0)
        try? DescriptorWriter.writeAll(Array((on ? "\u{1B}[?1006h" : "\u{1B}[?1006l").utf8), to: STDOUT_FILENO)
    }

    /// The mouse event ncurses decoded (it returned KEY_MOUSE), if the tile uses it.
    static func read() -> MouseEvent? {
        var x: Int32 = 0, y: Int32 = 0, button: Int32 = 0
        let kind: MouseEvent.Kind
        switch pd_read_mouse(&x, &y, &button) {
        case Int32(PD_MOUSE_PRESS):
            guard button == 1 else { return nil }
            kind = .press
        case Int32(PD_MOUSE_RELEASE): kind = .release
        case Int32(PD_MOUSE_MOTION): kind = .motion
        case Int32(PD_MOUSE_WHEEL_UP): kind = .wheelUp
        case Int32(PD_MOUSE_WHEEL_DOWN): kind = .wheelDown
        default: return nil
        }
        return MouseEvent(kind, x: Int(x), y: Int(y))
    }
}
