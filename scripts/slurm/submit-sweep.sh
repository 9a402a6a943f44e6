#!/bin/bash
# Submits a sweep as a Slurm job array of SHARDS tasks and its merge job,
# which runs only when every task has succeeded. Prints both job ids.
#   scripts/slurm/submit-sweep.sh 16 scenarios/signup.json --user switch-novice --vary scanInterval=0.4:2:0.1
# Environment: FOCUSBENCH, PARTS, FORMAT, OUTPUT (see the .sbatch files); extra sbatch
# options in SBATCH_OPTIONS (such as "--partition=short --time=01:00:00").
set -euo pipefail
shards=${1:?usage: submit-sweep.sh SHARDS SWEEP-ARGUMENTS...}
shift
here=$(cd "$(dirname "$0")" && pwd)
export SWEEP_ARGS="$*"
# shellcheck disable=SC2086
array=$(sbatch --parsable ${SBATCH_OPTIONS:-} --array="0-$((shards - 1))" --export=ALL "$here/sweep-shard.sbatch")
array=${array%%;*}
# shellcheck disable=SC2086
merge=$(sbatch --parsable ${SBATCH_OPTIONS:-} --dependency="afterok:$array" --kill-on-invalid-dep=yes --export=ALL "$here/sweep-merge.sbatch")
echo "array job $array, merge job ${merge%%;*}"
