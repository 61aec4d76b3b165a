"""Plants faults in a copy of the library, one at a time, and reports the ones no test notices.

Run through plant-faults.sh (beside this file); `--help` lists the options. Python's standard
library only. See Documentation/Reliability.md, "Planted faults", for what the figures mean.

A fault is one small change at one site of the four library layers: a comparison flipped, `+ 1`
made `- 1`, `+= 1` made `-= 1`, `&&` and `||` swapped, `min(` and `max(` swapped, `true` and
`false` swapped. Comments, string literals (with their interpolations) and code compiled only
under `#if CASCADING_INTERNAL_CHECKS` are not sites: a change there cannot fail a behaviour test,
or (the checks) is not code a user runs. A line whose comment, or the comment lines right above
it, says "equivalent mutant" is not a site either: someone has shown that its faults cannot change
behaviour, and says why there. Nor is a `reserveCapacity(` line: a capacity is a hint.

For each fault of a seeded sample: the copy's file gets the fault alone, the package is built
incrementally in one scratch folder of the copy (debug, with the internal checks, as the tests
run), and the test suite runs under a time limit. The fault is
- killed when a test fails or the suite crashes (an internal check stops it, for instance);
- hung (and counted as killed, reported apart) when the suite passes the time limit;
- not compiled when the build fails: then it does not count, and the next site of the seeded
  order takes its place, so that the sample holds `--count` faults that compiled;
- survived when the whole suite passes.
The suite stops at the first failing test: one is all a fault needs.
"""

import argparse
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass

LAYERS = [
    "Sources/CascadingTableCollections",
    "Sources/CascadingTableView",
    "Sources/CascadingTableNodes",
    "Sources/CascadingTableDescribed",
]

# Each operator: a pattern found in the code of a line (comments and strings blanked out), and
# what replaces the match. Binary operators are matched with the spaces swift-format puts around
# them, which leaves out generic brackets, `->`, `..<` and unary minus.
OPERATORS = [
    (r"(?<= )<(?= )", ">="),
    (r"(?<= )<=(?= )", ">"),
    (r"(?<= )>(?= )", "<="),
    (r"(?<= )>=(?= )", "<"),
    (r"(?<= )==(?= )", "!="),
    (r"(?<= )!=(?= )", "=="),
    (r"(?<= )\+ 1(?![\w.])", "- 1"),
    (r"(?<= )- 1(?![\w.])", "+ 1"),
    (r"(?<= )\+= 1(?![\w.])", "-= 1"),
    (r"(?<= )-= 1(?![\w.])", "+= 1"),
    (r"&&", "||"),
    (r"\|\|", "&&"),
    (r"\bmin\(", "max("),
    (r"\bmax\(", "min("),
    (r"\btrue\b", "false"),
    (r"\bfalse\b", "true"),
]
COMPILED_OPERATORS = [(re.compile(pattern), replacement) for pattern, replacement in OPERATORS]
EQUIVALENT_MARK = re.compile(r"equivalent mutant", re.IGNORECASE)
CAPACITY_HINT = re.compile(r"\breserveCapacity\(")
CHECKS_CONDITION = "CASCADING_INTERNAL_CHECKS"


@dataclass
class Site:
    path: str  # relative to the package root
    line: int  # 1-based
    column: int  # 0-based, in the line
    original: str
    mutant: str
    text: str  # the line, stripped, for the report

    def label(self):
        return f"{self.path}:{self.line}:{self.column + 1}  `{self.original}` -> `{self.mutant}`"


def blank_comments_and_strings(source):
    """Returns `source` with every character of comments and string literals (interpolations
    included) replaced by a space, newlines kept, so that columns and lines still match, plus for
    each line whether it holds a comment (for the equivalent-mutant mark)."""
    out = list(source)
    i, n = 0, len(source)
    # The contexts we are inside, innermost last: "code", "string" ("..."), "multiline" ("""..."""),
    # or ["interpolation", open parentheses]. Code inside an interpolation is blanked too.
    stack = ["code"]
    block_depth = 0
    while i < n:
        c = source[i]
        top = stack[-1]
        if block_depth > 0:
            if source.startswith("*/", i):
                block_depth -= 1
                out[i] = out[i + 1] = " "
                i += 2
                continue
            if source.startswith("/*", i):
                block_depth += 1
                out[i] = out[i + 1] = " "
                i += 2
                continue
            if c != "\n":
                out[i] = " "
            i += 1
            continue
        if top == "code" or isinstance(top, list):
            if source.startswith("//", i):
                end = source.find("\n", i)
                end = n if end < 0 else end
                for j in range(i, end):
                    out[j] = " "
                i = end
                continue
            if source.startswith("/*", i):
                block_depth = 1
                out[i] = out[i + 1] = " "
                i += 2
                continue
            if source.startswith('"""', i):
                stack.append("multiline")
                for j in range(i, i + 3):
                    out[j] = " "
                i += 3
                continue
            if c == '"':
                stack.append("string")
                out[i] = " "
                i += 1
                continue
            if isinstance(top, list):
                if c == "(":
                    top[1] += 1
                elif c == ")":
                    top[1] -= 1
                    if top[1] == 0:
                        stack.pop()
                if c != "\n":
                    out[i] = " "
            i += 1
            continue
        # Inside a string literal.
        if c == "\\":
            if source.startswith("\\(", i):
                stack.append(["interpolation", 1])
                out[i] = out[i + 1] = " "
                i += 2
                continue
            out[i] = " "
            if i + 1 < n and source[i + 1] != "\n":
                out[i + 1] = " "
            i += 2
            continue
        if top == "multiline" and source.startswith('"""', i):
            stack.pop()
            for j in range(i, i + 3):
                out[j] = " "
            i += 3
            continue
        if top == "string" and c == '"':
            stack.pop()
            out[i] = " "
            i += 1
            continue
        if c != "\n":
            out[i] = " "
        i += 1
    return "".join(out)


def find_sites(root):
    """Every fault site of the four layers, in a stable order (file, line, column, operator)."""
    sites, marked = [], 0
    for layer in LAYERS:
        for folder, _, files in sorted(os.walk(os.path.join(root, layer))):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(folder, name)
                relative = os.path.relpath(path, root)
                with open(path, encoding="utf-8") as file:
                    source = file.read()
                found, skipped = sites_in(relative, source)
                sites.extend(found)
                marked += skipped
    sites.sort(key=lambda s: (s.path, s.line, s.column, s.original))
    return sites, marked


def sites_in(relative, source):
    lines = source.split("\n")
    code_lines = blank_comments_and_strings(source).split("\n")
    sites, marked = [], 0
    # The open `#if`s: True for one whose active branch is compiled only with (or only without)
    # the internal checks, so that neither branch is a site.
    conditions = []
    comment_above = False  # the comment lines right above the current line carry the mark
    for number, (line, code) in enumerate(zip(lines, code_lines), start=1):
        stripped = line.strip()
        comment_only = stripped.startswith("//")
        if stripped.startswith("#if"):
            conditions.append(CHECKS_CONDITION in stripped)
            continue
        if stripped.startswith("#else") or stripped.startswith("#elseif"):
            continue
        if stripped.startswith("#endif"):
            if conditions:
                conditions.pop()
            continue
        if comment_only:
            comment_above = comment_above or bool(EQUIVALENT_MARK.search(line))
            continue
        is_marked = comment_above or bool(EQUIVALENT_MARK.search(line[len(code.rstrip()) :]))
        comment_above = False
        if any(conditions):
            continue
        # A capacity reserved is a hint: no fault in it changes behaviour.
        if CAPACITY_HINT.search(code):
            marked += len([1 for pattern, _ in COMPILED_OPERATORS for _ in pattern.finditer(code)])
            continue
        for pattern, replacement in COMPILED_OPERATORS:
            for match in pattern.finditer(code):
                if is_marked:
                    marked += 1
                    continue
                sites.append(Site(relative, number, match.start(), match.group(0), replacement, stripped))
    return sites, marked


def apply_fault(source, site):
    lines = source.split("\n")
    line = lines[site.line - 1]
    assert line[site.column : site.column + len(site.original)] == site.original, site.label()
    lines[site.line - 1] = line[: site.column] + site.mutant + line[site.column + len(site.original) :]
    return "\n".join(lines)


def seeded_order(sites, seed):
    order = list(sites)
    random.Random(seed).shuffle(order)
    return order


def copy_package(root, destination):
    """Copies the package (without build folders and Git data) into `destination`, writing only
    files whose content changed, so that a reused copy keeps its incremental build."""
    wanted = set()
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".build") and d not in (".git", ".swiftpm"))
        for name in files:
            source = os.path.join(folder, name)
            relative = os.path.relpath(source, root)
            if relative == ".git":
                continue
            wanted.add(relative)
            target = os.path.join(destination, relative)
            with open(source, "rb") as file:
                data = file.read()
            if os.path.exists(target):
                with open(target, "rb") as file:
                    if file.read() == data:
                        continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as file:
                file.write(data)
            shutil.copymode(source, target)
    # Files gone from the package since an earlier copy would still be compiled.
    for folder, dirs, files in os.walk(destination):
        dirs[:] = [d for d in dirs if not d.startswith(".build")]
        for name in files:
            relative = os.path.relpath(os.path.join(folder, name), destination)
            if relative not in wanted:
                os.remove(os.path.join(destination, relative))


def limit_memory():
    # A fault that makes a loop grow an array without end must not take the shared machine's memory.
    limit = 12 * 1024**3
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))


def kill_session(session):
    """Kills every process of `session`: `swift test` starts the test bundle in a process group
    of its own, in the same session."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8", errors="replace") as file:
                fields = file.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        # After the name: state, parent, process group, session.
        if int(fields[3]) == session:
            try:
                os.kill(int(entry), signal.SIGKILL)
            except OSError:
                pass


# What a test run prints when a test fails: XCTest's assertion and case lines, Swift Testing's
# issues, a trap. A clean run prints none of them.
FAILURE_LINE = re.compile(
    r"(error: .*|Test Case .* failed.*|.*Fatal error.*|Internal check failed.*|.*recorded an issue.*)"
)
EARLY_FAILURE = re.compile(r"(: error: |Test Case '.*' failed|recorded an issue)")


def run(command, cwd, timeout=None, log=None, stop_at_failure=False):
    """Runs `command` in a session of its own; returns (exit status, or None on timeout, or
    "stopped" when `stop_at_failure` saw a test fail, output, seconds). The whole session is
    killed on timeout or at the first failure: `swift test` runs the tests in a child, and one
    failure is all a fault needs, so the rest of the suite is not waited for."""
    start = time.monotonic()
    process = subprocess.Popen(
        command,
        cwd=cwd,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        start_new_session=True,
        preexec_fn=limit_memory,
    )
    lines = []
    failed = threading.Event()

    # The test bundle's output reaches the pipe in blocks, not lines: a failure is seen when its
    # block is written, or at the end, and a killed run's log may end before its last test.
    def read():
        for raw in process.stdout:
            line = raw.decode("utf-8", "replace")
            lines.append(line)
            if stop_at_failure and EARLY_FAILURE.search(line):
                failed.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    status = None
    try:
        while True:
            if process.poll() is not None:
                status = process.returncode
                break
            if failed.is_set():
                status = "stopped"
                break
            if timeout is not None and time.monotonic() - start > timeout:
                break
            time.sleep(0.2)
    finally:
        # Also when this script is stopped: nothing of the run outlives it.
        if process.poll() is None:
            kill_session(process.pid)
            process.wait()
    reader.join(timeout=10)
    text = "".join(lines)
    if log is not None:
        log.write(f"$ {' '.join(command)}\n{text}\n")
        log.flush()
    return status, text, time.monotonic() - start


def first_failure(output):
    for line in output.splitlines():
        match = FAILURE_LINE.search(line)
        if match:
            return match.group(1).strip()[:200]
    return "exit status non-zero, no failure line found"


class Runner:
    def __init__(self, copy, scratch, flags, stages, timeout, log):
        self.copy, self.scratch, self.flags = copy, scratch, flags
        self.stages, self.timeout, self.log = stages, timeout, log
        # The clean run goes to its end: its time sets the limit, and any failure in it matters.
        self.stop_at_failure = False

    def build(self):
        # The test bundle alone (SwiftPM names it after the package): the executables and the
        # benchmarks, which no test runs, are not relinked for every fault.
        product = ["--product", "CascadingTableDelegatePackageTests"]
        command = ["swift", "build", *product, "--scratch-path", self.scratch, *self.flags]
        return run(command, self.copy, log=self.log)

    def test(self, timeout):
        """Runs the stages in turn (the quick tests first: most faults fail one of them, and the
        long ones then need not run). Returns (outcome, detail, seconds); outcome is "passed",
        "failed" or "hung"."""
        total = 0.0
        for stage in self.stages:
            command = ["swift", "test", "--skip-build", "--scratch-path", self.scratch, *self.flags, *stage]
            status, output, seconds = run(
                command, self.copy, timeout=timeout, log=self.log, stop_at_failure=self.stop_at_failure
            )
            total += seconds
            if status is None:
                return "hung", f"no end after {timeout:.0f} s ({' '.join(stage)})", total
            if status != 0:
                return "failed", first_failure(output), total
        return "passed", "", total


def parse_arguments():
    parser = argparse.ArgumentParser(
        prog="Tests/Mutation/plant-faults.sh",
        description="Plants a seeded sample of faults in a copy of the library, one at a time, runs the "
        "tests for each, and reports the faults no test notices.",
    )
    parser.add_argument("--seed", type=int, default=1, help="the sample's seed (default 1)")
    parser.add_argument("--count", type=int, default=60, help="faults that compile to run (default 60)")
    parser.add_argument(
        "--list", "--dry-run", dest="list", action="store_true", help="print the sampled faults and stop"
    )
    parser.add_argument("--sites", action="store_true", help="print every fault site and stop")
    parser.add_argument(
        "--only",
        default="",
        help="comma-separated positions in the seeded order (from --list, 1-based): run just these",
    )
    parser.add_argument(
        "--timeout", type=float, default=0, help="seconds a test stage may take (default: 2 x the clean run + 60)"
    )
    parser.add_argument(
        "--workdir",
        default="",
        help="where the copy goes; kept afterwards, and reused (with its build) when it exists. "
        "Default: a temporary folder, removed at the end",
    )
    parser.add_argument("--log", default="", help="a file for every build's and test run's output")
    return parser.parse_args()


def stop_on_terminate(signum, frame):
    # A terminated run still puts back the file it planted a fault in (the `finally` blocks).
    raise KeyboardInterrupt


def main():
    signal.signal(signal.SIGTERM, stop_on_terminate)
    arguments = parse_arguments()
    root = os.path.realpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    sites, marked = find_sites(root)
    order = seeded_order(sites, arguments.seed)
    print(
        f"{len(sites)} fault sites in the four layers ({marked} more on lines marked as equivalent mutants "
        "or reserving capacity)"
    )
    if arguments.sites:
        for site in sites:
            print(site.label())
        return 0
    chosen = list(enumerate(order, start=1))
    if arguments.only:
        wanted = {int(part) for part in arguments.only.split(",") if part.strip()}
        chosen = [(position, site) for position, site in chosen if position in wanted]
    if arguments.list:
        print(f"seed {arguments.seed}: the first {arguments.count} of the seeded order (a fault that does not")
        print("compile is replaced by the next one in this order)")
        for position, site in chosen[: arguments.count]:
            print(f"{position:4}  {site.label()}\n        {site.text}")
        return 0

    flags = ["-Xswiftc", "-DCASCADING_INTERNAL_CHECKS"]
    # Every test but the long randomized ones first (seconds, and most faults fail one of them);
    # the randomized ones, nine tenths of the suite's time, only for a fault that passes those.
    slow = "Randomized|ModelChecking"
    stages = [["--skip", slow], ["--filter", slow]]
    temporary = not arguments.workdir
    copy = tempfile.mkdtemp(prefix="plant-faults-") if temporary else os.path.abspath(arguments.workdir)
    os.makedirs(copy, exist_ok=True)
    log = open(arguments.log, "a", encoding="utf-8") if arguments.log else None
    started = time.monotonic()
    print(f"copy: {copy}")
    try:
        copy_package(root, copy)
        runner = Runner(copy, os.path.join(copy, ".build-mutation"), flags, stages, arguments.timeout, log)
        print("building the clean copy ...", flush=True)
        status, output, seconds = runner.build()
        if status != 0:
            print(f"the clean copy does not build ({seconds:.0f} s):\n{output[-3000:]}")
            return 2
        print(f"built in {seconds:.0f} s; running the tests on the clean copy ...", flush=True)
        outcome, detail, seconds = runner.test(timeout=None)
        if outcome != "passed":
            print(f"the tests fail without any fault ({detail}); nothing to measure")
            return 2
        timeout = arguments.timeout or 2 * seconds + 60
        runner.stop_at_failure = True
        print(f"clean tests passed in {seconds:.0f} s; a test stage may take {timeout:.0f} s", flush=True)

        results = {"killed": [], "hung": [], "survived": [], "not compiled": []}
        ran = 0
        for position, site in chosen:
            if ran >= arguments.count:
                break
            path = os.path.join(copy, site.path)
            with open(path, encoding="utf-8") as file:
                original = file.read()
            try:
                with open(path, "w", encoding="utf-8") as file:
                    file.write(apply_fault(original, site))
                status, output, build_seconds = runner.build()
                if status != 0:
                    outcome, detail, test_seconds = "not compiled", first_failure(output), 0.0
                else:
                    ran += 1
                    outcome, detail, test_seconds = runner.test(timeout)
            finally:
                with open(path, "w", encoding="utf-8") as file:
                    file.write(original)
            kind = {"failed": "killed", "hung": "hung", "passed": "survived"}.get(outcome, outcome)
            results[kind].append((position, site, detail))
            counter = f"{ran}/{arguments.count}" if kind != "not compiled" else "  - "
            print(
                f"[{counter}] #{position} {kind.upper()}  {site.label()}\n"
                f"        {site.text}\n"
                f"        build {build_seconds:.0f} s, tests {test_seconds:.0f} s{'; ' + detail if detail else ''}",
                flush=True,
            )
        # Leave the copy's build as its sources are, for a reused --workdir.
        runner.build()
    finally:
        if log:
            log.close()
        if temporary:
            shutil.rmtree(copy, ignore_errors=True)

    killed, hung, survived = len(results["killed"]), len(results["hung"]), len(results["survived"])
    total = killed + hung + survived
    minutes = (time.monotonic() - started) / 60
    print()
    print(f"seed {arguments.seed}, {total} faults that compiled ({len(results['not compiled'])} more did not compile)")
    if total:
        print(
            f"killed {killed + hung} of {total} ({100 * (killed + hung) / total:.1f}%): "
            f"{killed} by a failing test, {hung} by hanging the suite; survived {survived}"
        )
    print(f"{minutes:.0f} minutes")
    if results["survived"]:
        print("\nsurvivors:")
        for position, site, _ in results["survived"]:
            print(f"  #{position} {site.label()}\n        {site.text}")
    if results["hung"]:
        print("\nhung (counted as killed):")
        for position, site, _ in results["hung"]:
            print(f"  #{position} {site.label()}")
    if results["not compiled"]:
        print("\nnot compiled (not counted):")
        for position, site, detail in results["not compiled"]:
            print(f"  #{position} {site.label()}: {detail}")
    return 1 if survived else 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("stopped; the copy's sources are as the package's again", flush=True)
        sys.exit(130)
