import CMPV
import EventLoop

/// Draws video frames into memory with libmpv's software renderer, for showing video as
/// text in the terminal. The player must have been created with `videoOutput: "libmpv"`.
///
/// mpv says when a frame is due by making `updateDescriptor` readable; the loop then asks
/// `frameIsDue()` and renders at the size it needs. A frame that is not drawn in time is
/// simply replaced by the next: nothing queues.
public final class VideoRenderer {
    private var context: OpaquePointer?
    /// Written by mpv's update callback, on its own thread.
    private let update: Wakeup
    private var buffer: UnsafeMutableRawPointer?
    private var capacity = 0

    init(handle: OpaquePointer) throws(MPVError) {
        do {
            update = try Wakeup()
        } catch {
            throw MPVError(code: MPV_ERROR_GENERIC.rawValue, detail: error.description)
        }
        var created: OpaquePointer?
        let status = pd_render_create_sw(handle, &created, update.descriptor)
        guard status >= 0, let created else { throw MPVError(code: status) }
        context = created
    }

    deinit { close() }

    /// Frees the render context; the player does this before it is destroyed.
    func close() {
        guard let context else { return }
        pd_mpv_render_context_free(context)
        self.context = nil
        buffer?.deallocate()
        buffer = nil
    }

    /// Readable when mpv has a new frame or needs a redraw.
    public var updateDescriptor: Int32 { update.descriptor }

    /// Reads the pending updates; true when a new frame should be drawn.
    public func frameIsDue() -> Bool {
        update.drain()
        guard let context else { return false }
        return pd_render_frame_due(context) != 0
    }

    /// The current frame scaled to exactly `width` × `height`, as rgb0 pixels.
    public func render(width: Int, height: Int) throws(MPVError) -> RawImage {
        guard let context, width > 0, height > 0 else { throw MPVError(code: MPV_ERROR_INVALID_PARAMETER.rawValue) }
        let stride = (width * 4 + 63) / 64 * 64
        if capacity < stride * height {
            buffer?.deallocate()
            capacity = stride * height
            buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 64)
        }
        guard let buffer else { throw MPVError(code: MPV_ERROR_NOMEM.rawValue) }
        try check(pd_render_sw(context, Int32(width), Int32(height), stride, buffer))
        let bytes = Array(UnsafeRawBufferPointer(start: buffer, count: stride * height))
        return RawImage(width: width, height: height, stride: stride, format: "rgb0", bytes: bytes)
    }
}

extension Player {
    /// Creates the software renderer; call before loading anything, once.
    public func makeVideoRenderer() throws(MPVError) -> VideoRenderer {
        if let renderer { return renderer }
        let made = try VideoRenderer(handle: handle)
        renderer = made
        return made
    }
}
