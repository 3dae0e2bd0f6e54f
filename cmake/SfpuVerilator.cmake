# sfpu_verilator_once(): after find_package(verilator), in every folder that calls sfpu_verilate(): Verilator runs
# through cmake/sfpu-verilator.in, which skips a run whose inputs did not change since the last one (a time stamp
# moved, the contents did not). A macro: VERILATOR_BIN is set in the caller's scope.
macro(sfpu_verilator_once)
  set(SFPU_VERILATOR_REAL $CACHE{VERILATOR_BIN})
  configure_file(${PROJECT_SOURCE_DIR}/cmake/sfpu-verilator.in ${PROJECT_BINARY_DIR}/sfpu-verilator @ONLY)  # (+x kept)
  set(VERILATOR_BIN ${PROJECT_BINARY_DIR}/sfpu-verilator)
endmacro()
