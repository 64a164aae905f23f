"""BENCHMARKS.md: written whole by a full run, or with `--only … --update` the rows of the cases
run again replaced in it."""
import datetime
import os
import platform

from common import mpv_version


def table_row(case, metric, ours, theirs, ratio, target, unit):
    """One row of the table: `—` where there is no peer or no ratio (NaN)."""
    peer = "—" if theirs != theirs else f"{theirs:.4g} {unit}"
    share = "—" if ratio != ratio else f"{ratio:.3f}"
    return f"| {case} | {metric} | {ours:.4g} {unit} | {peer} | {share} | {target} |"


def write(bench, path):
    """The whole report of a full run."""
    lines = [
        "# Benchmarks",
        "",
        f"One `make bench` run on {datetime.date.today().isoformat()}: {platform.node()}, "
        f"{os.cpu_count()} cores, {platform.platform()}. mpv: {mpv_version()}.",
        f"Medians of {bench.runs} alternating runs each. The peer is bare `mpv` on the same input.",
        "",
        "| case | metric | PlayDeck | peer | ratio | target |",
        "| --- | --- | ---: | ---: | ---: | --- |",
    ]
    lines += [table_row(*row) for row in bench.rows]
    lines += ["", "Commands:", ""] + [f"    {c}" for c in bench.commands] + [""]
    with open(path, "w") as out:
        out.write("\n".join(lines))


def update(bench, path, cases):
    """Replaces the rows of the cases just run in an existing report, adds the new ones, and
    says which cases were run again, when: the rest stays as the full run measured it."""
    with open(path) as existing:
        lines = existing.read().split("\n")
    fresh = {(row[0], row[1]): table_row(*row) for row in bench.rows}
    table = [i for i, line in enumerate(lines) if line.startswith("| ") and not line.startswith("| case ")]
    end = (table[-1] + 1) if table else len(lines)
    kept = []
    for i in table:
        cells = [c.strip() for c in lines[i].strip("|").split("|")]
        key = (cells[0], cells[1]) if len(cells) > 1 else None
        kept.append(fresh.pop(key) if key in fresh else lines[i])
    kept += list(fresh.values())
    start = table[0] if table else end
    note = (f"Rows of {', '.join(cases)} run again on {datetime.date.today().isoformat()} "
            f"(`bench.py --only {','.join(cases)} --update`, medians of {bench.runs}).")
    lines = lines[:start] + kept + lines[end:]
    header = next((i for i, line in enumerate(lines) if line.startswith("| case ")), 0)
    # A case run again the same day says so once.
    if note not in lines:
        lines.insert(max(0, header - 1), note)
    commands = [f"    {c}" for c in bench.commands if f"    {c}" not in lines]
    with open(path, "w") as out:
        out.write("\n".join(lines).rstrip("\n") + "\n" + "\n".join(commands) + ("\n" if commands else ""))
