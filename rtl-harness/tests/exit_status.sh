#!/bin/sh
# exit_status.sh LOCKSTEP OPS FAILARG - the lockstep harness's exit status, as a CI job reads it: 0 when every test
# passed, 1 when a test failed (FAILARG: a plusarg that plants a bug the tests catch), 2 on bad usage, on a selection
# that keeps no test, and on an output file it cannot write. OPS is the instruction subset of the RTL (--ops).
# Prints one line per case and EXIT-STATUS-OK when every status is the expected one.
set -u
ls=$1; ops=$2; failarg=$3
bad=0
check() { # expected-status description arguments...
  want=$1; what=$2; shift 2
  "$ls" "$@" > /dev/null 2>&1
  rc=$?
  if [ "$rc" -eq "$want" ]; then
    echo "ok   exit $rc: $what"
  else
    echo "FAIL exit $rc, expected $want: $what ($*)"
    bad=1
  fi
}
check 0 "every test passed" --ops "$ops" --count 2 --len 80 --name ok -q
check 1 "a test failed" --ops "$ops" --count 2 --len 80 --name bug -q "$failarg"
check 2 "an unknown option" --ops "$ops" --count 1 --bogus
check 2 "a value out of range" --ops "$ops" --count 1 --len 0
check 2 "an unknown instruction" --ops "$ops,sfpfoo" --count 1
check 2 "--count 0: no test" --ops "$ops" --count 0
check 2 "a shard with no test" --ops "$ops" --count 2 --shard 3/8
check 2 "an unwritable --jsonl" --ops "$ops" --count 1 --len 40 --jsonl /nonexistent-folder/m.jsonl
check 2 "an unwritable --junit" --ops "$ops" --count 1 --len 40 --junit /nonexistent-folder/j.xml
if [ -w /dev/full ]; then # a write that fails after the file opened
  check 2 "--jsonl on a full device" --ops "$ops" --count 2 --len 80 -q "$failarg" --jsonl /dev/full
  check 2 "--junit on a full device" --ops "$ops" --count 1 --len 40 --junit /dev/full
  "$ls" --ops "$ops" --count 1 --len 40 > /dev/full 2> /dev/null
  rc=$?
  if [ "$rc" -eq 2 ]; then echo "ok   exit 2: standard output on a full device"; else
    echo "FAIL exit $rc, expected 2: standard output on a full device"; bad=1; fi
fi
[ "$bad" -eq 0 ] && echo EXIT-STATUS-OK
