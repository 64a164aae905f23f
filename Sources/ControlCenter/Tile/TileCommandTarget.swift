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
    /// The queue, for the queue panel; nil when there is none to show.
    var queueListing: QueueListing? { get }
}

extension TileCommandTarget {
    /// No queue to list, unless the target has one.
    public var queueListing: QueueListing? { nil }
}

extension NowPlayingSession: TileCommandTarget {
    /// The skip commands' first preferred intervals.
    public var skipIntervals: SkipIntervals {
        SkipIntervals(backward: remoteCommandCenter.skipBackward.preferredIntervals.first ?? 10,
                      forward: remoteCommandCenter.skipForward.preferredIntervals.first ?? 15)
    }

    /// The session's own queue.
    public var queueListing: QueueListing? { self }

    /// The current item's interstitial times.
    public var interstitialTimes: [Double] {
        currentItem?.interstitials.map(\.time) ?? []
    }
}
