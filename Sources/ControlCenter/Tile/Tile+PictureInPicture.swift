import EventLoop
import NowPlaying

extension Tile {
    /// Shows `source`'s frames in picture in picture's corner (in symbols), or none for nil:
    /// the player of the session in the corner draws them.
    public func showPictureInPictureVideo(_ source: VideoFrameSource?) {
        videos.showCorner(source.map { VideoPicture(source: $0, style: TileArtwork.symbols(artwork.cache.style)) })
    }

    /// Picture in picture swapped: the tile's video and the corner's trade players, each with
    /// the frame it has.
    public func swapPictureInPictureVideo() {
        // The next snapshot names the other item: the frames that came with the players stay.
        if videos.swap() { previousInfo = nil }
    }

    /// The corner's picture in `columns × rows`: its video's latest frame, else its artwork in
    /// symbols (asked for like the tile's); nil draws its kind as a symbol.
    func cornerPicture(_ pip: PictureInPictureInfo, columns: Int, rows: Int) -> ArtworkCells? {
        if pip.mediaType == .video {
            return pictureInPictureVideo?.cells(columns: columns, rows: rows)
        }
        return artwork.cornerCells(pip, columns: columns, rows: rows)
    }
}
