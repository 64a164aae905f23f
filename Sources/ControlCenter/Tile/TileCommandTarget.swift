import Commands
import NowPlaying

/// Where the tile sends commands and what it asks besides the published snapshot: the
/// session, in the program; a recording fake in tests.
public protocol TileCommandTarget: AnyObject {
    /// Sends a command through the session's command center.
    func perform(_ command: ControlCommand) -> RemoteCommandStatus
    /// The first preferred interval of each skip command, for the buttons' labels.
    var skipIntervals: SkipIntervals { get }
    /// Media times of the current item's interstitial events, for the scrubber's marks.
    var interstitialTimes: [Double] { get }
}

extension NowPlayingSession: TileCommandTarget {
    /// The skip commands' first preferred intervals.
    public var skipIntervals: SkipIntervals {
        SkipIntervals(backward: remoteCommandCenter.skipBackward.preferredIntervals.first ?? 10,
                      forward: remoteCommandCenter.skipForward.preferredIntervals.first ?? 15)
    }

    /// The current item's interstitial times.
    public var interstitialTimes: [Double] {
        currentItem?.interstitials.map(\.time) ?? []
    }
}
