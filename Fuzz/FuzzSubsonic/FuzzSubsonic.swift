import MediaFiles
@testable import Remote

/// A server that answers every request with the same status and bytes.
struct ReplayedServer: SubsonicTransport {
    let status: Int
    let body: [UInt8]

    func get(_ url: String, cancellation: SubsonicCancellation?) -> Result<(status: Int, body: [UInt8]), SubsonicFailure> {
        .success((status, body))
    }
}

/// A failure is one clean line: it goes to the terminal as it is.
func checkLine(_ failure: SubsonicFailure) {
    let line = failure.description
    precondition(!line.isEmpty && Sanitized.isClean(line), "a failure that is not one clean line: \(line.debugDescription)")
}

/// The answer read as `request` reads it: a typed value or one clean line.
func read<Value>(_ request: SubsonicRequest<Value>, _ status: Int, _ body: [UInt8]) {
    if case let .failure(failure) = request.read(status, body) { checkLine(failure) }
}

/// libFuzzer entry: any bytes as a server's answer (HTTP 200 and an error status) to each request
/// PlayDeck makes, to the ping and extension probe of `connect`, and to a learned form's first
/// request (which may probe again), become a typed value or one clean line saying why not;
/// never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSubsonic(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let body = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    for status in [200, 503] {
        read(SubsonicRequest<Void>.ping(), status, body)
        read(SubsonicRequest<SubsonicSearchResult>.search3("a"), status, body)
        read(SubsonicRequest<[SubsonicArtistIndex]>.artists(), status, body)
        read(SubsonicRequest<SubsonicArtist>.artist("1"), status, body)
        read(SubsonicRequest<SubsonicAlbum>.album("1"), status, body)
        read(SubsonicRequest<[SubsonicAlbum]>.albumList(.newest), status, body)
        read(SubsonicRequest<[SubsonicPlaylist]>.playlists(), status, body)
        read(SubsonicRequest<SubsonicPlaylist>.playlist("1"), status, body)
        read(SubsonicRequest<Void>.star(.song("1"), true), status, body)
        read(SubsonicRequest<Void>.scrobble("1", time: 0, submission: true), status, body)
        read(SubsonicRequest<[SubsonicNowPlaying]>.nowPlaying(), status, body)
        read(SubsonicRequest<SubsonicLyrics?>.lyrics(artist: "a", title: "b"), status, body)
        read(SubsonicRequest<SubsonicSong>.song("1"), status, body)
        read(SubsonicRequest<[SubsonicStructuredLyrics]>.lyrics(songID: "1"), status, body)
        // Any lines, starts and offset become LRC text without a trap.
        if case let .success(sets) = SubsonicRequest<[SubsonicStructuredLyrics]>.lyrics(songID: "1").read(status, body) {
            for set in sets { _ = set.text }
        }
        let client = SubsonicClient(root: "http://fuzz", credentials: .init(user: "u", password: "p"),
                                    transport: ReplayedServer(status: status, body: body))
        switch client.connect() {
        case let .success(connection):
            precondition(SubsonicAPIVersion(connection.version) != nil, "connected at a version that is none: \(connection.version)")
        case let .failure(failure):
            checkLine(failure)
        }
        // A form learned in an earlier run: the answer to its first request may probe the server
        // again (the same bytes to each request) and make it once more.
        let info = SubsonicServerInfo(apiVersion: "1.16.1", openSubsonic: true, type: nil, serverVersion: nil)
        let learned = client.connection(learned: SubsonicServerForm(authentication: .token, version: "1.16.1", info: info, extensions: []))
        if case let .failure(failure) = learned.perform(SubsonicRequest<SubsonicSearchResult>.search3("a")) { checkLine(failure) }
        precondition(SubsonicAPIVersion(learned.version) != nil, "a version learned again that is none: \(learned.version)")
    }
    return 0
}
