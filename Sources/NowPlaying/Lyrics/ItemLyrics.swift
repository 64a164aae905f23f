import Locations
import MediaFiles

/// The current item's lyrics and the search for them: a `.lrc` beside the file, else its
/// lyrics tag, read and parsed on a worker (a 1 MiB `.lrc` takes FFmpeg tens of milliseconds),
/// never on the loop.
final class ItemLyrics {
    /// What the worker gives back: the lyrics, and one line to say when they were read as a
    /// guess (an unknown encoding) or cut (a huge file).
    struct Loaded: Sendable {
        let lyrics: Lyrics?
        let notice: String?
    }

    /// The lyrics of the item playing, once read; nil while none are known.
    private(set) var current: Lyrics?
    /// Readable when the worker has read an item's lyrics; the loop then calls `takeLoaded()`.
    var descriptor: Int32 { worker.descriptor }
    private let worker = NewestJobWorker<Loaded>()
    private var counter = 0
    private let find: @Sendable (String) -> LyricsSource?
    /// Where a server's songs get their lyrics; nil: nowhere.
    var server: (any ServerItemResources)?
    /// A server's song whose lyrics are asked for once it plays.
    private var waiting: String?

    /// Lyrics found by `find` (tests bring their own).
    init(find: @escaping @Sendable (String) -> LyricsSource? = LyricsSource.find(forMediaAt:)) {
        self.find = find
    }

    /// Starts looking for the lyrics of the local file at `path`, or of a server's song once it
    /// plays (`itemStarted`); any other URL has none.
    func load(forMediaAt path: String) {
        forget()
        if let server, server.serves(path) {
            // Asked once the stream plays: asked as it opened, getSong and getLyrics came to the
            // server beside the stream's own request (a one-process server answers them in turn).
            waiting = path
            return
        }
        guard LocationRule.scheme(of: path) == nil else { return }
        read(path, with: find)
    }

    /// The item began to play: a server's song asks the server for its lyrics now.
    func itemStarted() {
        guard let path = waiting, let server else { return }
        waiting = nil
        read(path, with: server.lyrics(for:))
    }

    private func read(_ path: String, with find: @escaping @Sendable (String) -> LyricsSource?) {
        counter += 1
        let id = counter
        worker.submit(supersedingResults: true) {
            guard let source = find(path) else { return Loaded(lyrics: nil, notice: nil) }
            let lyrics = LyricsBuilder.lyrics(source, id: id)
            let name = Sanitized.line(LyricsBuilder.fileName(path))
            let notice: String? = if source.text.isGuessed {
                "\(name): lyrics in an unknown encoding, read as Latin-1"
            } else if source.isCut {
                "\(name): the lyrics file is larger than \(LyricsSource.byteLimit >> 20) MiB: only its beginning is shown"
            } else { nil }
            return Loaded(lyrics: lyrics, notice: notice)
        }
    }

    /// Takes what the worker read: the notice to post, if any, and whether lyrics are now shown.
    func takeLoaded() -> (shown: Bool, notice: String?)? {
        guard let loaded = worker.take() else { return nil }
        current = loaded.lyrics
        return (loaded.lyrics != nil, loaded.notice)
    }

    /// Drops the lyrics shown and any being read or waiting to be asked for.
    func forget() {
        current = nil
        waiting = nil
        worker.cancel()
    }
}
