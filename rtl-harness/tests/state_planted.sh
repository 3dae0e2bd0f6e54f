#!/bin/sh
# state_planted.sh LOCKSTEP NAME... - the end-of-test state compare catches a wrong value in each state item.
# NAME... are the items of sfpu.h's sfpu_reg_t in declaration order (the k-th is code k, as the RTL's
# sfpu_isa_pkg::REG_*). For each item the core holds, the lockstep build starts it with one value wrong after reset
# (+sfpu_state_poke=k); programs of SFPNOPs alone (--no-cfg --no-prng: no configuration or PRNG state written)
# leave every other item at reset, so the report must name that item. A flag-stack level is state only below the
# depth: there the planted bug is a stuck bit of lane 1's level 0, found while programs of pushes and pops run
# (compared every cycle). The items the core does not hold must be listed as not compared.
set -u
ls=$1; shift
code=0; fails=0; checked=0
for name in "$@"; do
  # a flag-stack level is compared while it is below the depth: programs that push and pop, compared every cycle
  case $name in
    stack_flags|stack_use) how="--ops sfppushc,sfppopc,sfpnop --len 40 --state-every-cycle --no-cfg --no-prng" ;;
    *) how="--ops sfpnop --len 12 --no-cfg --no-prng" ;;
  esac
  # shellcheck disable=SC2086
  out=$("$ls" --count 1 $how --name planted -q "+sfpu_state_poke=$code" 2>&1)
  if printf '%s\n' "$out" | grep -q "^== state NOT compared.* $name\( \|$\)"; then
    echo "not held by the RTL (reported as not compared): $name"
  elif printf '%s\n' "$out" | grep -q "^  $name differs at 1 of [0-9]* indices" &&
       printf '%s\n' "$out" | grep -q "^SFPU-MISMATCH state cycle=" &&
       printf '%s\n' "$out" | grep -q "^0 passed, 1 failed"; then
    echo "caught: $name ($(printf '%s\n' "$out" | grep "^  $name differs" | head -1 | sed 's/^ *//'))"
    checked=$((checked + 1))
  else
    echo "NOT CAUGHT: $name (+sfpu_state_poke=$code):"
    printf '%s\n' "$out" | head -40
    fails=$((fails + 1))
  fi
  code=$((code + 1))
done
# the control: no poke, the same programs pass
if ! "$ls" --count 1 --len 12 --ops sfpnop --name planted -q | grep -q "^1 passed, 0 failed"; then
  echo "the control run without a planted bug failed"; fails=$((fails + 1))
fi
echo "state items caught: $checked; failures: $fails"
[ "$fails" -eq 0 ] && [ "$checked" -gt 0 ] && echo "STATE-PLANTED-OK"
