#!/usr/bin/env bash
# Writes tools/link-order/hot-functions.txt: the functions a release playdeck runs while it plays
# headless, shows its tile (keys, panels, queue) and answers `status` and `remote`, in the order
# callgrind names them. `make release` hands the list to lld (--symbol-ordering-file), which lays
# that code out together: the pages PlayDeck touches, and so its resident memory, shrink (the
# figure is in BENCHMARKS.md). A stale list costs nothing but memory: names that no longer exist
# are ignored. Run it again (`make link-order`) after large changes.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary=${1:-.build/release/playdeck}
out=tools/link-order/hot-functions.txt
for tool in valgrind tmux ffmpeg objcopy; do
    command -v "$tool" >/dev/null || { echo "link-order: $tool is missing" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'tmux -L playdeck-link-order kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 that Swift writes; the symbol table is all it needs.
profiled=$work/playdeck
objcopy --strip-debug "$binary" "$profiled"

# Two short songs with tags and a cover, so that the tile draws artwork and titles.
ffmpeg -loglevel error -f lavfi -i testsrc=size=300x300:duration=1 -frames:v 1 "$work/cover.jpg"
for n in 1 2; do
    ffmpeg -loglevel error -f lavfi -i "sine=frequency=$((330 * n)):duration=30" -i "$work/cover.jpg" \
        -map 0 -map 1 -c:a libmp3lame -c:v copy -disposition:v attached_pic -id3v2_version 3 \
        -metadata title="Song $n" -metadata artist="Link Order" -metadata album="Profile" "$work/song$n.mp3"
done

# Its own world: nothing of the user's config, state, sockets or bus.
mkdir -p "$work/home" "$work/run" "$work/state" "$work/config" "$work/data"
chmod 0700 "$work/run"
world=(env -u DBUS_SESSION_BUS_ADDRESS HOME="$work/home" XDG_RUNTIME_DIR="$work/run" XDG_STATE_HOME="$work/state"
       XDG_CONFIG_HOME="$work/config" XDG_DATA_HOME="$work/data" TERM=xterm-256color)
profile() { # profile NAME ARGS...: runs playdeck under callgrind, writing $work/NAME.cg
    local name=$1; shift
    "${world[@]}" valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/$name.cg" \
        "$profiled" "$@" 2>>"$work/valgrind.log"
}
wait_for() { # wait_for TEXT: until the tile shows TEXT (valgrind makes start-up take seconds)
    for _ in $(seq 120); do
        tmux -L playdeck-link-order capture-pane -p -t profile 2>/dev/null | grep -q "$1" && return 0
        sleep 0.5
    done
    tmux -L playdeck-link-order capture-pane -p -t profile >&2 || true
    echo "link-order: the tile never showed '$1'" >&2
    exit 1
}

profile headless --headless --exit-at-end --no-resume --no-mpris --ao null "$work/song1.mp3" >/dev/null

tmux -L playdeck-link-order -f /dev/null new-session -d -s profile -x 100 -y 30 \
    "$(printf '%q ' "${world[@]}" valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/tile.cg" \
        "$profiled" --no-mpris --no-resume --ao null "$work/song1.mp3" "$work/song2.mp3") 2>>$work/valgrind.log"
wait_for "Song 1"
profile status status --json >/dev/null
profile remote remote toggle-pause >/dev/null
for keys in p i Escape l Down Escape s Escape '?' Escape Right n; do
    tmux -L playdeck-link-order send-keys -t profile "$keys"
    sleep 0.5
done
wait_for "Song 2"
tmux -L playdeck-link-order send-keys -t profile q
for _ in $(seq 120); do tmux -L playdeck-link-order has-session -t profile 2>/dev/null || break; sleep 0.5; done

python3 tools/link-order/hot_functions.py "$profiled" "$work"/headless.cg "$work"/tile.cg "$work"/status.cg \
    "$work"/remote.cg >"$out"
echo "link-order: $(wc -l <"$out") functions in $out"
