#!/bin/bash
# `make test-parallel`: scripts/parallel/sweep-over-ssh.sh run by GNU parallel
# over ssh logins, both ways docs/sweeps.md gives: machines that share the
# working directory, and machines that share nothing (each shard in a folder
# of its own with a copy of the scenario, its part returned with --return,
# the folder removed with --cleanup). Installs Debian's parallel and rsync where missing. There is no
# second machine here, so the ssh that parallel (and rsync) runs is a stand-in
# (PARALLEL_SSH): it runs the command on this machine, in the login's home
# directory, which for "separate" logins is a folder of its own. Each merged
# file must equal the same sweep run directly, and the separate machines'
# folders must be empty afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
BIN=$(realpath "${FOCUSBENCH:-.build/release/focusbench}")
[ -x "$BIN" ] || { echo "test-parallel: $BIN is not built" >&2; exit 1; }
if ! command -v parallel >/dev/null || ! command -v rsync >/dev/null; then
    echo "installing parallel and rsync with apt-get"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq parallel rsync >/dev/null
fi

work=$(mktemp -d /tmp/focusbench-parallel.XXXXXX)
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
mkdir -p "$work/bin" "$work/local/sweep/scenarios"
ln -s "$BIN" "$work/bin/focusbench"
cp scenarios/signup.json "$work/local/sweep/scenarios/"

# The stand-in ssh: options and the login are dropped; "shared-*" logins run in
# the local home, any other login in a home of its own under $work/remote-LOGIN.
# Like sshd it sets SHELL to the login's shell from the password database:
# parallel's worker on the far side runs each job with $SHELL, and without it
# every job silently does nothing (as under a CI runner that has no SHELL).
cat > "$work/bin/stand-in-ssh" <<STANDIN
#!/bin/bash
while [[ "\$1" == -* ]]; do case "\$1" in -o|-p|-l|-i|-S|-O) shift 2;; *) shift;; esac; done
login=\$1; shift
[[ "\${1:-}" == "--" ]] && shift
case \$login in shared-*) home="$work/local";; *) home="$work/remote-\$login";; esac
mkdir -p "\$home"
export HOME="\$home"
SHELL=\$(getent passwd "\$(id -un)" | cut -d: -f7)
export SHELL=\${SHELL:-/bin/sh}
cd "\$home" && exec bash -c "\$*"
STANDIN
chmod +x "$work/bin/stand-in-ssh"

args=(scenarios/signup.json --user switch-novice --orders visual,passwordFirst
      --vary scanInterval=0.6:1.5:0.3 --vary reactionTime.median=0.4,0.5,0.6 --replications 200)
cd "$work/local/sweep"
"$BIN" sweep "${args[@]}" --threads 1 --format csv --output single.csv

# HOME is the local machine's home, so --workdir . is the folder "sweep" under it on every machine.
run() {
    HOME="$work/local" PATH="$work/bin:$PATH" PARALLEL_SSH="$work/bin/stand-in-ssh" FOCUSBENCH=focusbench TMPDIR="$work" \
        "$root/scripts/parallel/sweep-over-ssh.sh" 5 "${args[@]}"
}

printf '1/shared-a\n2/shared-b\n' > nodes.txt
PARTS=parts-shared OUTPUT=merged-shared.csv run
cmp single.csv merged-shared.csv
echo "test-parallel: machines sharing the folder: the merged CSV of 5 shards equals the single-machine run"

printf '1/node-a\n2/node-b\n' > nodes.txt
SHIP=scenarios/signup.json PARTS=parts-separate OUTPUT=merged-separate.csv run
cmp single.csv merged-separate.csv
[ "$(ls parts-separate | wc -l)" = 5 ] || { echo "test-parallel: expected 5 parts back" >&2; exit 1; }
left=$(find "$work"/remote-* -type f 2>/dev/null || true)
[ -z "$left" ] || { echo "test-parallel: files left on the machines: $left" >&2; exit 1; }
echo "test-parallel: separate machines: 5 parts came back, the merge equals the single-machine run, nothing was left on them"
