// The control socket's and MPRIS's wiring lands here with the Remote module.
extension App {
    func attachRemote() {}
    func detachRemote() {}
}
