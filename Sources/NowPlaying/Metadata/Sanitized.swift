import MediaFiles

/// The sanitizer lives in MediaFiles, below both the model and the music library (whose
/// `library` subcommands print tags too); the name stays here for every `import NowPlaying`.
public typealias Sanitized = MediaFiles.Sanitized
