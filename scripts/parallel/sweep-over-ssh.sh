#!/bin/bash
# Runs a sweep as SHARDS shards with GNU parallel on the machines of a
# --sshloginfile, then merges the parts on this machine.
#   scripts/parallel/sweep-over-ssh.sh 16 scenarios/signup.json --user switch-novice --vary scanInterval=0.4:2:0.1
# Environment:
#   NODES       the --sshloginfile (default nodes.txt): one login per line,
#               "2/alice@lab-pc1" for two jobs there, ":" for this machine
#   SHIP        files the machines do not share with this one (the scenarios,
#               a --profiles file): each shard then runs in a folder of its
#               own (--workdir ...) with a copy of them (--transferfile), its
#               part comes back (--return) and the folder is removed
#               (--cleanup). Leave it unset when every machine sees this
#               directory: --cleanup would then delete the parts.
#   FOCUSBENCH  the program on the machines' PATH (default focusbench)
#   PARTS       the folder of the part files, relative (default parts)
#   FORMAT, OUTPUT  the merged file (default csv, sweep.csv)
# Without SHIP the shards run in this folder's place relative to the home
# directory on every machine (--workdir .). Exits with parallel's status
# (the count of shards that failed) when a shard fails; the merge then names
# the cells left out.
set -euo pipefail
shards=${1:?usage: sweep-over-ssh.sh SHARDS SWEEP-ARGUMENTS...}
shift
if ! [[ $shards =~ ^[1-9][0-9]*$ ]] || [ $# -eq 0 ]; then
    echo "usage: sweep-over-ssh.sh SHARDS SWEEP-ARGUMENTS... (SHARDS a whole number >= 1)" >&2
    exit 2
fi
nodes=${NODES:-nodes.txt}
parts=${PARTS:-parts}
program=${FOCUSBENCH:-focusbench}
case $parts in /*) echo "sweep-over-ssh.sh: PARTS must be a relative folder (it is made on every machine)" >&2; exit 2;; esac
options=(--sshloginfile "$nodes")
if [ -n "${SHIP:-}" ]; then
    # Each shard in a folder of its own (--workdir ...), which --cleanup removes
    # whole: shards sharing one folder on a machine would have it removed under them.
    options+=(--workdir ...)
    for file in $SHIP; do options+=(--transferfile "$file"); done
    options+=(--return "$parts/part-{}.json" --cleanup)
else
    options+=(--workdir .)
fi
mkdir -p "$parts"
# The shard's command line is run by a shell on the remote machine, so each argument is quoted for it.
command="mkdir -p ${parts@Q} && ${program@Q} sweep ${*@Q} --threads 1 --shard {}/$shards --output ${parts@Q}/part-{}.json"
status=0
seq 0 $((shards - 1)) | parallel "${options[@]}" "$command" || status=$?
"$program" merge "$parts"/part-*.json --format "${FORMAT:-csv}" --output "${OUTPUT:-sweep.csv}" || exit $?
exit $status
