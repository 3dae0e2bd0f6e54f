#!/usr/bin/env bash
# tb/cluster/test_slurm_regress.sh LOCKSTEP - ctest `cluster`: a real one-node Slurm on this machine
# (scripts/slurm-local: munge, slurmctld, slurmd), a regression of 4 shards submitted to it as a job array by
# scripts/regress, the merged result checked; then the same regression again (every shard resumed, nothing
# submitted), and one with an injected RTL bug (every program fails, the failure reaches the merged report).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
LOCKSTEP=$1
work=$(mktemp -d "${TMPDIR:-/tmp}/sfpu-cluster.XXXXXX")
cleanup() { "$ROOT/scripts/slurm-local" down "$work/slurm" || true; rm -rf "$work"; }
trap cleanup EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$ROOT/scripts/slurm-local" up "$work/slurm"
eval "$("$ROOT/scripts/slurm-local" env "$work/slurm")"

regress() { "$ROOT/scripts/regress" --scheduler slurm --lockstep "$LOCKSTEP" --poll 0.5 "$@"; }

echo "== 4 shards x 2 programs, submitted as a Slurm job array"
regress --programs 8 --len 80 --shards 4 --name cl --out "$work/r1" | tee "$work/r1.txt"
grep -q 'submitted Slurm job array' "$work/r1.txt" || fail "nothing was submitted to Slurm"
grep -q '== RESULT: PASS (8 passed, 0 failed)' "$work/r1.txt" || fail "merged result is not 8 passed"
[ "$(ls "$work/r1/slurm-logs" | wc -l)" -eq 4 ] || fail "expected 4 Slurm task logs"
python3 - "$work/r1" <<'PY'
import json, sys, xml.etree.ElementTree as ET
d = sys.argv[1]
root = ET.parse(f"{d}/junit.xml").getroot()
names = sorted(tc.get("name") for tc in root.iter("testcase"))
assert root.get("tests") == "8" and root.get("failures") == "0", root.attrib
assert names == sorted(f"cl-bh-{k}" for k in range(8)), names   # every program exactly once across the shards
s = json.load(open(f"{d}/summary.json"))
assert s["result"] == "PASS" and s["programs"] == 8 and s["cycles"] > 0, s
print("merged JUnit: 8 distinct programs, 0 failures")
PY

echo "== the same regression again: every shard is resumed"
regress --programs 8 --len 80 --shards 4 --name cl --out "$work/r1" | tee "$work/r2.txt"
grep -q 'resuming: 4 of 4 shard(s) already finished' "$work/r2.txt" || fail "finished shards were not skipped"
grep -q 'submitted' "$work/r2.txt" && fail "a finished regression was submitted again"
grep -q '== RESULT: PASS (8 passed, 0 failed)' "$work/r2.txt" || fail "resumed result differs"

echo "== an injected RTL bug: the failure reaches the merged report"
set +e
regress --programs 4 --len 60 --shards 4 --name bug --out "$work/r3" -- --inject-bug | tee "$work/r3.txt"
rc=${PIPESTATUS[0]}
set -e
[ "$rc" -eq 1 ] || fail "regress exited $rc, expected 1 for a failing regression"
grep -q '== RESULT: FAIL (0 passed, 4 failed)' "$work/r3.txt" || fail "merged result does not show 4 failures"
grep -q 'SFPU-MISMATCH\|"class"' "$work/r3/mismatches.jsonl" || fail "merged JSON Lines has no mismatch"
echo "cluster regress: PASS"
