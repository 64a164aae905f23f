/// Where the stage's pictures are shown (the tile, when there is one): told when picture in
/// picture comes and goes and when the two sessions trade places.
public protocol StageDisplay: AnyObject {
    /// Picture in picture opened with this picture (nil: it has none to draw), or closed (nil).
    func showPictureInPicture(_ picture: StagePicture?)
    /// The two sessions swapped: their pictures trade places before the new snapshot arrives.
    func swapPictureInPicture()
}
