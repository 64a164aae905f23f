import Foundation
import Testing
import TestSupport

/// `playdeck server add|list|test|remove` against Debian's supysonic 0.7.2: the password comes
/// on standard input, is kept in the Secret Service (GNOME Keyring on a private bus) when the
/// session has one, else in a 0600 file, and is never printed.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct ServerCommandTests {
    private func noSecret(_ result: ProcessRunner.Result, _ password: String) {
        let hex = password.utf8.map { String(format: "%02x", $0) }.joined()
        #expect(!(result.stdout + result.stderr).contains(password) && !(result.stdout + result.stderr).contains(hex))
    }

    @Test func addKeepsThePasswordInAPrivateFileAndListTestRemoveUseIt() throws {
        let server = try SupysonicServer.shared.get()
        let world = try TestWorld()
        let add = try world.addServer(server, root: server.root + "/")
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stdout == "added home: API 1.10.2, password sent as hex (the server predates tokens); OpenSubsonic extensions: none\n")
        let folder = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/subsonic"
        #expect(add.stderr == "playdeck: the password is kept in \(folder)/passwords.json (mode 0600, readable by you alone), "
                + "not in the Secret Service: no session bus (No such file or directory)\n")
        noSecret(add, SupysonicServer.password)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/passwords.json")
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        #expect((try FileManager.default.attributesOfItem(atPath: folder)[.posixPermissions] as? Int) == 0o700)
        #expect(!(try String(contentsOfFile: folder + "/servers.json", encoding: .utf8)).contains(SupysonicServer.password))

        let list = try world.run(["server", "list"])
        #expect(list.stdout == "home  \(server.root)  user alice  password in \(folder)/passwords.json\n")
        let test = try world.run(["server", "test", "home"])
        #expect(test.status == 0)
        #expect(test.stdout == "home: API 1.10.2, password sent as hex (the server predates tokens); OpenSubsonic extensions: none\n")
        noSecret(test, SupysonicServer.password)

        let remove = try world.run(["server", "remove", "home"])
        #expect(remove.stdout == "removed home and its password\n")
        #expect(!(try String(contentsOfFile: folder + "/passwords.json", encoding: .utf8)).contains(SupysonicServer.password))
        let gone = try world.run(["server", "test", "home"])
        #expect(gone.status == 1)
        #expect(gone.stderr == "playdeck: no server is called home (playdeck server list)\n")
        #expect(try world.run(["server", "list"]).stdout == "no servers (playdeck server add NAME URL --user USER)\n")
    }

    @Test(.enabled(if: SecretServiceDaemon.isInstalled)) func addKeepsThePasswordInTheSecretServiceWhenTheSessionHasOne() throws {
        let server = try SupysonicServer.shared.get()
        let keyring = try SecretServiceDaemon()
        let world = try TestWorld(bus: keyring.bus.address)
        let item = ["application": "playdeck", "server": "home"]
        let add = try world.addServer(server)
        #expect(add.status == 0, "\(add.stderr)")
        #expect(add.stderr == "playdeck: the password is kept in the Secret Service (application=playdeck server=home)\n")
        noSecret(add, SupysonicServer.password)
        #expect(try keyring.lookup(item) == SupysonicServer.password, "secret-tool reads what PlayDeck kept")
        let folder = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/subsonic"
        for file in ["servers.json", "passwords.json"] {
            #expect(!(try String(contentsOfFile: folder + "/" + file, encoding: .utf8)).contains(SupysonicServer.password), "\(file)")
        }
        #expect(try world.run(["server", "list"]).stdout
                == "home  \(server.root)  user alice  password in the Secret Service (application=playdeck server=home)\n")
        let test = try world.run(["server", "test", "home"])
        #expect(test.status == 0 && test.stdout.hasPrefix("home: API 1.10.2"), "\(test.stderr)")
        noSecret(test, SupysonicServer.password)

        let remove = try world.run(["server", "remove", "home"])
        #expect(remove.stdout == "removed home and its password\n" && remove.stderr.isEmpty, "\(remove.stderr)")
        #expect(try keyring.lookup(item) == nil)
    }

    @Test(.enabled(if: SecretServiceDaemon.isInstalled)) func aPasswordTheKeyringNoLongerGivesIsOneLine() throws {
        let server = try SupysonicServer.shared.get()
        let keyring = try SecretServiceDaemon()
        let world = try TestWorld(bus: keyring.bus.address)
        let add = try world.addServer(server)
        #expect(add.status == 0, "\(add.stderr)")
        try keyring.lock()
        let locked = try world.run(["server", "test", "home"])
        #expect(locked.status == 1)
        #expect(locked.stderr == "playdeck: cannot read the password of home from the Secret Service: the keyring is locked, "
                + "and unlocking it needs the desktop's prompt (unlock it there, e.g. by logging in)\n")
        let remove = try world.run(["server", "remove", "home"])
        #expect(remove.stdout == "removed home\n")
        #expect(remove.stderr == "playdeck: its password is left in the Secret Service (the keyring is locked, and unlocking it needs the "
                + "desktop's prompt (unlock it there, e.g. by logging in)): remove the item application=playdeck server=home there\n")
    }

    @Test func aWrongPasswordIsOneLineAndNothingIsKept() throws {
        let server = try SupysonicServer.shared.get()
        let world = try TestWorld()
        let add = try world.run(["server", "add", "home", server.root, "--user", SupysonicServer.user], input: "not it\n")
        #expect(add.status == 1)
        #expect(add.stderr == "playdeck: home: wrong user name or password (error 40): Wrong username or password. (not added)\n")
        noSecret(add, "not it")
        #expect(try world.run(["server", "list"]).stdout.hasPrefix("no servers"))
    }

    @Test func noPasswordAndAPasswordOnTheCommandLineAreRefused() throws {
        let world = try TestWorld()
        let empty = try world.run(["server", "add", "home", "http://127.0.0.1:9", "--user", "a"])
        #expect(empty.status == 1 && empty.stderr == "playdeck: no password was given\n")
        let flag = try world.run(["server", "add", "home", "http://127.0.0.1:9", "--user", "a", "--password", "x"])
        #expect(flag.status != 0 && flag.stderr.contains("Unknown option '--password'"), "\(flag.stderr)")
        let url = try world.run(["server", "add", "home", "ftp://x", "--user", "a"], input: "x\n")
        #expect(url.status != 0 && url.stderr.contains("the URL is the server's http:// or https:// root"), "\(url.stderr)")
    }
}
