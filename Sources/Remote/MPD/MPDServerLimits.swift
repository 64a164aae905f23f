/// MPD's own limits on a client (0.23's defaults), which PlayDeck's server keeps so that a
/// client meets the same bounds from both.
public enum MPDServerLimits {
    /// MPD's input buffer: a line and its line break must fit in it; a longer line closes the
    /// connection without an answer.
    public static let inputBuffer = 8192
    /// `max_command_list_size`: the bytes a command list may hold (each line and one byte more);
    /// past it the connection is closed.
    public static let commandList = 2048 * 1024
    /// `max_output_buffer_size`: what may wait for a client that does not read; past it the
    /// connection is closed.
    public static let outputBuffer = 8192 * 1024
    /// The largest one answer may be. MPD holds an answer to the same 8 MiB, so that its
    /// `playlistinfo` of a queue of some 40,000 songs closes the client unless the setting is
    /// raised; PlayDeck lets one answer reach the bound of all clients' output together (a
    /// 100,000-song queue's is about 20 MB), which a client that reads takes in turn.
    public static let answer = totalOutput
    /// `max_connections`: more clients are closed before their greeting.
    public static let connections = 100
    /// `connection_timeout`: a client that sends nothing this long (and is not idling) is closed.
    public static let timeout = 60.0
    /// All clients' waiting output together: past it the one with the most waiting is closed
    /// first (MPD bounds only each client; 100 clients at 8 MiB would hold 800 MiB).
    public static let totalOutput = 64 * 1024 * 1024
    /// The longest a client's next command waits for the player to act on its last (load an
    /// item, land a seek) before it is answered anyway: MPD answers `play` once its decoder
    /// started; a file that never loads must not stall the client.
    public static let settling = 5.0
    /// The greeting: MPD 0.23.12 announces protocol 0.23.5.
    public static let greeting = "OK MPD 0.23.5\n"
}
