#!/usr/bin/env python3
"""Prints, one per line, the symbols of one binary that ran in the given callgrind profiles.

The profiles come from `valgrind --tool=callgrind --demangle=no`; the output is what lld's
--symbol-ordering-file reads, so that the code PlayDeck runs is laid out together and the
pages it needs are few (see profile.sh). Symbols keep the order in which the profiles name
them, profile by profile; each is printed once.
"""
import re
import sys

NAMED = re.compile(r"^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$")


def functions(path, binary):
    objects, names, current, found = {}, {}, None, []
    with open(path, errors="replace") as profile:
        for line in profile:
            match = NAMED.match(line.rstrip("\n"))
            if not match:
                continue
            kind, key, name = match.groups()
            table = objects if kind.endswith("ob") else names
            if name:
                table[key] = name
            if kind == "ob":
                current = objects.get(key)
            elif kind == "fn" and current == binary and key in names:
                found.append(names[key])
    return found


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: hot_functions.py BINARY PROFILE...")
    binary, seen = sys.argv[1], set()
    for path in sys.argv[2:]:
        for name in functions(path, binary):
            # callgrind marks recursion depth with 'N; an address means no symbol.
            name = re.sub(r"'\d+$", "", name)
            if name.startswith("0x") or name in seen:
                continue
            seen.add(name)
            print(name)


if __name__ == "__main__":
    main()
