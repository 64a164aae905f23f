import Testing
import TestSupport
@testable import Remote

/// The Secret Service client against GNOME Keyring on a private bus, with libsecret's
/// `secret-tool` reading and writing the same keyring as the independent client.
@Suite(.enabled(if: SecretServiceDaemon.isInstalled)) struct SecretServiceTests {
    private let attributes = ["application": "playdeck-test", "server": "home"]

    @Test func aSecretKeptIsWhatSecretToolReadsAndIsReplacedThenDeleted() throws {
        let daemon = try SecretServiceDaemon()
        let service = SecretService(address: daemon.bus.address)
        try service.store("pa ss&wörd/?", label: "PlayDeck: alice at http://x", attributes: attributes)
        #expect(try daemon.lookup(attributes) == "pa ss&wörd/?")
        #expect(try service.lookup(attributes) == "pa ss&wörd/?")
        try service.store("second", label: "PlayDeck: alice at http://x", attributes: attributes)
        #expect(try daemon.lookup(attributes) == "second")
        #expect(try service.lookup(["application": "playdeck-test", "server": "other"]) == nil)
        #expect(try service.delete(attributes) == 1, "storing again replaced the item rather than adding one")
        #expect(try daemon.lookup(attributes) == nil)
        #expect(try service.lookup(attributes) == nil)
        #expect(try service.delete(attributes) == 0)
    }

    @Test func aSecretAnotherProgramKeptIsRead() throws {
        let daemon = try SecretServiceDaemon()
        try daemon.store("from secret-tool ✓", attributes)
        #expect(try SecretService(address: daemon.bus.address).lookup(attributes) == "from secret-tool ✓")
    }

    @Test func aLockedKeyringIsALineNotAWaitForAPrompt() throws {
        let daemon = try SecretServiceDaemon()
        let service = SecretService(address: daemon.bus.address)
        try service.store("sesame", label: "PlayDeck", attributes: attributes)
        try daemon.lock()
        #expect(throws: SecretServiceFailure.locked) { try service.lookup(attributes) }
        #expect(throws: SecretServiceFailure.locked) { try service.store("sesame", label: "PlayDeck", attributes: attributes) }
        #expect(throws: SecretServiceFailure.locked) { try service.delete(attributes) }
    }

    @Test func aBusWithoutTheServiceAndNoBusAtAllAreUnavailable() throws {
        let bus = try PrivateBus()
        #expect(throws: SecretServiceFailure.unavailable("no Secret Service on the session bus")) {
            try SecretService(address: bus.address).store("x", label: "x", attributes: attributes)
        }
        #expect(throws: SecretServiceFailure.unavailable("no session bus (No such file or directory)")) {
            try SecretService(address: "unix:path=\(bus.root)/no-bus").lookup(attributes)
        }
    }
}
