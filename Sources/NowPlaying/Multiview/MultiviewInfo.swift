/// Multiview as a snapshot carries it: the views (angles of one content, one session), which
/// one is heard, and whether it fills the picture area.
public struct MultiviewInfo: Sendable, Equatable, Codable {
    /// Each view's name, in order (view 1 first).
    public var views: [String]
    /// The 0-based view that is heard and drawn larger.
    public var focus: Int
    /// Whether the focused view fills the whole picture area.
    public var isEnlarged: Bool

    /// Creates the description.
    public init(views: [String], focus: Int = 0, isEnlarged: Bool = false) {
        self.views = views
        self.focus = focus
        self.isEnlarged = isEnlarged
    }
}
