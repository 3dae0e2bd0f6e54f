#!/usr/bin/env bash
# build-and-run.sh CC PKG_CONFIG_DIR shared|static OUTDIR [CFLAGS] - builds the consumer programs (../src) with
# the compiler CC (and CFLAGS, e.g. -fno-lto) against the installed package through pkg-config (sfpu.pc,
# sfpu-dpi.pc in PKG_CONFIG_DIR), the way a Makefile would, runs them and checks which libraries they need.
# Prints "pkgconfig consumers: PASS".
set -euo pipefail
cc=$1 pcdir=$2 kind=$3 out=$4 extra=${5:-}
src=$(cd "$(dirname "$0")/../src" && pwd)
export PKG_CONFIG_PATH=$pcdir
unset PKG_CONFIG_LIBDIR PKG_CONFIG_SYSROOT_DIR
mkdir -p "$out"
fail() { echo "pkgconfig consumers: FAIL $*"; exit 1; }

for prog in model_consumer:sfpu dpi_consumer:sfpu-dpi; do
  name=${prog%%:*} pc=${prog#*:}
  cflags=$(pkg-config --cflags "$pc") || fail "pkg-config --cflags $pc"
  if [ "$kind" = shared ]; then
    libs="$(pkg-config --libs "$pc") -Wl,-rpath,$(pkg-config --variable=libdir "$pc")"
  else
    libs="-Wl,-Bstatic $(pkg-config --libs --static "$pc") -Wl,-Bdynamic"
  fi
  echo "+ $cc -std=c11 -Wall -Wextra -Werror $extra $cflags $src/$name.c -o $out/$name $libs"
  # shellcheck disable=SC2086
  $cc -std=c11 -Wall -Wextra -Werror $extra $cflags "$src/$name.c" -o "$out/$name" $libs || fail "build $name"
  needed=$(readelf -d "$out/$name" | grep NEEDED || true)
  case "$kind:$name" in
    shared:model_consumer) grep -q 'libsfpu_model\.so\.0' <<<"$needed" || fail "$name does not need libsfpu_model.so.0" ;;
    shared:dpi_consumer) grep -q 'libsfpu_dpi\.so\.0' <<<"$needed" || fail "$name does not need libsfpu_dpi.so.0" ;;
    static:*) ! grep -q libsfpu <<<"$needed" || fail "$name links a shared libsfpu: $needed" ;;
  esac
  "$out/$name" | tee "$out/$name.log"
  grep -q "$name: PASS" "$out/$name.log" || fail "$name"
done
echo "pkgconfig consumers: PASS"
