// The tile's wiring lands here with the ControlCenter module.
extension App {
    func attachTile() { attachOutput() }
    func detachTile() {}
}
