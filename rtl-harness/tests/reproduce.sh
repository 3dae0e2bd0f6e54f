#!/bin/sh
# reproduce.sh LOCKSTEP - a failing test's reproduce line reruns exactly that test. For several option sets (each
# with a planted bug: a mutant of the lockstep build, +sfpu_mutant=<k>, rtl/sfpu_mutants.svh) the run's first failing
# test (the first with an index above 0 if there is one, so that the line must select it) is rerun from its printed
# `reproduce:` line alone; the rerun must fail that one test at the same cycle with the same first report line, the
# same summary and the same reproduce line, and its JSON Lines must carry the line too. A control drops the options
# from the first set's line and requires a different outcome, so the options the line carries are shown to matter.
set -u
ls=$1
tmp=${TMPDIR:-/tmp}/sfpu-reproduce.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
fails=0; checked=0

# The block of the test named $2 in output file $1: from its FAIL line to the next FAIL line or the run's summary.
block() { awk -v t="FAIL $2 " 'index($0, t) == 1 { on = 1 } on && /^(FAIL |== )/ && index($0, t) != 1 { on = 0 } on' "$1"; }

check() { # check LABEL OPTIONS...
  label=$1; shift
  "$ls" "$@" -q > "$tmp/run.txt" 2>&1
  name=$(grep '^FAIL ' "$tmp/run.txt" | awk '{ print $2 }' | grep -v -- '-0$' | head -1)
  [ -n "$name" ] || name=$(grep '^FAIL ' "$tmp/run.txt" | awk '{ print $2 }' | head -1)
  if [ -z "$name" ]; then
    echo "SETUP ERROR [$label]: no test failed with: $*"; head -20 "$tmp/run.txt"; fails=$((fails + 1)); return
  fi
  block "$tmp/run.txt" "$name" > "$tmp/orig.txt"
  repro=$(sed -n 's/^reproduce: //p' "$tmp/orig.txt" | head -1)
  sh -c "$repro --jsonl $tmp/re.jsonl" > "$tmp/re.txt" 2>&1
  block "$tmp/re.txt" "$name" > "$tmp/again.txt"
  o_fail=$(head -1 "$tmp/orig.txt"); a_fail=$(head -1 "$tmp/again.txt")
  o_first=$(grep -m1 '^SFPU-MISMATCH' "$tmp/orig.txt"); a_first=$(grep -m1 '^SFPU-MISMATCH' "$tmp/again.txt")
  o_sum=$(sed -n 3p "$tmp/orig.txt"); a_sum=$(sed -n 3p "$tmp/again.txt")
  a_repro=$(sed -n 's/^reproduce: //p' "$tmp/again.txt" | head -1)
  if [ "$(grep -c '^FAIL ' "$tmp/re.txt")" != 1 ] || ! grep -q '^0 passed, 1 failed' "$tmp/re.txt"; then
    echo "FAILED [$label]: the reproduce line did not run exactly one failing test:"; echo "  $repro"
    grep -E '^(FAIL|PASS|[0-9]+ passed)' "$tmp/re.txt" | head; fails=$((fails + 1)); return
  fi
  if [ "$o_fail" != "$a_fail" ] || [ "$o_first" != "$a_first" ] || [ "$o_sum" != "$a_sum" ] || [ "$repro" != "$a_repro" ]; then
    echo "FAILED [$label]: the rerun differs"
    printf '  original: %s\n            %s\n            %s\n' "$o_fail" "$o_sum" "$o_first"
    printf '  rerun:    %s\n            %s\n            %s\n' "$a_fail" "$a_sum" "$a_first"
    fails=$((fails + 1)); return
  fi
  if [ -s "$tmp/re.jsonl" ]; then
    n_obj=$(grep -c . "$tmp/re.jsonl"); n_line=$(grep -cF "\"reproduce\":\"$(printf '%s' "$repro" | sed 's/["\\]/\\&/g')\"" "$tmp/re.jsonl")
  else
    n_obj=0; n_line=0
  fi
  if [ "$n_obj" -eq 0 ] || [ "$n_obj" != "$n_line" ]; then
    echo "FAILED [$label]: $n_line of $n_obj JSON objects carry the reproduce line"; fails=$((fails + 1)); return
  fi
  echo "reproduced [$label]: $o_fail"
  echo "  $repro"
  echo "  $o_first"
  checked=$((checked + 1))
  last_repro=$repro; last_first=$o_first; last_fail=$o_fail
}

check "len 60, hazards violate, missing BH auto-stall" --len 60 --hazards violate --count 6 +sfpu_mutant=3
# the control: the same line without --len and --hazards runs another program (another length: the summary's
# "programs 1, words N" line; the first mismatch alone may not differ, as it can fall in the part of a program that
# the generator's directed sequences make the same for every length)
if [ "$checked" = 1 ]; then
  bare=$(printf '%s\n' "$last_repro" | sed 's/ --len 60//; s/ --hazards violate//')
  sh -c "$bare" > "$tmp/bare.txt" 2>&1
  o_prog=$(grep -m1 '^programs ' "$tmp/re.txt"); b_prog=$(grep -m1 '^programs ' "$tmp/bare.txt")
  if [ -z "$o_prog" ] || [ "$o_prog" = "$b_prog" ]; then
    echo "FAILED [control]: without --len and --hazards the line runs the same program ('$o_prog'): they are not needed"
    fails=$((fails + 1))
  else
    echo "control: without --len 60 --hazards violate the line runs another program ($o_prog; bare: $b_prog)"
  fi
fi
check "wh, no undefined words, MAD latency 1" --arch wh --len 80 --count 6 --no-undef +sfpu_mutant=1
check "no cfg, no prng, macro delay, own name and base seed" --no-cfg --no-prng --count 8 --len 120 --name repro \
  --base-seed 7 +sfpu_mutant=21
check "a subset, the scheduled store's address" --exclude sfpswap,sfplut --count 40 --len 120 --hazards abide \
  +sfpu_mutant=26
check "wh, write-back order reversed, after 3" --arch wh --count 6 --len 100 --after 3 --no-prng +sfpu_mutant=9
echo "reproduced: $checked; failures: $fails"
[ "$fails" -eq 0 ] && [ "$checked" -ge 5 ] && echo "REPRODUCE-OK"
