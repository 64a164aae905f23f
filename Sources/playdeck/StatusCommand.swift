import ArgumentParser
import Remote

/// `playdeck status`: what a running PlayDeck is playing, once or on every change.
struct StatusSubcommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show what a running PlayDeck is playing.",
        discussion: """
        Prints one line: the state, title, artist, album, time and speed. Times are content \
        times: ads are not counted.

        --format takes a template for tmux, polybar or waybar, e.g. \
        '{title} — {artist} {elapsed}/{duration}'. Placeholders:
        \(StatusTemplate.placeholders.map { "  {\($0.name)}  \($0.meaning)" }.joined(separator: "\n"))
        A value that is not known prints as nothing; write {{ and }} for braces.

        --follow prints again on every change, and once a second while playing (the time is \
        worked out here, from the snapshot; nothing is printed while paused).

        --player NAME shows any MPRIS player instead (its bus name, the part after \
        org.mpris.MediaPlayer2., or its identity), from its MPRIS properties.

        Exit status: 0; 1 when the player refused; 2 when no PlayDeck could be reached; 64 for \
        a usage error.
        """)

    @Flag(help: "Print the snapshot as JSON, with elapsed worked out for now.")
    var json = false

    @Option(help: ArgumentHelp("Print this template instead of the summary.", valueName: "template"))
    var format: String?

    @Flag(help: "Keep printing as the player changes.")
    var follow = false

    @OptionGroup var target: InstanceOptions

    @Option(help: ArgumentHelp("Show this MPRIS player instead (any player on the session bus).", valueName: "name"))
    var player: String?

    func validate() throws {
        if json, format != nil { throw ValidationError("give --json or --format, not both") }
        try target.validate()
        if player != nil, target.pid != nil || target.socket != nil { throw ValidationError("give --player, or --pid or --socket") }
        _ = try template()
    }

    private func template() throws -> StatusTemplate? {
        guard let format else { return nil }
        do {
            return try StatusTemplate(parsing: format)
        } catch {
            throw ValidationError("--format: \(error)")
        }
    }

    func run() throws {
        let template = try template()
        let render: (StatusJSON) -> String = { status in
            if json { return status.line() }
            return template?.render(status) ?? StatusSummary.line(status)
        }
        do {
            if let player {
                return MPRISStatusFollower(target: try MPRISTarget(name: player), render: render).run(follow: follow) { Output.line($0) }
            }
            let client = try ControlClient.connect(target.target)
            if follow { return try StatusReader.follow(client, render: render) { Output.line($0) } }
            Output.line(render(try StatusReader.snapshot(client)))
        } catch let error as StatusRefusal {
            printError(error.reason)
            throw ExitCode(1)
        } catch {
            printError("\(error)")
            throw ExitCode(2)
        }
    }
}
