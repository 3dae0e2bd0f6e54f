#!/usr/bin/env bash
# run.sh FORM - the bad-input corpus (tb/badinput/README.md), one ctest per input form (label badinput).
# $SFPU is the tool, $SRC the source tree. FORM is a case file tb/badinput/cases/FORM.txt, or tti-words (the word
# table tb/badinput/tti_words.tsv). Prints "N passed, M failed"; exits 1 when a case failed.
#
# A case file holds cases, each a header line and the input file's text up to the next header:
#   ## NAME | EXIT | REGEX | ARGS
# The text (backslash escapes as printf %b: \0 is a NUL byte, \xff a byte) is written to a file with the
# extension the ARGS name ({f.s}, {f.init}, ...: the case file), ARGS is split by the shell (words, quotes), leading
# NAME=VALUE words set the tool's environment, the tool runs as `$SFPU ARGS` (ARGS ending in ' >/dev/full': its standard output on a full device), and the case passes when it exits with EXIT and its stderr+stdout matches the
# extended REGEX. Every input file's checksum is the same after the run (no input is ever written): the files of
# the case folder and every other existing file ARGS name.
set -u
: "${SFPU:?}" "${SRC:?}"
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
pass=0 failn=0
fail() { echo "FAIL: $*"; failn=$((failn + 1)); }

if [ "$1" = tti-words ]; then
    # valid calls: one file per architecture, the words compared in order; refused calls one by one
    for arch in bh wh; do
        grep -P "^$arch\t" "$SRC/tb/badinput/tti_words.tsv" | grep -vP "\trefused " >"$T/ok.tsv"
        cut -f2 "$T/ok.tsv" >"$T/ok.h"
        "$SFPU" asm --input llk --arch "$arch" "$T/ok.h" >"$T/ok.out" 2>"$T/ok.err" || fail "$arch: $(cat "$T/ok.err")"
        paste "$T/ok.tsv" "$T/ok.out" | while IFS=$'\t' read -r a call want got; do
            [ "$want" = "$got" ] || echo "FAIL: $arch $call gives $got, tt-llk's macro $want"
        done >"$T/cmp"
        [ "$(wc -l <"$T/ok.out")" = "$(wc -l <"$T/ok.tsv")" ] || fail "$arch: $(wc -l <"$T/ok.out") words for $(wc -l <"$T/ok.tsv") calls"
        bad=$(grep -c FAIL "$T/cmp"); cat "$T/cmp"
        failn=$((failn + bad)); pass=$((pass + $(wc -l <"$T/ok.tsv") - bad))
        grep -P "^$arch\t.*\trefused " "$SRC/tb/badinput/tti_words.tsv" | while IFS=$'\t' read -r a call want; do
            w=${want#refused }
            printf '%s\n' "$call" >"$T/r.h"
            if "$SFPU" asm --input llk --arch "$arch" "$T/r.h" >"$T/r.out" 2>"$T/r.err"; then
                echo "FAIL: $arch $call accepted: $(cat "$T/r.out")"
            elif ! grep -q "does not fit its .*giving $w " "$T/r.err"; then
                echo "FAIL: $arch $call: $(cat "$T/r.err") (expected the macro's word $w)"
            else
                echo PASS
            fi
        done >"$T/ref"
        grep FAIL "$T/ref"
        failn=$((failn + $(grep -c FAIL "$T/ref"))); pass=$((pass + $(grep -c PASS "$T/ref")))
    done
    echo "$pass passed, $failn failed"
    [ "$failn" = 0 ]
    exit
fi

file="$SRC/tb/badinput/cases/$1.txt"
[ -f "$file" ] || { echo "no case file $file"; exit 1; }
# the checksums of every file in the case folder and of every existing file ARGS name elsewhere ({SRC}/...)
sum_inputs() { { (cd "$T" && find . -type f ! -name '.out' ! -name '.err' ! -name '.sum*' -print0 | sort -z |
                  xargs -0r sha256sum)
                 for a in "${named[@]}"; do sha256sum "$a"; done; } >"$T/$1"; }
run_case() { # name exit regex args, the text in $T/.text
    local name=$1 want=$2 re=$3 args=$4
    local ext f
    ext=$(printf '%s' "$args" | grep -oE '\{f(\.[A-Za-z]+)?\}' | head -1 | sed -E 's/\{f\.?([A-Za-z]*)\}/\1/')
    f="$T/case${ext:+.$ext}"
    printf '%b' "$(cat "$T/.text")" >"$f"
    args=${args//\{f.$ext\}/$f}
    args=${args//\{f\}/$f}
    args=${args//\{T\}/$T}
    args=${args//\{SRC\}/$SRC}
    local named=() w
    for w in $args; do # files named outside the case folder
        w=${w#*=}
        [[ "$w" != "$T"* && -f "$w" ]] && named+=("$w")
    done
    sum_inputs .sum1
    local out="$T/.out" in=/dev/null
    if [[ "$args" == *' >/dev/full' ]]; then # standard output on a full device
        args=${args% >/dev/full}
        out=/dev/full
    fi
    if [[ "$args" =~ \ \<([^ ]+)$ ]]; then # standard input from a file (the case's, after substitution)
        in=${BASH_REMATCH[1]}
        args=${args% <*}
    fi
    eval "set -- $args"
    local envs=() # leading NAME=VALUE words: the tool's environment (PATH=/nonexistent: no cpp)
    while [[ $# -gt 0 && "$1" =~ ^[A-Z_]+= ]]; do envs+=("$1"); shift; done
    (cd "$T" && env "${envs[@]}" "$SFPU" "$@") <"$in" >"$out" 2>"$T/.err"
    local rc=$?
    : >>"$T/.out"
    sum_inputs .sum2
    if [ "$rc" != "$want" ]; then
        fail "$name: exit $rc, expected $want: $(head -c 400 "$T/.err")"
    elif ! cmp -s "$T/.sum1" "$T/.sum2"; then
        fail "$name: an input file changed: $(diff "$T/.sum1" "$T/.sum2" | grep '^[<>]' | head -3 | tr '\n' ' ')"
    elif ! cat "$T/.err" "$T/.out" | grep -Eq -- "$re"; then
        fail "$name: output does not match '$re': $(head -c 400 "$T/.err")"
    else
        pass=$((pass + 1))
    fi
    rm -f "$f"
}
if [ "$1" = cov ] || [ "$1" = outsider-cov ]; then # coverage files the cases derive from: one the writer wrote, then cut, doubled, ...
    (cd "$T" && "$SFPU" gen --arch bh --seed 1 --name c --len 30 --count 1 --out g --coverage-out good.cov >/dev/null &&
        "$SFPU" gen --arch wh --seed 1 --name c --len 30 --count 1 --out g --coverage-out wh.cov >/dev/null &&
        "$SFPU" gen --arch bh --seed 1 --name c --len 30 --count 1 --ops SFPMAD,SFPLOAD --out g \
            --coverage-out ops.cov >/dev/null) || { echo "FAIL: sfpu gen"; exit 1; }
    rm -rf "$T/g"
    head -1 "$T/good.cov" >"$T/header.cov"
    head -100 "$T/good.cov" >"$T/cut.cov"
    head -c 3000 "$T/good.cov" >"$T/midline.cov"
    { cat "$T/good.cov"; sed -n 5p "$T/good.cov"; } >"$T/dup.cov"
    sed '1s/ bins=[0-9]*/ bins=5/' "$T/good.cov" >"$T/count.cov"
    sed '1s/ bins=[0-9]*//' "$T/good.cov" >"$T/old.cov"
    sed '1s/ bins=[0-9]*//' "$T/cut.cov" >"$T/oldcut.cov"
    sed '1s/arch=bh/arch=gh/' "$T/good.cov" >"$T/arch.cov"
    sed '3s/\t[0-9]*$/\t-1/' "$T/good.cov" >"$T/neg.cov"
    sed '3s/\t[0-9]*$/\t1x/' "$T/good.cov" >"$T/junk.cov"
    sed '3s/\t[0-9]*$/\t99999999999/' "$T/good.cov" >"$T/big.cov"
    sed '3s/^opmod/nosuch/' "$T/good.cov" >"$T/group.cov"
    sed '3s/\t/ /g' "$T/good.cov" >"$T/tabs.cov"
    sed '3s/\t[0-9]*$/\t4294967295/' "$T/good.cov" >"$T/max.cov"
    cp "$T/max.cov" "$T/max2.cov"
    sed '3s/\t[0-9]*$/\t18446744073709551615/' "$T/good.cov" >"$T/huge.cov"
    sed '3s/\t[0-9]*$/\t9223372036854775807/' "$T/good.cov" >"$T/cvo922.cov"
    sed '3s/\t[0-9]*$/\t99999999999999999999999/' "$T/good.cov" >"$T/cv5.cov"
    sed '1s/programs=\([0-9]*\)/programs=-\1/' "$T/good.cov" >"$T/neghdr.cov"
    sed 's/$/\r/' "$T/good.cov" >"$T/crlf.cov"
    { printf '\xef\xbb\xbf'; cat "$T/good.cov"; } >"$T/bom.cov"
fi
# leading and trailing blanks off (xargs would also take quotes: a name with an apostrophe broke it)
trim() {
    local v=$1
    v=${v#"${v%%[![:space:]]*}"}
    printf '%s' "${v%"${v##*[![:space:]]}"}"
}
name=
while IFS= read -r line || [ -n "$line" ]; do
    if [[ "$line" == '## '* ]]; then
        [ -n "$name" ] && run_case "$name" "$want" "$re" "$args"
        IFS='|' read -r name want re args <<<"${line#'## '}"
        name=$(trim "$name"); want=$(trim "$want")
        re=${re# }; re=${re% }; args=${args# }
        : >"$T/.text"
    elif [ -n "$name" ]; then
        printf '%s\n' "$line" >>"$T/.text"
    fi
done <"$file"
[ -n "$name" ] && run_case "$name" "$want" "$re" "$args"
echo "$pass passed, $failn failed"
[ "$failn" = 0 ]
