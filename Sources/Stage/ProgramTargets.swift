import Commands
import NowPlaying

/// The handlers the stage adds to each session's command center for the program's own
/// commands (quit, reload-config, scrobble-flush, picture in picture, views, library-add, library-scan, add with
/// what a path names, saved playlists, the Syncplay room, a server's stars), so that they reach
/// the program the way every other command reaches a session: through the center, from any
/// remote, with its status.
struct ProgramTargets {
    unowned let stage: Stage

    /// Adds the handlers to `session`'s center.
    func install(on session: NowPlayingSession) {
        let center = session.remoteCommandCenter
        center.command(.quit).addTarget { [unowned stage] _ in
            stage.onQuit()
            return .success
        }
        center.command(.reloadConfig).addTarget { [unowned stage] _ in
            stage.onReloadConfig() ? .success : .commandFailed("the config has errors and was not reloaded")
        }
        center.command(.together).addTarget { [unowned stage] command in
            guard case let .together(request) = command else { return .unsupported }
            return stage.onTogether(request)
        }
        center.command(.flushListens).addTarget { [unowned stage] _ in stage.onFlushListens() }
        center.command(.pictureInPicture).addTarget { [unowned stage] command in
            switch command {
            case let .pip(target): stage.openPictureInPicture(target)
            case .pipSwap: stage.swapPictureInPicture()
            default: stage.closePictureInPicture()
            }
        }
        center.command(.changeView).addTarget { [unowned stage] command in stage.performView(command) }
        center.command(.addFromLibrary).addTarget { [unowned stage, unowned session] command in
            guard case let .libraryAdd(query, placement) = command else { return .unsupported }
            return QueueEditor(session).recording { LibraryAdding(path: stage.libraryPath).add(query, placement, to: session) }
        }
        // The commands of one turn of the loop (a batch a tile or client sent together) are one undo.
        let group = "queue-edits-\(ObjectIdentifier(session).hashValue)"
        QueueEditor(session).groupEdits { [unowned stage] end in stage.loop.schedule(group, after: 0, end) }
        center.command(.addItem).addTarget { [unowned stage, unowned session] command in
            QueueAdding(serverItem: stage.serverItem, serverItemLater: stage.serverItemLater).perform(command, on: session)
        }
        center.command(.star).addTarget { [unowned stage] command in
            ServerStarring(library: stage.source.serverLibrary, infoCenter: stage.infoCenter, queuedTitle: { [weak stage] location in
                stage?.session.queue.items.first { $0.url == location }?.playlistTitle
            }).perform(command)
        }
        center.command(.playlists).addTarget { [unowned stage, unowned session] command in
            SavedPlaylists(folder: stage.playlistsFolder).perform(command, on: session)
        }
        center.command(.scanLibrary).addTarget { [unowned stage] command in
            guard case let .libraryScan(folder) = command else { return .unsupported }
            return stage.libraryScans.scan(folder, into: stage.libraryPath)
        }
    }
}
