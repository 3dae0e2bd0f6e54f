#!/usr/bin/env bash
# check.sh CASE - one check of the `sfpu` command line (ctest label cli; tb/CMakeLists.txt). $SFPU is the tool,
# $SRC the source tree. Each case exits 0 when the behaviour is the documented one, else prints why and exits 1.
set -u
: "${SFPU:?}" "${SRC:?}"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
# expect_err STATUS REGEX CMD...: the command exits with STATUS and its stderr matches REGEX
expect_err() {
    local want=$1 re=$2; shift 2
    "$@" >"$T/out" 2>"$T/err"; local rc=$?
    [ "$rc" = "$want" ] || fail "'$*' exited $rc, expected $want; stderr: $(cat "$T/err")"
    grep -Eq -- "$re" "$T/err" || fail "'$*': stderr does not match '$re': $(cat "$T/err")"
}
printf 'sfpmad L2,L0,L1,L9,0\nsfpmov L3,L2,0\n' >"$T/p.s"

case "$1" in
trace-konata)
    # every SFPSTORE an SFPLOADMACRO scheduled has a Konata row on the store stage, tied to its macro's row
    for ex in recip_pipelined typecast_pipelined; do
        "$SFPU" run --timing --quiet --trace "$T/$ex" --init "$SRC/examples/$ex.init" "$SRC/examples/$ex.s" >/dev/null ||
            fail "$ex: sfpu run failed"
        awk -F'\t' -v ex="$ex" '
            $1 == "L" && $3 == "0" && $4 ~ /sfpstore .*\[from SFPLOADMACRO #[0-9]+ @cycle [0-9]+, seq byte 3\]/ {
                match($4, /#[0-9]+/); macro[$2] = substr($4, RSTART + 1, RLENGTH - 1); rows++ }
            $1 == "L" && $3 == "0" && $4 ~ /sfploadmacro/ { ismacro[$2] = 1 }
            $1 == "S" && $3 == "0" { stage[$2] = $4 }
            $1 == "W" { arrow[$2] = $3 }
            END {
                if (rows == 0) { print ex ": no scheduled SFPSTORE rows"; exit 1 }
                for (id in macro) {
                    if (stage[id] != "St") { print ex ": row " id " stage " stage[id] ", expected St"; exit 1 }
                    if (arrow[id] != macro[id] || !ismacro[macro[id]]) { print ex ": row " id " not tied to macro " macro[id]; exit 1 }
                }
                print ex ": " rows " scheduled SFPSTORE rows"
            }' "$T/$ex.kanata" || fail "$ex: Konata content"
    done ;;
trace-vcd)
    "$SFPU" run --timing --quiet --trace "$T/r" --init "$SRC/examples/recip_pipelined.init" \
        "$SRC/examples/recip_pipelined.s" >/dev/null || fail "sfpu run failed"
    grep -Eq '^\$var string 1 . insn_text \$end$' "$T/r.vcd" || fail "no insn_text string signal"
    grep -Eq '^\$var string 1 . store_op \$end$' "$T/r.vcd" || fail "no store_op string signal"
    grep -Eq '^ssfploadmacro_0,L0,0,3,0 ' "$T/r.vcd" || fail "no disassembly value"
    # change-only: after $dumpvars no signal is given the value it already has
    awk '/^\$enddefinitions/ { defs = 1; next } !defs { next } /^\$dumpvars/ { dv = 1; next } /^\$end/ { dv = 0; next }
         /^#/ { next }
         { if ($0 ~ /^[bs]/) { id = $2; v = $1 } else { id = substr($0, 2); v = substr($0, 1, 1) }
           if (!dv && (id in last) && last[id] == v) { print "repeated value " $0; bad = 1 } last[id] = v }
         END { exit bad }' "$T/r.vcd" || fail "VCD is not change-only" ;;
cycles)
    "$SFPU" run --timing --quiet --cycles --init "$SRC/examples/recip_pipelined.init" \
        "$SRC/examples/recip_pipelined.s" >"$T/out" || fail "sfpu run failed"
    grep -Eq '^ +7 +7 +none +sfploadmacro +\*sfparecip +- +- +\*sfpstore$' "$T/out" || fail "cycle 7 row: $(cat "$T/out")"
    expect_err 2 '--cycles needs --timing' "$SFPU" run --cycles "$T/p.s" ;;
diag-line)
    # Wormhole does not stall: the SFPMOV on line 2 reads a stale L2; the report names p.s:2 and the cycle
    "$SFPU" run --timing --quiet --arch wh "$T/p.s" >"$T/out" || fail "sfpu run failed"
    grep -q "p.s:2: cycle 1: 'sfpmov L3,L2,0' read L2" "$T/out" || fail "$(cat "$T/out")"
    "$SFPU" run --timing --json --quiet --arch wh "$T/p.s" >"$T/json" || fail "sfpu run --json failed"
    grep -q '"file": ".*p.s", "line": 2, "scheduled": false' "$T/json" || fail "$(cat "$T/json")" ;;
diag-scheduled)
    # the consumer was scheduled by an SFPLOADMACRO: the report names the macro's line
    K="$SRC/tb/cli/scheduled_stale.s"
    "$SFPU" run --timing --quiet --trace "$T/s" "$K" >"$T/out" || fail "sfpu run failed"
    grep -q "scheduled_stale.s:16: cycle 11: .* read L3 before 'sfpmad L3,L1,L1,L3,0' wrote it back.*\[the consumer was scheduled by the SFPLOADMACRO at .*scheduled_stale.s:16\]" "$T/out" ||
        fail "$(cat "$T/out")"
    # its Konata row: arrows from the macro's row and from the MAD's row, and the diagnostic as a label
    awk -F'\t' '$1 == "L" && $3 == "0" && $4 ~ /sfploadmacro/ { m = $2 } $1 == "L" && $3 == "0" && $4 ~ /sfpmad/ { p = $2 }
         $1 == "L" && $3 == "0" && $4 ~ /\[from SFPLOADMACRO/ { c = $2 } $1 == "W" { w[$2 "<" $3] = 1 }
         $1 == "L" && $3 == "1" && $4 ~ /^diagnostic: / { d[$2] = 1 }
         END { exit !(c != "" && w[c "<" m] && w[c "<" p] && d[c]) }' "$T/s.kanata" || fail "Konata: $(cat "$T/s.kanata")" ;;
nop-utilisation)
    printf 'sfpnop\nsfpnop\nsfpmov L3,L2,0\nsfpnop\n' >"$T/n.s"
    "$SFPU" run --timing --quiet "$T/n.s" >"$T/out" || fail "sfpu run failed"
    grep -Eq '^ +load +0 +0\.0%  \(\+75\.0% SFPNOP: 3\)$' "$T/out" || fail "$(cat "$T/out")"
    grep -Eq '^ +simple +1 +25\.0%$' "$T/out" || fail "$(cat "$T/out")" ;;
asm-overwrite)
    cp "$T/p.s" "$T/keep.s"
    expect_err 2 'refusing to write .*it is the input' "$SFPU" asm -o "$T/p.s" "$T/p.s"
    expect_err 2 'refusing to write' "$SFPU" asm -o "$T/./p.s" "$T/p.s"
    ln "$T/p.s" "$T/hard.s" && expect_err 2 'refusing to write' "$SFPU" asm -o "$T/hard.s" "$T/p.s"
    ln -s "$T/p.s" "$T/soft.s" && expect_err 2 'refusing to write' "$SFPU" asm -o "$T/soft.s" "$T/p.s"
    cmp -s "$T/p.s" "$T/keep.s" || fail "the source changed"
    expect_err 2 'refusing to write .*it is the input' "$SFPU" run -o "$T/p.s" "$T/p.s"
    cmp -s "$T/p.s" "$T/keep.s" || fail "the source changed (run -o)"
    mkdir "$T/d" && expect_err 1 'is a directory' "$SFPU" asm -o "$T/d" "$T/p.s"
    "$SFPU" asm -o "$T/out.hex" "$T/p.s" && [ "$(wc -l <"$T/out.hex")" = 2 ] || fail "a normal -o" ;;
run-args)
    expect_err 2 "a program given twice \('.*p.s' and 'x.s'\)" "$SFPU" run "$T/p.s" x.s
    expect_err 2 "--strict needs --timing" "$SFPU" run --strict "$T/p.s"
    expect_err 2 "--trace needs --timing" "$SFPU" run --trace "$T/x" "$T/p.s"
    expect_err 2 "option '--init' needs a value" "$SFPU" run "$T/p.s" --init
    expect_err 2 "unknown option '--bogus'" "$SFPU" run --bogus "$T/p.s"
    expect_err 2 "no program given" "$SFPU" run --timing
    mkdir "$T/dir" && expect_err 1 "$T/dir: is a directory" "$SFPU" run "$T/dir"
    expect_err 1 "$T/dir: is a directory" "$SFPU" run --init "$T/dir" "$T/p.s"
    : >"$T/empty.s" && expect_err 1 "holds no instruction" "$SFPU" run "$T/empty.s"
    expect_err 1 "cannot open" "$SFPU" run "$T/missing.s"
    expect_err 2 "unknown --init-preset 'foo' \(known: llk\)" "$SFPU" run --init-preset foo "$T/p.s" ;;
asm-disasm-args)
    expect_err 2 "an input file given twice" "$SFPU" asm "$T/p.s" "$T/p.s"
    expect_err 2 "option '-o' needs a value" "$SFPU" asm "$T/p.s" -o
    expect_err 2 "unknown --format 'elf'" "$SFPU" asm --format elf "$T/p.s"
    expect_err 2 "no input file given" "$SFPU" asm
    : >"$T/empty.s" && expect_err 1 "holds no instruction" "$SFPU" asm "$T/empty.s"
    mkdir "$T/dir" && expect_err 1 "is a directory" "$SFPU" asm "$T/dir"
    expect_err 2 "an input file given twice" "$SFPU" disasm a b
    expect_err 2 "option '--arch' needs a value" "$SFPU" disasm x --arch
    : >"$T/empty.hex" && expect_err 1 "holds no instruction word" "$SFPU" disasm "$T/empty.hex"
    expect_err 1 "is a directory" "$SFPU" disasm "$T/dir"
    expect_err 2 "exclude each other" "$SFPU" disasm --ttinsn --bin "$T/empty.hex" ;;
gen-out)
    "$SFPU" gen --len 10 --name g --out "$T/a/b/c" >/dev/null 2>&1 || fail "gen --out into a new nested folder"
    [ -s "$T/a/b/c/g.s" ] && [ -s "$T/a/b/c/g.init" ] || fail "gen wrote no files"
    : >"$T/file"
    expect_err 2 "cannot create the folder .*file is a file, not a folder" "$SFPU" gen --len 10 --out "$T/file"
    expect_err 2 "cannot create the folder .*file is a file, not a folder" "$SFPU" gen --len 10 --out "$T/file/sub"
    expect_err 2 "unexpected argument 'x.s'" "$SFPU" gen x.s
    expect_err 2 "cannot open" "$SFPU" gen --ops-file "$T/none"
    printf 'sfpmad\n' >"$T/ops"
    expect_err 1 "refusing to write .*it is the input" "$SFPU" gen --len 10 --ops-file "$T/ops" --junit "$T/ops" --out "$T/o" ;;
coverage-merge)
    # the default regression's 200 programs per arch (README command 1, with its undefined words), generated in two
    # shards: the merged coverage closes every group at the goal (README); one shard alone does not; bad files are
    # refused naming file and line
    for a in bh wh; do
        for i in 0 1; do
            "$SFPU" gen --arch $a --count 200 --len 600 --shard $i/2 --name main --hazards mix --ops all,TTSETRWC,TTINCRWC --undef \
                --out "$T/p$a" --coverage-out "$T/$a$i.cov" >/dev/null || fail "$a shard $i: gen"
        done
        "$SFPU" cov --check "$T/${a}0.cov" "$T/${a}1.cov" >"$T/rep" || fail "$a: not closed: $(cat "$T/rep")"
        grep -q "of 200 programs" "$T/rep" && grep -Eq "all +closure .*100.0%  CLOSED" "$T/rep" ||
            fail "$a: report: $(cat "$T/rep")"
        expect_err 1 "bins below the goal" "$SFPU" cov --check "$T/${a}0.cov"
    done
    "$SFPU" cov --out "$T/m.cov" "$T/bh0.cov" "$T/bh1.cov" >/dev/null && "$SFPU" cov --check "$T/m.cov" >/dev/null ||
        fail "merged file does not close"
    expect_err 2 "wh0.cov:1: a Wormhole coverage file; the others are Blackhole" "$SFPU" cov "$T/bh0.cov" "$T/wh0.cov"
    { head -1 "$T/bh0.cov"; printf 'hazard\tSFPMAD -> SFPNOPE distance 0\t3\n'; } >"$T/bad.cov"
    expect_err 2 "bad.cov:2: no bin 'SFPMAD -> SFPNOPE distance 0' in group 'hazard'" "$SFPU" cov "$T/bad.cov"
    printf 'not coverage\n' >"$T/junk.cov"
    expect_err 2 "junk.cov:1: not a coverage file" "$SFPU" cov "$T/junk.cov"
    expect_err 1 "refusing to write .*it is the input" "$SFPU" cov --out "$T/bh0.cov" "$T/bh0.cov"
    expect_err 2 "no coverage file given" "$SFPU" cov
    expect_err 2 "index.*--count" "$SFPU" gen --count 2 --index 3 ;;
coverage-export)
    # `sfpu cov --lcov/--cobertura/--vcov`: each format read back by its own tool (lcov --summary and genhtml,
    # an XML parse, verilator_coverage) gives the bins hit and the bins that exist of the merged .cov file, and the
    # Verilator data converted to lcov (verilator_coverage --write-info) carries the same count on every line
    for tool in lcov genhtml verilator_coverage python3; do
        command -v $tool >/dev/null || fail "$tool is not installed (scripts/lib.sh need_dvflow installs it)"
    done
    "$SFPU" gen --arch bh --count 5 --hazards mix --out "$T/p" --coverage-out "$T/a.cov" >/dev/null || fail "gen a"
    "$SFPU" gen --arch bh --count 5 --seed 9 --hazards mix --out "$T/q" --coverage-out "$T/b.cov" >/dev/null ||
        fail "gen b"
    mkdir -p "$T/x"
    "$SFPU" cov "$T/a.cov" "$T/b.cov" --out "$T/m.cov" --lcov "$T/x/f.info" --cobertura "$T/x/f.xml" \
        --vcov "$T/x/f.dat" >/dev/null || fail "sfpu cov export"
    total=$(awk -F'\t' 'NR > 1 && NF == 3' "$T/m.cov" | wc -l)
    hit=$(awk -F'\t' 'NR > 1 && NF == 3 && $3 > 0' "$T/m.cov" | wc -l)
    [ "$total" -gt 2000 ] && [ "$hit" -gt 100 ] && [ "$hit" -lt "$total" ] || fail "bins: $hit of $total"
    lcov --summary "$T/x/f.info" 2>&1 | grep -q "lines\.*: .* ($hit of $total lines)" ||
        fail "lcov: $(lcov --summary "$T/x/f.info" 2>&1)"
    genhtml -q -o "$T/html" "$T/x/f.info" >"$T/gh" 2>&1 || fail "genhtml: $(cat "$T/gh")"
    grep -q "opmod.bins" "$T/html/index.html" "$T"/html/*/index.html 2>/dev/null || fail "genhtml: no opmod page"
    python3 -c 'import sys, xml.etree.ElementTree as E
r = E.parse(sys.argv[1]).getroot()
lines = [l for l in r.iter("line")]
n, h = len(lines), sum(int(l.get("hits")) > 0 for l in lines)
ok = (n, h) == (int(r.get("lines-valid")), int(r.get("lines-covered"))) == (int(sys.argv[2]), int(sys.argv[3]))
sys.exit(0 if ok else "cobertura: %d of %d lines, header %s of %s" % (h, n, r.get("lines-covered"), r.get("lines-valid")))' \
        "$T/x/f.xml" "$total" "$hit" || fail "cobertura"
    verilator_coverage "$T/x/f.dat" "$T/x/f.dat" --write "$T/x/twice.dat" >/dev/null || fail "verilator_coverage merge"
    verilator_coverage --write-info "$T/x/v.info" "$T/x/f.dat" || fail "verilator_coverage --write-info"
    lcov --summary "$T/x/v.info" 2>&1 | grep -q "($hit of $total lines)" || fail "verilator data: $(lcov --summary "$T/x/v.info" 2>&1)"
    norm() { awk '/^SF:/ { f = $0 } /^DA:/ { print f " " $0 }' "$1" | sort; }
    [ "$(norm "$T/x/f.info")" = "$(norm "$T/x/v.info")" ] || fail "lcov and Verilator data differ line by line"
    # the sum of all counts in the merged file equals the .cov file's
    want=$(awk -F'\t' 'NR > 1 && NF == 3 { s += $3 } END { print s }' "$T/m.cov")
    got=$(awk -F"' " '/^C / { s += $2 } END { print s }' "$T/x/f.dat")
    [ "$want" = "$got" ] || fail "verilator data sums $got, the .cov file $want"
    awk '/^DA:/ { split($0, d, ","); if (d[2] > 0) h++ } END { print h }' "$T/x/f.info" | grep -qx "$hit" || fail "lcov DA"
    expect_err 2 "--lcov given twice" "$SFPU" cov --lcov "$T/a" --lcov "$T/b" "$T/a.cov"
    expect_err 1 "cannot resolve the folder" "$SFPU" cov --lcov "$T/none/f.info" "$T/a.cov" ;;
bench-args)
    expect_err 2 "option '--kernel' needs a value" "$SFPU" bench --kernel
    expect_err 2 "unexpected argument 'k.s'" "$SFPU" bench k.s
    expect_err 2 "--init-preset needs --kernel" "$SFPU" bench --init-preset llk
    expect_err 2 "unknown --init-preset 'x'" "$SFPU" bench --kernel "$T/p.s" --init-preset x ;;
preset)
    # a compiled-style kernel: the LLK-expected result with the preset, a different one from the reset state
    K="$SRC/tb/cli/llk_cc_kernel"
    for a in bh wh; do
        "$SFPU" run --quiet --arch $a --init-preset llk --init "$K.init" --expect "$K.expect" "$K.s" >/dev/null ||
            fail "$a: with --init-preset llk"
        expect_err 1 "llk_cc_kernel.expect:[0-9]+: lreg 1 lane 0 is 0x3f800000, expected 0x00000000" \
            "$SFPU" run --quiet --arch $a --init "$K.init" --expect "$K.expect" "$K.s"
    done
    # --init applies on top of the preset
    printf 'reg use_lane_flags all 0\n' >"$T/off.init"
    "$SFPU" run --quiet --init-preset llk --init "$T/off.init" "$K.s" >"$T/json" || fail "preset + init"
    "$SFPU" bench --seconds 0.01 --windows 1 --arch bh --kernel "$K.s" --init-preset llk --init "$K.init" >/dev/null ||
        fail "bench --init-preset" ;;
max-cycles)
    # a timed run stopped at its bound with work pending is an error naming the cycle, the bound and what is pending
    K="$SRC/tb/badinput/unfinished.s"
    "$SFPU" run --timing --quiet "$K" >/dev/null || fail "the run within the default bound failed"
    re="unfinished.s:9: cycle 8: the run did not finish: still busy 1 cycles after its last instruction.*--max-cycles.*pending: 'sfpstore L0,0,0,0' on Store, scheduled by the SFPLOADMACRO issued as instruction 7"
    expect_err 1 "$re" "$SFPU" run --timing --quiet --max-cycles 1 "$K"
    expect_err 1 "$re" "$SFPU" run --timing --quiet --cycles --max-cycles 1 "$K"
    expect_err 1 "$re" "$SFPU" run --timing --quiet --trace "$T/t" --max-cycles 1 "$K"
    expect_err 2 "--max-cycles expects a number of cycles >= 1" "$SFPU" run --timing --max-cycles 0 "$K"
    expect_err 2 "--max-cycles given twice" "$SFPU" run --timing --max-cycles 5 --max-cycles 6 "$K" ;;
*)
    fail "unknown case '$1'" ;;
esac
exit 0
