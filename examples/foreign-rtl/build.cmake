# build.cmake - configures and builds sfpu_lockstep_dut for the example RTL of this folder in its own build folder,
# through the SFPU_DUT_* options alone (nothing of the project is edited). Run by ctest (rtl-harness/dut.cmake):
#   cmake -DSRC=<project source> -DBIN=<build folder> -DGEN=<generator> -DVARIANT=<v> -P build.cmake
# VARIANT full:    both archs, the LaneFlags / UseLaneFlags, unsupported and LReg-preload ports, the LReg file read
#                  through the backdoor u_core.regs_q[r][l]; no stack_depth_o
# VARIANT minimal: Wormhole only, only the required ports (the wrapper's optional outputs left unconnected): no
#                  LReg end-state compare, no predication compare, LReg 0..7 start at 0; the subset is the
#                  executable's default (SFPU_DUT_OPS)
# VARIANT bad-top, bad-port, bad-ops: option mistakes the configure must refuse with a message naming the option
foreach(v SRC BIN GEN VARIANT)
  if(NOT DEFINED ${v})
    message(FATAL_ERROR "build.cmake: -D${v}=... is required")
  endif()
endforeach()
set(ex ${SRC}/examples/foreign-rtl)
# The options go in as an initial cache (cmake -C, FORCEd over an earlier run): the same values as -DNAME=VALUE on a
# command line, without execute_process splitting the lists.
set(init "set(CMAKE_BUILD_TYPE Release CACHE STRING \"\" FORCE)
set(SFPU_WITH_TESTS OFF CACHE BOOL \"\" FORCE)
set(SFPU_LTO OFF CACHE BOOL \"\" FORCE)
set(SFPU_DUT_ONLY ON CACHE BOOL \"\" FORCE)
")
set(sources "set(SFPU_DUT_SOURCES \"${ex}/mini_sfpu.sv;${ex}/mini_sfpu_contract.sv\" CACHE STRING \"\" FORCE)
set(SFPU_DUT_TOP mini_sfpu_contract CACHE STRING \"\" FORCE)
set(SFPU_DUT_WH_PARAM WH CACHE STRING \"\" FORCE)
set(SFPU_DUT_DEFINES MINI_SFPU_PLANTS CACHE STRING \"\" FORCE)
")
if(VARIANT STREQUAL "full")
  string(APPEND init "${sources}set(SFPU_DUT_ARCHS \"bh;wh\" CACHE STRING \"\" FORCE)
set(SFPU_DUT_ABSENT_PORTS \"lreg;stack_depth;dbg_cfg;dbg_prng;stall_cause;undef;dst_valid;state\" CACHE STRING \"\" FORCE)
set(SFPU_DUT_LREG_BACKDOOR \"u_core.regs_q[r][l]\" CACHE STRING \"\" FORCE)
")
elseif(VARIANT STREQUAL "minimal")
  string(APPEND init "${sources}set(SFPU_DUT_ARCHS wh CACHE STRING \"\" FORCE)
set(SFPU_DUT_ABSENT_PORTS \"lreg;flags;stack_depth;dbg_lreg;dbg_cfg;dbg_prng;stall_cause;undef;unsupported;dst_valid;state\" CACHE STRING \"\" FORCE)
set(SFPU_DUT_VERILATOR_ARGS -Wno-PINMISSING CACHE STRING \"\" FORCE)
set(SFPU_DUT_OPS \"sfploadi,sfpand,sfpor,sfpxor,sfpnot,sfpiadd,sfpshft\" CACHE STRING \"\" FORCE)
")
elseif(VARIANT STREQUAL "bad-top")
  string(APPEND init "set(SFPU_DUT_TOP mini_sfpu_contract CACHE STRING \"\" FORCE)\n")
elseif(VARIANT STREQUAL "bad-port")
  string(APPEND init "${sources}set(SFPU_DUT_ABSENT_PORTS \"lreg;lane_flags\" CACHE STRING \"\" FORCE)\n")
elseif(VARIANT STREQUAL "bad-ops")
  string(APPEND init "${sources}set(SFPU_DUT_OPS \"sfpand,SFPFOO\" CACHE STRING \"\" FORCE)\n")
else()
  message(FATAL_ERROR "build.cmake: VARIANT ${VARIANT}: expected full, minimal, bad-top, bad-port or bad-ops")
endif()
if(VARIANT MATCHES "^bad-")
  file(REMOVE_RECURSE ${BIN}) # a fresh cache: the refused options must not come from an earlier run
endif()
file(WRITE ${BIN}-options.cmake "${init}")
execute_process(COMMAND ${CMAKE_COMMAND} -C ${BIN}-options.cmake -S ${SRC} -B ${BIN} -G ${GEN}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(VARIANT MATCHES "^bad-")
  # the configure must fail, and say why
  message("${err}")
  if(rc EQUAL 0)
    message(FATAL_ERROR "build.cmake: FAIL the configure accepted the bad options")
  endif()
  message("build.cmake: configure refused the options")
  return()
endif()
if(NOT rc EQUAL 0)
  message("${out}\n${err}")
  message(FATAL_ERROR "build.cmake: FAIL configuring ${BIN}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BIN} --target sfpu_lockstep_dut RESULT_VARIABLE rc
                OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message("${out}\n${err}")
  message(FATAL_ERROR "build.cmake: FAIL building sfpu_lockstep_dut in ${BIN}")
endif()
message("build.cmake: built ${BIN}/rtl-harness/sfpu_lockstep_dut (${VARIANT})")
