#!/bin/bash
# `make test-cluster`: a sharded sweep on a real, single-node Slurm cluster.
# Installs Debian's slurm-wlm and munge where missing, starts munged (with a
# key generated here), slurmctld and slurmd with every file in a temporary
# directory and every port on localhost, submits a 4-task array of
# sweep shards and its merge job (--dependency=afterok), waits with a time
# limit and compares the merged CSV with the same sweep run on this machine.
# Every daemon it started is stopped, and the directory removed, on success,
# failure and Ctrl-C alike. Needs root (or sudo) for slurmd.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
BIN=$(cd "$root" && realpath "${FOCUSBENCH:-.build/release/focusbench}")
LIMIT=${CLUSTER_TIME_LIMIT:-150}

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
    echo "installing slurm-wlm and munge with apt-get"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq slurm-wlm munge >/dev/null
fi
[ -x "$BIN" ] || { echo "test-cluster: $BIN is not built" >&2; exit 1; }

work=$(mktemp -d /tmp/focusbench-cluster.XXXXXX)
chmod 755 "$work"
pids=()
cleanup() {
    status=$?
    trap - EXIT INT TERM
    if [ -f "$work/slurm.conf" ]; then
        SLURM_CONF="$work/slurm.conf" scancel --quiet --user="$(id -un)" 2>/dev/null || true
    fi
    for pid in "${pids[@]}"; do $SUDO kill "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do
        for _ in $(seq 50); do $SUDO kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        $SUDO kill -9 "$pid" 2>/dev/null || true
    done
    # slurmd's job steps (slurmstepd) belong to it and end with their jobs; any left are ended here.
    for pid in $(pgrep -f "slurmstepd.*$work" 2>/dev/null || true); do $SUDO kill -9 "$pid" 2>/dev/null || true; done
    if [ $status -ne 0 ]; then
        for log in "$work"/*.log; do [ -f "$log" ] && { echo "--- $log"; tail -n 20 "$log"; }; done
    fi
    $SUDO rm -rf "$work"
    exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# munge: a key of our own and a socket in the temporary directory.
mkdir -m 711 "$work/munge"
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
socket="$work/munge/munge.socket"
$SUDO munged --foreground --force --key-file="$work/munge/munge.key" --socket="$socket" \
    --pid-file="$work/munge/munged.pid" --log-file="$work/munged.log" --seed-file="$work/munge/munged.seed" >"$work/munged.out" 2>&1 &
pids+=($!)

host=$(hostname -s)
cpus=$(nproc)
mkdir -p "$work/state" "$work/spool" "$work/parts"
cat > "$work/slurm.conf" <<CONF
ClusterName=focusbench-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=26817
SlurmdPort=26818
AuthType=auth/munge
AuthInfo=socket=$socket
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
MpiDefault=none
MailProg=/bin/true
SwitchType=switch/none
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
export SLURM_CONF="$work/slurm.conf"
for _ in $(seq 50); do [ -S "$socket" ] && break; sleep 0.1; done
$SUDO env SLURM_CONF="$SLURM_CONF" slurmctld -D -i -f "$SLURM_CONF" >"$work/slurmctld.out" 2>&1 &
pids+=($!)
$SUDO env SLURM_CONF="$SLURM_CONF" slurmd -D -f "$SLURM_CONF" >"$work/slurmd.out" 2>&1 &
pids+=($!)

deadline=$((SECONDS + LIMIT))
until sinfo --noheader --states=idle 2>/dev/null | grep -q test; do
    [ $SECONDS -lt $deadline ] || { echo "test-cluster: the node did not come up" >&2; exit 1; }
    sleep 1
done

# A two-key sweep, two paired orders: 12 cells in 4 shards.
args="scenarios/signup.json --user switch-novice --orders visual,passwordFirst --vary scanInterval=0.6:1.5:0.3 --vary reactionTime.median=0.4,0.5,0.6 --replications 200"
# shellcheck disable=SC2086
"$BIN" sweep $args --threads 1 --format csv --output "$work/single.csv"

array=$(SWEEP_ARGS="$args" FOCUSBENCH="$BIN" PARTS="$work/parts" \
    sbatch --parsable --chdir="$root" --output="$work/array-%a.log" --cpus-per-task=1 --array=0-3 \
    --export=ALL scripts/slurm/sweep-shard.sbatch)
array=${array%%;*}
merge=$(FOCUSBENCH="$BIN" PARTS="$work/parts" FORMAT=csv OUTPUT="$work/merged.csv" \
    sbatch --parsable --chdir="$root" --output="$work/merge.log" --dependency="afterok:$array" --kill-on-invalid-dep=yes \
    --export=ALL scripts/slurm/sweep-merge.sbatch)
merge=${merge%%;*}
echo "submitted array job $array (4 shards) and merge job $merge"

until [ -z "$(squeue --noheader --jobs="$array,$merge" 2>/dev/null)" ]; do
    [ $SECONDS -lt $deadline ] || { echo "test-cluster: jobs still queued after ${LIMIT} s" >&2; squeue >&2; exit 1; }
    sleep 1
done
[ -f "$work/merged.csv" ] || { echo "test-cluster: the merge job wrote nothing" >&2; exit 1; }
cmp "$work/single.csv" "$work/merged.csv"
echo "test-cluster: the merged CSV of 4 Slurm shards equals the single-machine run ($(wc -l < "$work/merged.csv") lines)"
