/// MPD 0.23's tag types, named as MPD names them on the wire (`tag/Names.c`), in its order:
/// `tagtypes` lists them in this order and a song's tags are filtered by a client's choice.
public enum MPDTag: String, CaseIterable, Sendable, Hashable {
    case artist = "Artist"
    case artistSort = "ArtistSort"
    case album = "Album"
    case albumSort = "AlbumSort"
    case albumArtist = "AlbumArtist"
    case albumArtistSort = "AlbumArtistSort"
    case title = "Title"
    case track = "Track"
    case name = "Name"
    case genre = "Genre"
    case date = "Date"
    case originalDate = "OriginalDate"
    case composer = "Composer"
    case composerSort = "ComposerSort"
    case performer = "Performer"
    case conductor = "Conductor"
    case work = "Work"
    case movement = "Movement"
    case movementNumber = "MovementNumber"
    case ensemble = "Ensemble"
    case location = "Location"
    case grouping = "Grouping"
    case comment = "Comment"
    case disc = "Disc"
    case label = "Label"
    case musicBrainzArtistID = "MUSICBRAINZ_ARTISTID"
    case musicBrainzAlbumID = "MUSICBRAINZ_ALBUMID"
    case musicBrainzAlbumArtistID = "MUSICBRAINZ_ALBUMARTISTID"
    case musicBrainzTrackID = "MUSICBRAINZ_TRACKID"
    case musicBrainzReleaseTrackID = "MUSICBRAINZ_RELEASETRACKID"
    case musicBrainzWorkID = "MUSICBRAINZ_WORKID"

    /// The tag a client names, in any case ("artist", "ARTIST"), as MPD reads tag names.
    public init?(name: String) {
        guard let tag = Self.byLowercasedName[Self.lowercased(name)] else { return nil }
        self = tag
    }

    /// Every tag by its name lowercased: a song's tags are looked up by name, ten thousand
    /// songs to a search.
    private static let byLowercasedName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue.lowercased(), $0) })

    /// `name` lowercased; one without capitals or other than ASCII (libavformat's names) as it is.
    static func lowercased(_ name: String) -> String {
        name.utf8.contains { ($0 >= 0x41 && $0 <= 0x5A) || $0 >= 0x80 } ? name.lowercased() : name
    }
}
