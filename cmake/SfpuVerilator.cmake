# sfpu_verilator_once(): after find_package(verilator), in every folder that calls verilate(): runs Verilator through
# cmake/sfpu-verilator.in, which skips a run whose inputs did not change since the last one. verilate() runs
# Verilator at configure time, and Ninja would run every verilate() command a second time in the first build (before
# anything compiles: ~15 runs of 10-30 s for the full test build). A macro: VERILATOR_BIN is set in the caller's scope.
macro(sfpu_verilator_once)
  set(SFPU_VERILATOR_REAL $CACHE{VERILATOR_BIN})
  configure_file(${PROJECT_SOURCE_DIR}/cmake/sfpu-verilator.in ${PROJECT_BINARY_DIR}/sfpu-verilator @ONLY)  # (+x kept)
  set(VERILATOR_BIN ${PROJECT_BINARY_DIR}/sfpu-verilator)
endmacro()
