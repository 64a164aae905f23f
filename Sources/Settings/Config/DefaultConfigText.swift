// The text of config/playdeck.toml, byte for byte (a test keeps them equal),
// so `playdeck config default` can print it without a resource bundle.

extension Config {
    /// The shipped default config file, every key present and explained: the player's own
    /// sections, then the remotes' (`RemoteConfigText`), then the outputs' and the rest.
    public static let defaultFileText = playerText + RemoteConfigText.text + outputText

    private static let playerText = #"""
# PlayDeck configuration
#
# PlayDeck reads the file named by --config FILE; without it,
# $XDG_CONFIG_HOME/playdeck/config.toml, or ~/.config/playdeck/config.toml when
# XDG_CONFIG_HOME is not set. Without any file it uses the defaults written here.
#
# Every key is optional: leave one out and it keeps the value shown below.
# `playdeck config default` prints this file; `playdeck config check` lists
# every problem in yours as FILE:LINE:COLUMN: message.

[skip]
# How far the skip keys and buttons jump, in seconds (positive; fractions
# such as 2.5 are fine). The first number of each list is the step of the
# plain skip keys; the rest are offered as alternatives. Lists may not be empty.
backward = [10]
forward = [15]

[speed]
# The speed menu, in order. An entry is either a rate (1.0 is normal speed) or
# a table with a rate and the name to show for it, e.g.
#   speeds = [0.75, 1.0, { rate = 2.5, name = "Two and a half times speed" }]
# Rates go from 0.01 to 100, as in mpv. `speeds = []` hides the menu and
# disables the speed keys.
speeds = [0.5, 1.0, 1.25, 1.5, 2.0]
# The rate playback starts at and `speed-reset` returns to.
default = 1.0

[keys]
# Key = "command". Your bindings are merged over these defaults: a key you
# write here replaces its default, and "" or "none" unbinds it.
#
# Keys: a single character ("a", "?", "]"; "a" and "A" differ), or space,
# enter, esc, tab, backspace, left, right, up, down, home, end, pgup, pgdn,
# insert, delete, f1 ... f12. Prefix S- (shift), C- (control) and M- (meta or
# alt) as needed, e.g. "S-right", "C-x", "C-S-left"; "S-a" is the same as "A".
#
# Commands: play, pause, toggle-pause, stop, skip-forward [SECONDS],
# skip-backward [SECONDS], seek TIME (1:23, 90, 45%, +30 or -1:00), go-to (the
# prompt that asks for one), speed RATE, speed-next,
# speed-previous, speed-reset, speed-menu, volume PERCENT, volume-up [PERCENT],
# volume-down [PERCENT], mute, next, previous, chapter-next, chapter-previous,
# skip-ad, action, play-from-beginning, info, help, queue, shuffle, repeat,
# play-index N, remove N, move FROM TO, move-up, move-down, open PATH, add PATH,
# add-next PATH, add-at N PATH, replace PATH, clear, crop, undo, save NAME,
# save-queue (type the name), load NAME, playlists, audio-track ID,
# subtitle-track ID (0 = off), secondary-subtitle-track ID (0 = off),
# audio-menu, subtitle-menu, secondary-subtitle-menu, audio-device NAME,
# audio-devices (the output menu), fit-fill, live-text, trim-mode, trim FROM TO,
# trim-cancel, ab-loop FROM TO, ab-loop-off, detach, players (the desktop's MPRIS
# players), pip PATH, pip-swap, pip-close, view N, view-enlarge (multiview),
# library (the Library panel), library-add QUERY, library-add-next QUERY,
# library-replace QUERY, library-scan DIR, sleep
# DURATION (30m, 90s, 1h) or sleep end-of-item, end-of-chapter or off,
# sleep-menu, bookmark-add [NAME], bookmarks (the info panel's Bookmarks tab),
# bookmark-go N, bookmark-remove N, bookmark-rename N NAME, together join,
# together leave, together toggle (the room: join or leave), together ready,
# together unready, together chat TEXT, room (the info panel's Room tab), reload-config,
# fullscreen (Now Playing over the whole terminal), quit. A skip without SECONDS
# uses the first [skip] interval; queue positions count from 1;
# move-up and move-down move the item highlighted in the queue panel (where w
# opens it in picture in picture).
space = "toggle-pause"
p = "toggle-pause"
left = "skip-backward"
right = "skip-forward"
up = "skip-forward 60"
down = "skip-backward 60"
"[" = "speed-previous"
"]" = "speed-next"
backspace = "speed-reset"
"\\" = "speed-reset"
s = "speed-menu"
i = "info"
"?" = "help"
enter = "action"
a = "skip-ad"
n = "next"
"<" = "previous"
">" = "next"
"9" = "volume-down"
"0" = "volume-up"
"+" = "volume-up"
"=" = "volume-up"
"-" = "volume-down"
g = "go-to"
m = "mute"
"," = "chapter-previous"
"." = "chapter-next"
tab = "queue"
l = "queue"
L = "library"
K = "move-up"
"S-up" = "move-up"
J = "move-down"
"S-down" = "move-down"
u = "undo"
x = "shuffle"
r = "repeat"
"#" = "audio-menu"
j = "subtitle-menu"
k = "secondary-subtitle-menu"
o = "audio-devices"
z = "fit-fill"
T = "live-text"
d = "detach"
P = "players"
t = "trim-mode"
w = "pip-swap"
W = "pip-close"
"1" = "view 1"
"2" = "view 2"
"3" = "view 3"
"4" = "view 4"
e = "view-enlarge"
Z = "sleep-menu"
f = "fullscreen"
b = "bookmark-add"
B = "bookmarks"
y = "together toggle"
Y = "room"
"C-r" = "reload-config"
q = "quit"

[theme]
# Colours: "default" (the terminal's own), a name (black, red, green, yellow,
# blue, magenta, cyan, white, or bright-black ... bright-white), an index into
# the 256-colour palette (0 to 255), or "#rrggbb".
# Highlights: the progress bar and the selected button.
accent = "cyan"
# Secondary text: times, hints and disabled buttons.
dim = "bright-black"
# Behind the tile.
background = "default"
# How artwork is drawn: "auto" (whatever the terminal supports), in pixels with
# "kitty", "sixel" or "iterm" (when the terminal shows them; else symbols), in
# symbols with "truecolor", "256", "16" or "ascii", or "none".
artwork = "auto"

[ui]
# Seconds without a key press before the full-screen Now Playing view; 0 never.
idle_fullscreen_after = 30
# Use the mouse: click or drag on the scrubber, click the buttons.
mouse = true
# Terminals narrower than this many columns get the compact layout.
compact_below_columns = 60
# Keep running when the end of the queue is reached, instead of quitting.
idle = false
# When the terminal closes, go on playing in the background (as d does) instead
# of quitting; 'playdeck attach' shows the player again.
keep_playing_on_hangup = false

[layout]
# A terminal at least panes_from (COLUMNSxROWS, from 80x20 up) lays the tile
# out in panes: a Now Playing column with large artwork (or the video), and
# beside it these panes in order: "queue" (the queue and Library panels open
# there), "lyrics", "info". Two fit side by side from about 160 columns; on a
# narrower terminal they stack, or the last ones are left out. [] keeps the
# card at every size. Smaller terminals get the card.
panes = ["queue", "lyrics"]
# Which side the Now Playing column takes: "left" or "right".
side = "left"
panes_from = "120x32"

[ads]
# Seconds into an ad or interstitial before "Skip Ad" appears. A sidecar's
# `skippable_after` overrides it for one interstitial.
skip_after = 5

[actions]
# Chapters with these titles (case is ignored) get a contextual button while
# they play: "Skip Intro" for the first list, "Skip Credits" for the second.
intro_chapters = ["Intro", "Opening", "Recap"]
credits_chapters = ["Credits", "End Credits"]

[resume]
# Remember where each item was left and start there next time.
enabled = true
# Only long items resume (podcasts, audiobooks, films): items of at least this many
# seconds. An album's tracks start at their beginning.
min_duration = 600
# Items whose genre tag is one of these (ignoring case) resume whatever their length.
genres = ["Podcast", "Audiobook", "Speech"]
# So do items under these folders or matching these globs (~ is your home), e.g.
# paths = ["~/Podcasts", "/media/books/*.m4b"]
paths = []

[queue]
# What `playdeck FILE` does while a player already runs: "new" starts another player,
# "add" adds the items to the end of the running player's queue, "replace" plays them
# in place of its queue (on a terminal the tile then shows that player). --new, --add
# and --replace choose for one run.
open = "new"


"""#

    private static let outputText = #"""
[video]
# Live Text: once a video has stayed paused on one frame for live_text_after
# seconds, the text in the frame is read (tesseract, English); T selects it
# for copying and `playdeck remote live-text` prints it.
live_text = true
live_text_after = 0.5

[audio]
# Gapless: the next track is opened ahead and joined to the one playing
# without a gap (an album's consecutive tracks, a live recording), as long as
# it starts at its beginning. false loads each track once the last has ended.
gapless = true
# ReplayGain: "track" plays every track at the loudness its tags give,
# "album" every track of an album at the album's (its quiet and loud songs
# stay so), "off" ignores the tags. Files without the tags play as they are.
replaygain = "off"

[pip]
# Picture in picture (--pip ITEM, `pip ITEM`, w in the queue): a second item
# plays in a corner of the tile; w swaps it with the main one, W closes it.
# Only the active one is heard: the other is muted ("mute") or paused ("pause").
inactive = "mute"

[notifications]
# A desktop notification when the item changes (title, artist — album and the
# cover), replacing the last one: true, false, or "auto", which sends none
# while the tile's terminal has the focus (terminals that report focus; one
# that does not counts as focused). A player without a tile always sends them.
enabled = "auto"

[session]
# The queue (its order, shuffled order and repeat), the item playing and where
# it was are saved as the player runs; a start that names nothing (`playdeck`,
# --idle, --background) puts them back, paused at that place. false starts
# empty (also --no-restore for one start); naming files always starts with them.
restore = true

[mpv]
# Options handed to mpv as they are, in this order (see `man mpv`). Values are
# strings, numbers or booleans (true is "yes", false is "no"). None by
# default; for example:
#   audio-device = "alsa/default"
#   replaygain-preamp = 3

"""#
}
