#!/usr/bin/env bash
# Builds each libFuzzer target and runs it for SECONDS (default 600); fails on any finding.
# The targets are compiled by SwiftPM with -sanitize=fuzzer and linked here from their
# objects, because SwiftPM's executable link aliases main, which libFuzzer defines.
#   Fuzz/run.sh [SECONDS]              build, then run
#   Fuzz/run.sh --build-only           build (make test does it beside its other work)
#   Fuzz/run.sh --no-build [SECONDS]   run what --build-only built
# FUZZ_CONFIG=debug builds without optimisation: a third of the release build's CPU, for make
# test's ten seconds a target (beside the suite, on two cores); `make fuzz` runs release builds.
# FUZZ_SHARED=1 says the runs share the machine at a low priority (make test's twelve at nice 19
# beside the suite): a unit that hangs is then one that uses 10 s of CPU, not 10 s of the clock,
# which a starved run can pass on a quick input (CI saw FuzzJSON stopped "after 12 seconds" on
# an input the same binary runs in milliseconds).
set -euo pipefail
cd "$(dirname "$0")/.."
build=yes run=yes
case ${1:-} in
    --build-only) run=no; shift ;;
    --no-build) build=no; shift ;;
esac
seconds=${1:-600}
scratch=.build-fuzz
config=${FUZZ_CONFIG:-release}
out=$scratch/fuzzers-$config
mkdir -p "$out"

# target: the modules whose objects it links, after its own; extra link flags.
declare -A modules=(
    [FuzzPlaylist]="Library FileIO EventLoop Locations"
    [FuzzSettings]="Settings Commands FileIO EventLoop CTOMLPlusPlus Locations"
    [FuzzLocations]="Locations Library Settings Commands FileIO EventLoop CTOMLPlusPlus"
    [FuzzCommand]="Commands"
    [FuzzSanitizer]="NowPlaying Playback MediaFiles Commands FileIO EventLoop Locations JSONCoding Base64Coding CMPV CAV CTesseract"
    [FuzzPicture]="MediaFiles FileIO EventLoop Commands Locations CAV CTesseract"
    [FuzzTags]="MediaFiles FileIO EventLoop Commands Locations CAV CTesseract"
    [FuzzProtocol]="Remote MusicLibrary CICU Settings CTOMLPlusPlus NowPlaying Playback MediaFiles Commands FileIO EventLoop Locations Library JSONCoding Base64Coding CMPV CAV CSDBus CCurl COpenSSL CTesseract"
    [FuzzMPDFilter]="Remote MusicLibrary CICU Settings CTOMLPlusPlus NowPlaying Playback MediaFiles Commands FileIO EventLoop Locations Library JSONCoding Base64Coding CMPV CAV CSDBus CCurl COpenSSL CTesseract"
    [FuzzSubsonic]="Remote MusicLibrary CICU Settings CTOMLPlusPlus NowPlaying Playback MediaFiles Commands FileIO EventLoop Locations Library JSONCoding Base64Coding CMPV CAV CSDBus CCurl COpenSSL CTesseract"
    [FuzzJSON]="JSONCoding Base64Coding CAV"
    [FuzzTerminalReply]="ControlCenter NowPlaying Playback MediaFiles Commands Settings FileIO EventLoop Locations JSONCoding Base64Coding CMPV CAV CTOMLPlusPlus CNcursesW CTesseract"
)
declare -A flags=([FuzzSettings]="-lstdc++" [FuzzLocations]="-lstdc++" [FuzzSanitizer]="-lturbojpeg -ldl -lcjson -lglib-2.0" [FuzzPicture]="-lturbojpeg -ldl"
                  [FuzzTags]="-lturbojpeg -ldl" [FuzzProtocol]="-lturbojpeg -ldl -lsystemd -lcjson -lglib-2.0 -lsqlite3 -licui18n -licuuc -lstdc++"
                  [FuzzMPDFilter]="-lturbojpeg -ldl -lsystemd -lcjson -lglib-2.0 -lsqlite3 -licui18n -licuuc -lstdc++"
                  [FuzzSubsonic]="-lturbojpeg -ldl -lsystemd -lcjson -lglib-2.0 -lsqlite3 -licui18n -licuuc -lstdc++" [FuzzJSON]="-ldl -lcjson"
                  [FuzzTerminalReply]="-lncursesw -lchafa -lturbojpeg -ldl -lstdc++ -lcjson -lglib-2.0")

# FUZZ_TARGETS narrows the run (e.g. FUZZ_TARGETS=FuzzSettings); default: every target.
targets=$(printf '%s\n' "${!modules[@]}" | sort)
[[ -n ${FUZZ_TARGETS:-} ]] && targets=$FUZZ_TARGETS

# C++ (toml++ in CTOMLPlusPlus) traps on undefined behaviour, such as reaching TOML_UNREACHABLE,
# where it would otherwise go on quietly; its assertions are on already (SwiftPM defines no NDEBUG).
for target in $targets; do
    [[ $build == yes ]] || break
    PLAYDECK_FUZZ=1 swift build --scratch-path "$scratch" -c "$config" --target "$target" \
        -Xswiftc -sanitize=fuzzer -Xswiftc -enable-testing -Xcc -fsanitize=fuzzer-no-link -Xcxx -fsanitize=fuzzer-no-link \
        -Xcxx -fsanitize=undefined -Xcxx -fsanitize-trap=undefined >/dev/null
    objects=()
    for module in $target ${modules[$target]}; do
        objects+=($(find "$scratch/$config/$module.build" -name '*.o' ! -name 'main.swift.o'))
    done
    swiftc -sanitize=fuzzer -o "$out/$target" "${objects[@]}" ${flags[$target]:-}
done

[[ $run == yes ]] || exit 0
for target in $targets; do
    [[ -x $out/$target ]] || { echo "fuzz: $out/$target is missing: Fuzz/run.sh --build-only builds it" >&2; exit 2; }
done

# FUZZ_JOBS at a time (default two: the machines have two cores); each writes its own log.
run_one() {
    local target=$1 corpus
    corpus=$(mktemp -d)
    cp Fuzz/corpus/$target/* "$corpus"/ 2>/dev/null || true
    # Shared: the clock's bound is only for a unit that blocks; CPU past the run's own seconds
    # plus 10 is a unit that spun for 10 s, and the kernel stops the run with SIGXCPU (152).
    local timeout=10 cpu=unlimited status=0
    [[ -n ${FUZZ_SHARED:-} ]] && { timeout=300; cpu=$((seconds + 10)); }
    (ulimit -S -t "$cpu"; SWIFT_BACKTRACE=enable=no exec "$out/$target" -max_total_time="$seconds" -timeout="$timeout" \
            -artifact_prefix="$out/$target-" "$corpus" >"$out/$target.log" 2>&1) || status=$?
    if (( status == 0 )); then
        echo "fuzz: $target: $(grep -E '^Done [0-9]+ runs' "$out/$target.log")"
    elif (( status == 152 )); then
        echo "fuzz: $target FOUND A HANG: one unit used 10 s of CPU; see $out/$target.log"
        rm -rf "$corpus"
        return 1
    else
        echo "fuzz: $target FOUND A CRASH; see $out/$target.log and $out/$target-crash-*"
        grep -E "Assertion|Fatal error|precondition|ERROR" "$out/$target.log" | head -5
        rm -rf "$corpus"
        return 1
    fi
    rm -rf "$corpus"
}

echo "fuzz: each target for ${seconds}s"
failed=0
pids=()
for target in $targets; do
    run_one "$target" &
    pids+=($!)
    if (( ${#pids[@]} == ${FUZZ_JOBS:-2} )); then
        for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
        pids=()
    fi
done
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
exit $failed
