#!/usr/bin/env bash
# selftest.sh - the corpus runner's own check (ctest badinput/runner-selftest): a case whose tool writes into its
# case folder, and one that overwrites a source file it names ({SRC}/...), must each fail with "an input file changed";
# a case that only reads passes. Runs run.sh against a scratch copy of the one source file used.
set -u
: "${SFPU:?}" "${SRC:?}"
S=$(mktemp -d)
trap 'rm -rf "$S"' EXIT
mkdir -p "$S/tb/badinput/cases"
cp "$SRC/tb/badinput/nop.s" "$S/tb/badinput/"
cat >"$S/tb/badinput/cases/selftest.txt" <<'CASES'
## reads a source file | 0 | . | run {SRC}/tb/badinput/nop.s
## writes into the case folder | 0 | . | gen --arch bh --seed 1 --name t --len 10 --count 1 --out {T}/g
## writes over a source file | 0 | . | asm -o {SRC}/tb/badinput/nop.s {f.s}
sfpnop
CASES
out=$(SRC="$S" bash "$SRC/tb/badinput/run.sh" selftest)
echo "$out"
if [ "$(grep -c 'an input file changed' <<<"$out")" = 2 ] && grep -q '^1 passed, 2 failed$' <<<"$out"; then
    echo "runner check: 2 of 2 changed inputs caught"
else
    echo "runner check: FAILED (expected the read-only case to pass and both writing cases to fail)"
    exit 1
fi
