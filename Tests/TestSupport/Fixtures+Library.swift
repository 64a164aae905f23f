import Foundation

extension Fixtures {
    /// One file of a generated music folder: where it goes inside the folder, and its tags.
    public struct LibraryFile: Sendable {
        /// The path inside the folder ("Artist/Album/01.mp3"); its ending picks the format.
        public var name: String
        /// Tags ffmpeg writes (title, artist, album, album_artist, date, track, disc…).
        public var tags: [String: String]

        /// A file with these tags at `name`.
        public init(_ name: String, _ tags: [String: String]) {
            self.name = name
            self.tags = tags
        }
    }

    /// A fresh folder holding short tagged tones made by ffmpeg (each set of tags made once per
    /// run and copied in).
    public static func musicFolder(_ files: [LibraryFile]) throws -> String {
        let folder = try TestWorld.makeFolder(prefix: "pdlib")
        try addMusic(files, to: folder)
        return folder
    }

    /// Copies tagged tones of `seconds` into `folder`, making the folders on their way.
    public static func addMusic(_ files: [LibraryFile], to folder: String, seconds: Double = 0.5) throws {
        for file in files {
            let format = file.name.split(separator: ".").last.map(String.init) ?? "mp3"
            let source = try tagged(format, seconds: seconds, tags: file.tags)
            let destination = folder + "/" + file.name
            try FileManager.default.createDirectory(atPath: (destination as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try? FileManager.default.removeItem(atPath: destination)
            try FileManager.default.copyItem(atPath: source, toPath: destination)
        }
    }
}
