/// The results of recent searches of one queue revision, so that typing narrows the last
/// result instead of searching the whole queue again, and Backspace finds its answer kept.
public struct QueueSearchCache {
    private var revision = -1
    private var results: [String: [Int]] = [:]

    /// An empty cache.
    public init() {}

    /// The items of `session`'s queue that `query` finds (see `QueueSearch`).
    public mutating func result(for query: String, in session: NowPlayingSession) -> QueueSearchResult {
        if revision != session.queue.revision {
            revision = session.queue.revision
            results = [:]
        }
        if let known = results[query] {
            return QueueSearchResult(query: query, revision: revision, indices: known)
        }
        var narrower: [Int]?
        for length in stride(from: query.count - 1, through: 1, by: -1) {
            if let known = results[String(query.prefix(length))] { narrower = known; break }
        }
        let indices = session.titles.indices(in: session.queue.items, matching: query, among: narrower)
        if results.count > 64 { results = [:] }
        results[query] = indices
        return QueueSearchResult(query: query, revision: revision, indices: indices)
    }
}
