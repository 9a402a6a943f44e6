#!/usr/bin/env python3
"""Runs every `$ focusbench …` example in README.md, docs/*.md and the
READMEs under scenarios/ and writes
the program's output under it, or (--check) fails when the pasted output is
not what the program prints.

An example is a fenced code block holding a line that starts with
`$ focusbench`. Every `$ ` line of such a block is a shell command, and the
lines up to the next `$ ` line are its output (stdout and stderr as a
terminal shows them). The commands of one block run in one shell, in order,
so `$ echo $?` sees the status of the command before it; a command line
ending in a backslash goes on on the next line. Each block runs in a scratch
folder holding a copy of `scenarios/` and `focusbench.json` and links to the
rest of the repository's top level, so files an example writes (`--output
x.json`) never land in the repository, and with `focusbench` on PATH meaning
the binary given by --binary.

Lines that legitimately differ between runs are compared after one
normalisation, the VARYING table below (wall-clock times and the thread
count, which is the machine's core count by default). When writing, an
output that matches the pasted one after normalisation is left as pasted,
so regenerating does not churn elapsed times.

Usage:
  scripts/docs-examples.py [--check] [--binary PATH] [--repo DIR] [FILE.md ...]
Exit status: 0 when every example matches (or was rewritten), 1 when --check
found a difference or an example could not run, 2 on bad usage.
"""

import argparse
import concurrent.futures
import difflib
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

# What may differ from run to run, and the text it is compared as.
VARYING = [
    (re.compile(r"Simulation took [0-9.]+ s\."), "Simulation took <elapsed> s."),
    (re.compile(r'"elapsedSeconds" ?: ?[0-9.eE+-]+'), '"elapsedSeconds": <elapsed>'),
    (re.compile(r"evaluations in [0-9.]+ s"), "evaluations in <elapsed> s"),
    (re.compile(r"\b[0-9]+ threads?\b"), "<threads> threads"),
    (re.compile(r'"threads" ?: ?[0-9]+'), '"threads": <threads>'),
    (re.compile(r"all cores, [0-9]+ here"), "all cores, <threads> here"),
]

COMMAND_PREFIX = "$ "
EXAMPLE_MARK = "$ focusbench"
FENCE = re.compile(r"^(```+|~~~+)")
# What each block's scratch folder gets from the repository: copies of the
# files examples read and write beside, links to the rest of the top level
# (test captures, say), and nothing of the build or version control.
SCRATCH_COPIES = ["scenarios", "focusbench.json"]
SCRATCH_SKIPPED = [".git", ".build", ".swiftpm", "dist"]
BLOCK_TIME_LIMIT = 300
# The shells running now; Ctrl-C or SIGTERM ends them and what they started.
RUNNING = set()


def normalise(text):
    for pattern, replacement in VARYING:
        text = pattern.sub(replacement, text)
    return text


class Step:
    """One `$ ` command, the line it is on (from 1) and its pasted output."""

    def __init__(self, command, line, output):
        self.command, self.line, self.output = command, line, output


class Block:
    """A fenced example: its body lines (start, end) in the file and its steps."""

    def __init__(self, path, start, end, steps):
        self.path, self.start, self.end, self.steps = path, start, end, steps


def parse_blocks(path, lines):
    blocks, index = [], 0
    while index < len(lines):
        opening = FENCE.match(lines[index])
        if not opening:
            index += 1
            continue
        fence = opening.group(1)
        body_start = index + 1
        close = body_start
        while close < len(lines) and not lines[close].startswith(fence):
            close += 1
        body = lines[body_start:close]
        if any(line.startswith(EXAMPLE_MARK) for line in body):
            blocks.append(Block(path, body_start, close, parse_steps(body, body_start)))
        index = close + 1
    return blocks


def parse_steps(body, first_line_index):
    steps = []
    for offset, line in enumerate(body):
        if steps and not steps[-1].output and steps[-1].command.endswith("\\"):
            # A command continued on the next line, as a shell reads it.
            steps[-1].command += "\n" + line
        elif line.startswith(COMMAND_PREFIX):
            steps.append(Step(line[len(COMMAND_PREFIX):], first_line_index + offset + 1, []))
        elif steps:
            steps[-1].output.append(line)
        else:
            raise ValueError(f"{offset + first_line_index + 1}: output before the first '$ ' command")
    return steps


def delimiter(index):
    return f"@@docs-example-{index}-end@@"


def shell_script(block):
    """The block's commands, each followed by a line that marks its end and
    keeps its exit status for the next command's `$?`."""
    parts = ["exec 2>&1"]
    for index, step in enumerate(block.steps):
        parts.append(step.command)
        parts.append(f"__status=$?; printf '\\n%s\\n' '{delimiter(index)}'; (exit $__status)")
    return "\n".join(parts) + "\n"


def run_block(block, binary, repo):
    """Runs one block in its own scratch folder; returns the outputs of its
    steps as lists of lines, or raises RuntimeError."""
    scratch = tempfile.mkdtemp(prefix="focusbench-docs-")
    try:
        for name in os.listdir(repo):
            source = os.path.join(repo, name)
            if name in SCRATCH_SKIPPED:
                continue
            if name not in SCRATCH_COPIES:
                os.symlink(source, os.path.join(scratch, name))
            elif os.path.isdir(source):
                shutil.copytree(source, os.path.join(scratch, name))
            else:
                shutil.copy(source, scratch)
        bin_dir = os.path.join(scratch, ".bin")
        os.mkdir(bin_dir)
        os.symlink(os.path.abspath(binary), os.path.join(bin_dir, "focusbench"))
        env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ.get("PATH", ""), LC_ALL="C.UTF-8")
        # A session of its own, so that a time-out ends the programs the shell started too.
        shell = subprocess.Popen(["bash", "-c", shell_script(block)], cwd=scratch, env=env,
                                 stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, start_new_session=True)
        RUNNING.add(shell)
        try:
            stdout, _ = shell.communicate(timeout=BLOCK_TIME_LIMIT)
        except subprocess.TimeoutExpired:
            os.killpg(shell.pid, signal.SIGKILL)
            shell.communicate()
            raise RuntimeError(f"still running after {BLOCK_TIME_LIMIT} s; make the example smaller")
        finally:
            if shell.poll() is None:
                os.killpg(shell.pid, signal.SIGKILL)
                shell.wait()
            RUNNING.discard(shell)
        text = stdout.decode("utf-8", errors="replace")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    outputs = []
    for index, step in enumerate(block.steps):
        marker = "\n" + delimiter(index) + "\n"
        output, found, text = text.partition(marker)
        if not found:
            raise RuntimeError(f"line {step.line}: the shell stopped before '{step.command}' ended")
        # The marker's own leading line break stands for the output's last one.
        output = output[:-1] if output.endswith("\n") else output
        outputs.append(output.split("\n") if output else [])
    return outputs


def default_files(repo):
    docs = os.path.join(repo, "docs")
    names = sorted(name for name in os.listdir(docs) if name.endswith(".md"))
    scenario_readmes = [os.path.join(repo, "scenarios", "README.md"),
                        os.path.join(repo, "scenarios", "changing", "README.md")]
    return [os.path.join(repo, "README.md")] + [os.path.join(docs, name) for name in names] + scenario_readmes


def end_running_shells():
    for shell in list(RUNNING):
        try:
            os.killpg(shell.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def stop_on_signal(number, frame):
    raise KeyboardInterrupt


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 on a difference")
    parser.add_argument("--binary", help="the focusbench to run (default: .build/debug/focusbench)")
    parser.add_argument("--repo", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        help="the repository root (scenarios/ and focusbench.json are copied from it)")
    parser.add_argument("--jobs", type=int, default=2, help="blocks run at the same time (default 2)")
    parser.add_argument("files", nargs="*", help="Markdown files (default: README.md, docs/*.md and scenarios' READMEs)")
    arguments = parser.parse_args()
    repo = os.path.abspath(arguments.repo)
    binary = arguments.binary or os.path.join(repo, ".build", "debug", "focusbench")
    if not os.access(binary, os.X_OK):
        print(f"docs-examples: no focusbench at {binary} (build it, or pass --binary)", file=sys.stderr)
        return 2
    files = arguments.files or default_files(repo)

    texts, blocks = {}, []
    for path in files:
        with open(path, encoding="utf-8") as handle:
            texts[path] = handle.read().split("\n")
        try:
            blocks += parse_blocks(path, texts[path])
        except ValueError as error:
            print(f"{path}:{error}", file=sys.stderr)
            return 1

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, arguments.jobs)) as pool:
        futures = [pool.submit(run_block, block, binary, repo) for block in blocks]
        results = []
        for block, future in zip(blocks, futures):
            try:
                results.append(future.result())
            except RuntimeError as error:
                results.append(error)

    failures, rewritten = 0, {}
    for block, result in zip(blocks, results):
        relative = os.path.relpath(block.path)
        if isinstance(result, RuntimeError):
            print(f"{relative}:{block.steps[0].line}: {result}")
            failures += 1
            continue
        body = []
        for step, actual in zip(block.steps, result):
            body.append(COMMAND_PREFIX + step.command)
            if normalise("\n".join(actual)) == normalise("\n".join(step.output)):
                body += step.output
                continue
            failures += 1
            if arguments.check:
                print(f"{relative}:{step.line}: the output of `{step.command}` differs from the program's "
                      "(run `make docs-examples` to paste it)")
                diff = difflib.unified_diff(step.output, actual, "pasted", "printed", lineterm="", n=1)
                print("\n".join("    " + line for line in diff))
            body += actual
        rewritten.setdefault(block.path, []).append((block.start, block.end, body))

    if arguments.check:
        print(f"docs-examples: {sum(len(b.steps) for b in blocks)} commands in {len(blocks)} examples, "
              f"{failures} differ")
        return 1 if failures else 0
    for path, edits in rewritten.items():
        lines = texts[path]
        for start, end, body in sorted(edits, reverse=True):
            lines[start:end] = body
        new_text = "\n".join(lines)
        with open(path, encoding="utf-8") as handle:
            if handle.read() == new_text:
                continue
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(new_text)
        print(f"docs-examples: rewrote {os.path.relpath(path)}")
    errors = sum(isinstance(result, RuntimeError) for result in results)
    print(f"docs-examples: {len(blocks)} examples, {failures - errors} outputs updated, {errors} could not run")
    return 1 if errors else 0


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, stop_on_signal)
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        end_running_shells()
        sys.exit(130)
