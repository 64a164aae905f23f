import ControlCenter
import NowPlaying
import Remote

extension App {
    /// The tile's Players list (P): the other MPRIS players on this PlayDeck's session bus,
    /// this PlayDeck first; choosing one shows it in the tile while this one plays on.
    func attachPlayers(_ tile: Tile) {
        tile.onPlayers = { [unowned self] in listPlayers() }
        tile.onListClose = { [unowned source] in source.listClosed() }
        source.onListChange = { [unowned tile, unowned source] in tile.listsPlayers = source.listsPlayers }
        source.onChoose = { [unowned tile] in tile.closeList() }
    }

    /// Leaves the other players alone and the bus connection that followed them.
    func detachPlayers() {
        source.close()
        playersClient?.close()
        playersClient = nil
    }

    /// Lists the players in the tile's list panel; why it cannot when this PlayDeck is on no bus.
    private func listPlayers() -> String? {
        guard let mpris = remote?.mpris else {
            return mprisWanted
                ? "no session bus: none could be joined, so no other player can be listed"
                : "no session bus: MPRIS is off here (--no-mpris or [remote] mpris = false)"
        }
        let client: BusClient
        if let playersClient {
            client = playersClient
        } else {
            do {
                client = try BusClient(loop: loop)
            } catch {
                return "no session bus: \(error)"
            }
            playersClient = client
        }
        source.listPlayers(client: client, loop: loop, options: clientOptions) { [weak mpris] in mpris?.busName }
        return nil
    }

    /// The config's skip intervals and speeds, as the session has them, for the other players.
    private var clientOptions: MPRISClientOptions {
        let center = session.remoteCommandCenter
        return MPRISClientOptions(skipIntervals: SkipIntervals(backward: center.skipBackward.preferredIntervals.first ?? 10,
                                                               forward: center.skipForward.preferredIntervals.first ?? 15),
                                  speeds: session.speeds.speeds)
    }
}
