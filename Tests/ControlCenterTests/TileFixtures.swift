import Commands
@testable import ControlCenter
@testable import NowPlaying
import Settings

/// Snapshots, renders and a recording command target for the tile's tests.
enum TileFixtures {
    /// The moment every test draws at.
    static let now = 1000.0

    /// A snapshot of "Magnificent" 42 s into 3:00, playing at 1×, everything enabled.
    static func info(title: String = "Magnificent", artist: String? = "Test Artist", album: String? = "Seeds",
                     elapsed: Double = 42, duration: Double? = 180, state: PlaybackState = .playing) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.metadata.title = title
        info.metadata.artist = artist
        info.metadata.album = album
        info.path = "/music/magnificent.mp3"
        info.duration = duration
        info.mediaElapsed = elapsed
        info.state = state
        info.rate = state == .playing ? 1 : 0
        info.queueIndex = 0
        info.queueCount = 1
        info.volume = 80
        info.uptime = now
        for kind in RemoteCommandKind.allCases { info.commands.states[kind] = .enabled }
        return info
    }

    /// The default theme at 256 colours in UTF-8 (or ASCII only).
    static func appearance(ascii: Bool = false, depth: ColorDepth = .palette256) -> TileAppearance {
        TileAppearance(theme: .defaults, depth: depth, utf8: !ascii, compactBelowColumns: 60)
    }

    /// Renders a state without artwork.
    static func render(_ state: TileState, columns: Int = 60, rows: Int = 16, ascii: Bool = false,
                       artwork: ArtworkSource? = nil) -> TileFrame {
        TileRenderer.render(state, appearance: appearance(ascii: ascii), columns: columns, rows: rows,
                            artwork: artwork ?? { _, _ in nil })
    }

    /// One row of the grid's styles as letters: t bold (title, buttons), a accent, A bold accent,
    /// s secondary (and borders), d disabled, p pill, b badge, m ad mark, M ad badge,
    /// S menu selection, h frame titles, . plain text or background.
    static func styles(_ grid: CellGrid, row: Int, appearance: TileAppearance = appearance()) -> String {
        let palette = appearance.palette
        let legend: [(CellStyle, Character)] = [
            (palette.title, "t"), (palette.accent, "a"), (palette.accent.with(.bold), "A"), (palette.secondary, "s"),
            (palette.disabled, "d"), (palette.pill, "p"), (palette.badge, "b"), (palette.adMark, "m"),
            (palette.adMark.with(.reverse), "M"), (palette.selection, "S"), (palette.secondary.with(.bold), "h"),
        ]
        return String((0..<grid.columns).map { x in
            let style = grid[x, row].style
            return legend.first { $0.0 == style }?.1 ?? "."
        })
    }
}

/// Records the commands the tile sends and answers with a chosen status.
final class RecordingTarget: TileCommandTarget {
    var commands: [ControlCommand] = []
    var status: RemoteCommandStatus = .success
    var skipIntervals = SkipIntervals(backward: 10, forward: 15)
    var interstitialTimes: [Double] = []

    func perform(_ command: ControlCommand) -> RemoteCommandStatus {
        commands.append(command)
        return status
    }
}
