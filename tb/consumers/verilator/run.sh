#!/usr/bin/env bash
# run.sh VERILATOR SVDIR LIBDIR OUTDIR - builds dpi_consumer.sv with Verilator against an installed package
# (SVDIR/sfpu_pkg.sv and LIBDIR/libsfpu_dpi.so, absolute paths), the one command of dpi/README.md, checks that
# the binary loads the DPI library, and runs it.
set -euo pipefail
verilator=$1 svdir=$2 libdir=$3 out=$4
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$out" && mkdir -p "$out"
set -x
"$verilator" --binary -j 2 -Wno-fatal --Mdir "$out" --top-module dpi_consumer \
  "$svdir/sfpu_pkg.sv" "$here/dpi_consumer.sv" \
  "$libdir/libsfpu_dpi.so" -LDFLAGS "-Wl,-rpath,$libdir" >"$out/build.log" 2>&1 ||
  { cat "$out/build.log"; exit 1; }
set +x
readelf -d "$out/Vdpi_consumer" | grep -q 'NEEDED.*libsfpu_dpi\.so\.0' ||
  { echo "dpi_consumer: FAIL Vdpi_consumer does not load libsfpu_dpi.so.0"; exit 1; }
"$out/Vdpi_consumer"
