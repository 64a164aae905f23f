// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "PlayDeck",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "playdeck", targets: ["playdeck"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // Headers and libraries come from Debian's -dev packages in /usr; pkg-config is not
        // used because mpv's flags carry -D_REENTRANT, which SwiftPM warns about.
        // libmpv is opened with dlopen (Sources/CMPV/loader.c), so only its headers are used here.
        .target(name: "CMPV", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(name: "CLinux"),
        .target(name: "CNcursesW", linkerSettings: [.linkedLibrary("ncursesw")]),
        .systemLibrary(name: "CChafa"),
        // glib (already linked for chafa): the XDG music folder, read from user-dirs.dirs.
        .systemLibrary(name: "CGLib"),
        // zlib (zlib1g-dev): the kitty graphics protocol's compressed payloads (o=z).
        .systemLibrary(name: "CZlib"),
        .target(name: "CSDBus", linkerSettings: [.linkedLibrary("systemd")]),
        // libcurl (libcurl4-openssl-dev) is opened with dlopen on first use (Sources/CCurl/fetch.c):
        // another player's http(s) artwork, fetched on a worker.
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // OpenSSL (libssl-dev) is opened with dlopen when a Syncplay connection starts TLS
        // (Sources/COpenSSL/tls.c), like libcurl: a TLS client session, non-blocking on the loop.
        .target(name: "COpenSSL", linkerSettings: [.linkedLibrary("dl")]),
        // ICU (libicu-dev): its root collation, the order MPD's answers list names in.
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]),
        // FFmpeg is opened with dlopen on first use (Sources/CAV/loader.c), like libmpv.
        .target(name: "CAV", linkerSettings: [.linkedLibrary("dl")]),
        .systemLibrary(name: "CTurboJPEG"),
        // Tesseract (libtesseract-dev, tesseract-ocr-eng) is opened with dlopen on first use
        // (Sources/CTesseract/loader.c), like FFmpeg: Live Text in a paused video frame.
        .target(name: "CTesseract", linkerSettings: [.linkedLibrary("dl")]),
        // toml++ (libtomlplusplus-dev) compiled header-only into one C++ file behind a C header.
        .target(name: "CTOMLPlusPlus"),
        // cJSON (libcjson-dev): libmpv's dependencies load libcjson.so.1 into every player already.
        .systemLibrary(name: "CJSON"),
        // SQLite (libsqlite3-dev): the music library's index, FTS5 for its search.
        .systemLibrary(name: "CSQLite"),
        .target(name: "Commands"),
        // Where media may be: the rule for locations by where they came from, the folder walker.
        .target(name: "Locations"),
        .target(name: "FileIO", dependencies: ["EventLoop"]),
        .target(name: "Library", dependencies: ["FileIO", "EventLoop", "Locations"]),
        .target(name: "Playback", dependencies: ["CMPV", "EventLoop"]),
        // The music library's index: apart from Library (playlists, resume positions), which its
        // fuzzer and resume-torture link without SQLite and FFmpeg.
        .target(name: "MusicLibrary", dependencies: ["CSQLite", "CGLib", "MediaFiles", "EventLoop", "CLinux", "Locations", "NowPlaying", "Commands", "JSONCoding"]),
        .target(name: "MediaFiles", dependencies: ["CAV", "CTurboJPEG", "CTesseract", "FileIO", "EventLoop", "Commands", "Locations"]),
        .target(name: "Settings", dependencies: ["Commands", "FileIO", "CTOMLPlusPlus", "Locations"]),
        .target(name: "EventLoop", dependencies: ["CLinux"]),
        // Base64 by libavutil, for the protocol (JSONCoding), the terminal (ControlCenter) and MPRIS
        // artwork: apart from MediaFiles so that JSON and the tile need neither codecs nor JPEG.
        .target(name: "Base64Coding", dependencies: ["CAV"]),
        .target(name: "JSONCoding", dependencies: ["CJSON", "Base64Coding"]),
        .target(name: "NowPlaying", dependencies: ["Playback", "MediaFiles", "Commands", "EventLoop", "Locations", "JSONCoding", "CGLib"]),
        // What plays in this process: sessions, players, picture in picture, multiview, resume;
        // the one server-side source every remote serves.
        .target(name: "Stage", dependencies: ["NowPlaying", "Playback", "EventLoop", "FileIO", "Library", "MusicLibrary", "Locations", "Commands", "Settings", "MediaFiles"]),
        .target(name: "Remote", dependencies: ["NowPlaying", "MediaFiles", "Commands", "EventLoop", "JSONCoding", "Base64Coding", "CSDBus", "CCurl", "COpenSSL", "CLinux", "Library",
                                         "Locations", "FileIO", "MusicLibrary", "CICU", "Settings", "CGLib"]),
        .target(
            name: "ControlCenter",
            dependencies: ["NowPlaying", "Commands", "Settings", "EventLoop", "CNcursesW", "CChafa", "CZlib", "Base64Coding"]
        ),
        .executableTarget(
            name: "playdeck",
            dependencies: [
                "Commands", "Playback", "EventLoop", "NowPlaying", "Settings", "Remote", "Library", "ControlCenter", "JSONCoding",
                "CLinux", "MediaFiles", "MusicLibrary", "Locations", "Stage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "TestSupport", dependencies: ["EventLoop"], path: "Tests/TestSupport"),
        // Reads back what the graphics encoders write (kitty, sixel, iTerm2), for the unit tests
        // and for the real binary's bytes in tmux.
        .target(name: "PictureChecks", dependencies: ["Base64Coding", "CZlib", "MediaFiles", "TestSupport"],
                path: "Tests/PictureChecks"),
        // A fake player that generates libmpv's events on a manual clock, held to the real one by
        // NowPlayingTests' conformance suite, and a loop that drives a session over it.
        .target(
            name: "PlayerDoubles", dependencies: ["Playback", "NowPlaying", "EventLoop", "TestSupport"],
            path: "Tests/PlayerDoubles"
        ),
        .testTarget(name: "CommandsTests", dependencies: ["Commands"]),
        .testTarget(name: "LocationsTests", dependencies: ["Locations", "TestSupport"]),
        .testTarget(name: "EventLoopTests", dependencies: ["EventLoop"]),
        .testTarget(name: "Base64CodingTests", dependencies: ["Base64Coding"]),
        .testTarget(name: "JSONCodingTests", dependencies: ["JSONCoding"]),
        .testTarget(name: "FileIOTests", dependencies: ["FileIO", "EventLoop", "TestSupport"]),
        .testTarget(name: "MusicLibraryTests", dependencies: ["MusicLibrary", "MediaFiles", "NowPlaying", "EventLoop", "TestSupport"]),
        .testTarget(name: "LibraryTests", dependencies: ["Library", "FileIO", "EventLoop", "TestSupport"]),
        .executableTarget(name: "resume-torture", dependencies: ["Library"], path: "Tests/Tools/ResumeTorture"),
        .executableTarget(name: "tag-bench", dependencies: ["MediaFiles"], path: "Tests/Tools/TagBench"),
        .executableTarget(name: "session-bench", dependencies: ["Library", "EventLoop"], path: "Tests/Tools/SessionBench"),
        .executableTarget(name: "history-bench", dependencies: ["Library", "EventLoop"], path: "Tests/Tools/HistoryBench"),
        .testTarget(name: "SettingsTests", dependencies: ["Settings", "TestSupport"]),
        .testTarget(name: "PlaybackTests", dependencies: ["Playback", "TestSupport"]),
        .testTarget(name: "MediaFilesTests", dependencies: ["MediaFiles", "TestSupport"]),
        .testTarget(name: "NowPlayingTests", dependencies: ["NowPlaying", "Commands", "Locations", "TestSupport", "PlayerDoubles"]),
        .testTarget(
            name: "ControlCenterTests",
            dependencies: ["ControlCenter", "NowPlaying", "Settings", "Commands", "EventLoop", "TestSupport", "CZlib", "MediaFiles",
                           "PictureChecks", "MusicLibrary"]
        ),
        .testTarget(name: "StageTests", dependencies: ["Stage", "FileIO", "NowPlaying", "MediaFiles", "Commands", "EventLoop", "Locations", "Library", "TestSupport"]),
        .testTarget(name: "PlaydeckTests", dependencies: ["TestSupport", "PictureChecks", "Library"]),
        .testTarget(
            name: "RemoteTests",
            dependencies: ["Remote", "NowPlaying", "MediaFiles", "Playback", "Commands", "JSONCoding", "TestSupport", "PlayerDoubles",
                           "Stage", "EventLoop", "MusicLibrary"]
        ),
    ],
    swiftLanguageModes: [.v6],
    cxxLanguageStandard: .cxx17
)

// libFuzzer targets, compiled only by `make fuzz` (PLAYDECK_FUZZ=1, -sanitize=fuzzer) and linked
// by Fuzz/run.sh: SwiftPM's own executable link would clash with libFuzzer's main.
import Foundation
if ProcessInfo.processInfo.environment["PLAYDECK_FUZZ"] != nil {
    package.targets += [
        .target(name: "FuzzPlaylist", dependencies: ["Library"], path: "Fuzz/FuzzPlaylist"),
        .target(name: "FuzzLocations", dependencies: ["Locations", "Library", "Settings"], path: "Fuzz/FuzzLocations"),
        .target(name: "FuzzSettings", dependencies: ["Settings"], path: "Fuzz/FuzzSettings"),
        .target(name: "FuzzCommand", dependencies: ["Commands"], path: "Fuzz/FuzzCommand"),
        .target(name: "FuzzSanitizer", dependencies: ["NowPlaying"], path: "Fuzz/FuzzSanitizer"),
        .target(name: "FuzzPicture", dependencies: ["MediaFiles"], path: "Fuzz/FuzzPicture"),
        .target(name: "FuzzTags", dependencies: ["MediaFiles"], path: "Fuzz/FuzzTags"),
        .target(name: "FuzzProtocol", dependencies: ["Remote"], path: "Fuzz/FuzzProtocol"),
        .target(name: "FuzzMPDFilter", dependencies: ["Remote"], path: "Fuzz/FuzzMPDFilter"),
        .target(name: "FuzzSubsonic", dependencies: ["Remote"], path: "Fuzz/FuzzSubsonic"),
        .target(name: "FuzzJSON", dependencies: ["JSONCoding"], path: "Fuzz/FuzzJSON"),
        .target(name: "FuzzTerminalReply", dependencies: ["ControlCenter"], path: "Fuzz/FuzzTerminalReply"),
    ]
}
