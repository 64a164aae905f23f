// The remotes' sections of config/playdeck.toml, byte for byte: the control socket, MPD,
// Syncplay rooms, scrobbling and Subsonic servers (`Config.defaultFileText` joins the parts).

/// The default config's sections for the remotes PlayDeck serves and the servers it reaches.
enum RemoteConfigText {
    static let text = #"""
[remote]
# Register with MPRIS on the session bus, so that desktop media controls and
# playerctl see this player (also --no-mpris). The control socket is always on.
mpris = true

[mpd]
# An MPD protocol server, so that MPD clients (mpc, ncmpcpp, M.A.L.P., MPDroid,
# mpdscribble) control this player. Off by default: whoever reaches an address
# below controls the player. listen takes "host:port" (MPD's port is 6600; use
# 127.0.0.1 for this machine only) and Unix socket paths (/..., ~/...,
# $XDG_RUNTIME_DIR/...); an address that cannot be bound is said once and the
# rest work. With a password, clients must send it before anything else.
enabled = false
listen = ["127.0.0.1:6600", "$XDG_RUNTIME_DIR/playdeck/mpd.sock"]
# password = "secret"

[together]
# A Syncplay room (syncplay.pl): watch in step with friends on mpv, VLC or
# another PlayDeck; their pauses and seeks are yours and yours theirs. With
# join = true the room below is joined at start (also --together HOST[:PORT]
# --room ROOM). server takes "host" or "host:port" (Syncplay's port is 8999);
# name is how the room sees you (your login name by default). filename and
# filesize say what the room learns of the file playing: "raw", "hashed"
# (peers with the same file still see it is the same) or "hidden". In the tile
# y joins this room or leaves it, Y shows it (the info panel's Room tab). tls:
# "prefer" encrypts when the server offers TLS (as the Syncplay client does),
# "require" joins no room without it or with a certificate not valid for the
# server, "off" never asks. The certificate is checked against the system's
# store, or against the CA certificates (PEM) in ca_file.
join = false
# server = "syncplay.pl:8999"
# room = "movie night"
# name = "ana"
# password = "secret"
filename = "raw"
filesize = "raw"
tls = "prefer"
# ca_file = "~/.config/playdeck/syncplay-ca.pem"

[scrobble]
# "Playing now" and listens to ListenBrainz, or to a server with its API (Maloja:
# api_root = "http://HOST:PORT/apis/listenbrainz"). Nothing is sent without a
# token. A listen is an item longer than 30 s played for half its length or
# 4 minutes; each is kept in ~/.local/state/playdeck/scrobble before it is sent,
# and sent again until taken (`playdeck scrobble status`, `history`).
# Items whose genre or path matches exclude are never sent.
# listenbrainz = { token = "YOUR-USER-TOKEN", api_root = "https://api.listenbrainz.org" }
# Last.fm: an API account's key and secret; `playdeck scrobble login lastfm
# --api-key K --secret S` keeps the user's session key beside the history (or
# write session = "SESSION-KEY" here); `scrobble logout lastfm` forgets it.
# lastfm = { api_key = "KEY", secret = "SECRET" }
exclude = { genres = ["Podcast", "Audiobook"], paths = [] }

[subsonic]
# Tracks played from a Subsonic server (`playdeck server add`, `--server NAME`):
# the highest bit rate to ask for, in kbit/s (the server transcodes above it;
# 0: the original), and the format ("opus", "mp3"; "raw": never transcode).
# max_bitrate = 192
# format = "opus"


"""#
}
