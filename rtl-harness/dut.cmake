# rtl-harness/dut.cmake: the lockstep harness around a user's own SFPU RTL, configured by options alone
# (README.md, "Checking your own RTL"). Included from CMakeLists.txt after the ISA package and the Verilator
# settings exist. Builds sfpu_lockstep_dut: harness/lockstep.cpp around a simulation top generated from
# harness/sfpu_dut_tb_top.sv.in, verilated once per architecture asked for. SFPU_DUT_ONLY=ON builds nothing else
# of rtl-harness/ (the bundled RTL is then not verilated at all).
set(SFPU_DUT_SOURCES "" CACHE STRING "Your SFPU's SystemVerilog sources, in compile order (;-list)")
set(SFPU_DUT_TOP "" CACHE STRING "The module of SFPU_DUT_SOURCES that presents the contract ports")
set(SFPU_DUT_INCLUDE_DIRS "" CACHE STRING "Include folders of SFPU_DUT_SOURCES (;-list)")
set(SFPU_DUT_DEFINES "" CACHE STRING "Preprocessor defines for SFPU_DUT_SOURCES, NAME or NAME=VALUE (;-list)")
set(SFPU_DUT_ARCHS "bh;wh" CACHE STRING "Architectures to verilate the DUT for: bh, wh or bh;wh")
set(SFPU_DUT_WH_PARAM "" CACHE STRING "Parameter of SFPU_DUT_TOP set to 1 for Wormhole, 0 for Blackhole (empty: none)")
set(SFPU_DUT_ABSENT_PORTS "" CACHE STRING
    "Optional contract ports SFPU_DUT_TOP lacks: lreg flags stack_depth dbg_lreg dbg_cfg dbg_prng stall_cause undef unsupported dst_valid state")
set(SFPU_DUT_LREG_BACKDOOR "" CACHE STRING
    "Without lreg_o: an expression below the DUT instance giving LReg r, lane l (32 bits), e.g. u_rf.regs_q[r][l]")
set(SFPU_DUT_VERILATOR_ARGS "" CACHE STRING "Extra Verilator arguments for the DUT build (;-list)")
set(SFPU_DUT_OPS "" CACHE STRING "Default --ops of sfpu_lockstep_dut: the instructions your RTL implements (empty: all)")
option(SFPU_DUT_ONLY "Build only sfpu_lockstep_dut in rtl-harness/ (do not verilate the bundled RTL)" OFF)

# The worked example (examples/foreign-rtl): configured in build folders of its own by the options alone
# (examples/foreign-rtl/build.cmake), checked on its instruction subset, and its planted bug must be caught.
if(SFPU_WITH_TESTS AND NOT SFPU_DUT_ONLY)
  set(ex_build ${PROJECT_SOURCE_DIR}/examples/foreign-rtl/build.cmake)
  foreach(variant full minimal bad-top bad-port bad-ops narrow-port port-direction missing-mandatory missing-optional
                  backdoor-width)
    add_test(NAME dut/example-build-${variant} COMMAND ${CMAKE_COMMAND} -DSRC=${PROJECT_SOURCE_DIR}
             -DBIN=${CMAKE_BINARY_DIR}/dut-example-${variant} -DGEN=${CMAKE_GENERATOR} -DVARIANT=${variant} -P ${ex_build})
    set_tests_properties(dut/example-build-${variant} PROPERTIES LABELS "rtl;dut" TIMEOUT 1800)
  endforeach()
  set_tests_properties(dut/example-build-full dut/example-build-minimal PROPERTIES
                       PASS_REGULAR_EXPRESSION "build.cmake: built" FAIL_REGULAR_EXPRESSION "FAIL")
  set_tests_properties(dut/example-build-full PROPERTIES FIXTURES_SETUP dut_example_full)
  set_tests_properties(dut/example-build-minimal PROPERTIES FIXTURES_SETUP dut_example_minimal)
  # bad options: the configure stops, naming the option
  set_tests_properties(dut/example-build-bad-top PROPERTIES PASS_REGULAR_EXPRESSION
    "SFPU_DUT: SFPU_DUT_TOP given without SFPU_DUT_SOURCES.*configure refused")
  set_tests_properties(dut/example-build-bad-port PROPERTIES PASS_REGULAR_EXPRESSION
    "SFPU_DUT_ABSENT_PORTS: 'lane_flags' is not an optional port group.*configure refused")
  set_tests_properties(dut/example-build-bad-ops PROPERTIES PASS_REGULAR_EXPRESSION
    "SFPU_DUT_OPS: 'SFPFOO' is not an instruction of the ISA table.*configure refused")
  # port mistakes (dut_ports.cmake): the configure stops, naming the port, the expected and the actual width and
  # direction, or the optional group to list, or that the port is mandatory
  set_tests_properties(dut/example-build-narrow-port PROPERTIES PASS_REGULAR_EXPRESSION
    "mini_sfpu_contract [(]wh, WH = 1[)] does not match the interface[ \n]+contract.*\n +port 'wb_mask_o': expected \
output of 544 bits, actual output of 543 bits\n.*configure refused")
  set_tests_properties(dut/example-build-port-direction PROPERTIES PASS_REGULAR_EXPRESSION
    "\n +port 'dst_rdata_i': expected input of 2048 bits, actual output of 2048 bits\n.*configure refused")
  set_tests_properties(dut/example-build-missing-mandatory PROPERTIES PASS_REGULAR_EXPRESSION
    "\n +port 'busy_o' [(]output of 1 bits[)] is missing: it is mandatory [^\n]*\n.*configure refused")
  set_tests_properties(dut/example-build-missing-optional PROPERTIES PASS_REGULAR_EXPRESSION
    "\n +port 'undef_o' [(]output of 1 bits[)] is missing: it belongs to the optional group 'undef': add undef to \
SFPU_DUT_ABSENT_PORTS[^\n]*\n.*configure refused")
  # a Verilator warning on the generated top (here the LReg backdoor's width) stops the configure, quoting the line
  set_tests_properties(dut/example-build-backdoor-width PROPERTIES PASS_REGULAR_EXPRESSION
    "connection to the[ \n]+simulation top.*%Warning-WIDTH: [^\n]*sfpu_dut_tb_top.sv:[0-9]+:[0-9]+: [^\n]*\n +at: \
assign lreg_o[[][^\n]*= u_dut.u_core.regs_q[[]r[]][[]l[]][[]15:0[]]\n.*configure refused")
  set_tests_properties(dut/example-build-narrow-port dut/example-build-port-direction
                       dut/example-build-missing-mandatory dut/example-build-missing-optional
                       dut/example-build-backdoor-width PROPERTIES
                       FAIL_REGULAR_EXPRESSION "Pin not found|build.cmake: FAIL" TIMEOUT 300)
  # the port check measures packed 2-D arrays, packed structs, typedef'd elements, widths set by the WH parameter
  # and int as Verilator elaborates them, and refuses an unpacked port (tests/ports_xml.sv)
  add_test(NAME dut/ports-xml-widths COMMAND ${CMAKE_COMMAND} -DVERILATOR_BIN=${VERILATOR_BIN}
           -DSRC=${PROJECT_SOURCE_DIR} -DBIN=${CMAKE_CURRENT_BINARY_DIR}/ports-xml-test
           -P ${CMAKE_CURRENT_SOURCE_DIR}/tests/ports_xml.cmake)
  set_tests_properties(dut/ports-xml-widths PROPERTIES LABELS "rtl;dut" PASS_REGULAR_EXPRESSION "PORTS-XML-OK"
                       FAIL_REGULAR_EXPRESSION "FAIL")
  # the example keeps Verilator's lint clean, as the bundled RTL does
  add_test(NAME dut/example-lint COMMAND ${VERILATOR_BIN} --lint-only -Wall +define+MINI_SFPU_PLANTS
           ${PROJECT_SOURCE_DIR}/examples/foreign-rtl/mini_sfpu.sv
           ${PROJECT_SOURCE_DIR}/examples/foreign-rtl/mini_sfpu_contract.sv --top-module mini_sfpu_contract)
  set_tests_properties(dut/example-lint PROPERTIES LABELS "rtl;dut")

  set(full ${CMAKE_BINARY_DIR}/dut-example-full/rtl-harness/sfpu_lockstep_dut)
  set(minimal ${CMAKE_BINARY_DIR}/dut-example-minimal/rtl-harness/sfpu_lockstep_dut)
  set(ops sfploadi,sfpand,sfpor,sfpxor,sfpnot,sfpiadd,sfpshft) # the example's subset (SFPNOP is always drawn)
  macro(dut_example_test name fixture pass)
    add_test(NAME dut/${name} COMMAND ${ARGN})
    set_tests_properties(dut/${name} PROPERTIES LABELS "rtl;dut" FIXTURES_REQUIRED ${fixture}
                         PASS_REGULAR_EXPRESSION "${pass}")
  endmacro()
  set(skip_stack "== checked: .*LaneFlags/UseLaneFlags every cycle, LRegs at the end [(]through the backdoor \
u_dut.u_core.regs_q[[]r[]][[]l[]][)], random initial LReg 0..7\n== SKIPPED: flag-stack depths every cycle \
[(]no stack_depth_o[)], PRNG, RWCs, LaneConfig, LoadMacroConfig, flag-stack levels, configuration at the end \
[(]no state_[*] port[)], random initial configuration [(]no dbg_cfg_[*] port: ADDR_MODs and configuration stay at \
reset[)], random initial PRNG state [(]no dbg_prng_[*] port: both sides start from the reset state[)], \
undefined instructions [(]no undef_o: none is issued[)]\n")
  dut_example_test(example-lockstep dut_example_full "${skip_stack}.*\n12 passed, 0 failed"
                   ${full} --ops ${ops} --count 12 --len 200 --name ex -q)
  dut_example_test(example-lockstep-wh dut_example_full "arch wh.*\n12 passed, 0 failed"
                   ${full} --arch wh --ops ${ops} --count 12 --len 200 --name ex-wh -q)
  # the planted bug (+mini_plant=1: SFPXOR ORs lane 7) is caught, at an SFPXOR; excluding SFPXOR hides it again
  dut_example_test(example-planted-bug-caught dut_example_full
                   "SFPU-MISMATCH data cycle=[0-9]+ seed=0x[0-9a-f]+ test=plant-[0-9]+ insn=sfpxor \
.*\n[0-9]+ passed, [1-9][0-9]* failed"
                   ${full} --ops ${ops} --count 4 --len 150 --name plant -q +mini_plant=1)
  dut_example_test(example-exclude dut_example_full
                   "instructions sfploadi,sfpiadd,sfpshft,sfpand,sfpor,sfpnot\n.*\n6 passed, 0 failed"
                   ${full} --ops ${ops} --exclude sfpxor --count 6 --len 150 --name excl -q +mini_plant=1)
  # without --ops every instruction is drawn: the example's unsupported_o stops the first test, naming the word
  dut_example_test(example-unsupported-reported dut_example_full
                   "FAIL cycle [0-9]+: the RTL flagged the instruction 0x[0-9a-f]+ as unsupported"
                   ${full} --count 1 --len 100 --name all)
  # the exit status a CI job reads: 0 all passed, 1 a test failed (the planted bug), 2 bad usage or no test selected
  dut_example_test(example-exit-status dut_example_full "EXIT-STATUS-OK"
                   sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/exit_status.sh ${full} ${ops} +mini_plant=1)
  dut_example_test(example-unknown-op dut_example_full "--ops: 'sfpfoo' is not an instruction of the ISA table"
                   ${full} --ops sfpand,sfpfoo)
  dut_example_test(example-op-not-of-arch dut_example_full "--ops: 'sfple' is not an instruction generated for Wormhole"
                   ${full} --arch wh --ops sfpand,sfple)
  # the DUT with the required ports only, Wormhole only: the report names every check it cannot make
  dut_example_test(example-minimal dut_example_minimal "arch wh, instructions \
sfploadi,sfpiadd,sfpshft,sfpand,sfpor,sfpnot,sfpxor\n.*== SKIPPED: LaneFlags/UseLaneFlags every cycle \
[(]no lane_flags_o/use_lane_flags_o[)], flag-stack depths every cycle [(]no stack_depth_o[)], LRegs at the end \
[(]no lreg_o, no LReg backdoor[)], PRNG, RWCs, LaneConfig, LoadMacroConfig, flag-stack levels, configuration at the \
end [(]no state_[*] port[)], random initial LReg 0..7 [(]no dbg_lreg_[*] port: both sides start them at 0[)], \
random initial configuration [(]no dbg_cfg_[*] port: ADDR_MODs and configuration stay at reset[)], \
random initial PRNG state [(]no dbg_prng_[*] port: both sides start from the reset state[)], \
undefined instructions [(]no undef_o: none is issued[)]\n.*\n8 passed, 0 failed"
                   ${minimal} --count 8 --len 200 --name min -q) # the subset: SFPU_DUT_OPS
  dut_example_test(example-minimal-planted-bug-caught dut_example_minimal
                   "SFPU-MISMATCH data cycle=[0-9]+ seed=0x[0-9a-f]+ test=minplant-[0-9]+ insn=sfpxor "
                   ${minimal} --count 4 --len 150 --name minplant -q +mini_plant=1)
  dut_example_test(example-minimal-no-bh dut_example_minimal "this DUT build has no Blackhole RTL [(]SFPU_DUT_ARCHS[)]"
                   ${minimal} --arch bh)
  dut_example_test(example-minimal-no-state-every-cycle dut_example_minimal
                   "--state-every-cycle needs the DUT's LReg file" ${minimal} --state-every-cycle)
endif()

set(dut_given "")
foreach(v SFPU_DUT_TOP SFPU_DUT_INCLUDE_DIRS SFPU_DUT_DEFINES SFPU_DUT_WH_PARAM SFPU_DUT_ABSENT_PORTS
          SFPU_DUT_LREG_BACKDOOR SFPU_DUT_VERILATOR_ARGS SFPU_DUT_OPS)
  if(NOT "${${v}}" STREQUAL "")
    list(APPEND dut_given ${v})
  endif()
endforeach()
if("${SFPU_DUT_SOURCES}" STREQUAL "")
  if(dut_given)
    list(JOIN dut_given ", " g)
    message(FATAL_ERROR "SFPU_DUT: ${g} given without SFPU_DUT_SOURCES: name your RTL's source files, e.g. "
            "-DSFPU_DUT_SOURCES=\"/path/a.sv;/path/b.sv\" -DSFPU_DUT_TOP=my_sfpu (rtl-harness/README.md)")
  endif()
  if(SFPU_DUT_ONLY)
    message(FATAL_ERROR "SFPU_DUT_ONLY=ON without SFPU_DUT_SOURCES: there would be nothing to build")
  endif()
  return()
endif()

# ---- the options, checked: every mistake stops the configure naming the option
if(NOT SFPU_DUT_TOP MATCHES "^[A-Za-z_][A-Za-z0-9_$]*$")
  message(FATAL_ERROR "SFPU_DUT_SOURCES given without a valid SFPU_DUT_TOP ('${SFPU_DUT_TOP}'): name the module "
          "that presents the contract ports, e.g. -DSFPU_DUT_TOP=my_sfpu")
endif()
set(dut_sources "")
foreach(f IN LISTS SFPU_DUT_SOURCES)
  get_filename_component(af "${f}" ABSOLUTE BASE_DIR "${PROJECT_SOURCE_DIR}")
  if(NOT EXISTS "${af}" OR IS_DIRECTORY "${af}")
    message(FATAL_ERROR "SFPU_DUT_SOURCES: no such file '${f}' (relative names are taken from ${PROJECT_SOURCE_DIR})")
  endif()
  list(APPEND dut_sources "${af}")
endforeach()
set(dut_vargs "")
foreach(d IN LISTS SFPU_DUT_INCLUDE_DIRS)
  get_filename_component(ad "${d}" ABSOLUTE BASE_DIR "${PROJECT_SOURCE_DIR}")
  if(NOT IS_DIRECTORY "${ad}")
    message(FATAL_ERROR "SFPU_DUT_INCLUDE_DIRS: no such folder '${d}'")
  endif()
  list(APPEND dut_vargs "-I${ad}")
endforeach()
foreach(d IN LISTS SFPU_DUT_DEFINES)
  if(NOT d MATCHES "^[A-Za-z_][A-Za-z0-9_]*(=.*)?$")
    message(FATAL_ERROR "SFPU_DUT_DEFINES: '${d}' is not NAME or NAME=VALUE")
  endif()
  list(APPEND dut_vargs "+define+${d}")
endforeach()
if("${SFPU_DUT_ARCHS}" STREQUAL "")
  message(FATAL_ERROR "SFPU_DUT_ARCHS is empty: give bh, wh or \"bh;wh\"")
endif()
foreach(a IN LISTS SFPU_DUT_ARCHS)
  if(NOT a MATCHES "^(bh|wh)$")
    message(FATAL_ERROR "SFPU_DUT_ARCHS: '${a}' is not an architecture (bh or wh)")
  endif()
endforeach()
if(NOT "${SFPU_DUT_WH_PARAM}" STREQUAL "" AND NOT SFPU_DUT_WH_PARAM MATCHES "^[A-Za-z_][A-Za-z0-9_]*$")
  message(FATAL_ERROR "SFPU_DUT_WH_PARAM: '${SFPU_DUT_WH_PARAM}' is not a parameter name")
endif()
set(dut_optional lreg flags stack_depth dbg_lreg dbg_cfg dbg_prng stall_cause undef unsupported dst_valid state)
foreach(p IN LISTS SFPU_DUT_ABSENT_PORTS)
  if(NOT p IN_LIST dut_optional)
    list(JOIN dut_optional ", " known)
    message(FATAL_ERROR "SFPU_DUT_ABSENT_PORTS: '${p}' is not an optional port group (${known}); the other contract "
            "ports are required")
  endif()
endforeach()
if(NOT "${SFPU_DUT_LREG_BACKDOOR}" STREQUAL "" AND NOT "lreg" IN_LIST SFPU_DUT_ABSENT_PORTS)
  message(FATAL_ERROR "SFPU_DUT_LREG_BACKDOOR is for a DUT without lreg_o: add lreg to SFPU_DUT_ABSENT_PORTS or drop it")
endif()

# the default instruction subset: mnemonics of THE table (the harness checks them against the arch at run time)
set(dut_mnems "")
foreach(row IN LISTS SFPU_ISA_ROWS)
  if(row MATCHES "^SFPU_INSN\\([A-Z0-9_]+, *([a-z0-9_]+),")
    list(APPEND dut_mnems ${CMAKE_MATCH_1})
  endif()
endforeach()
string(REPLACE "," ";" dut_ops "${SFPU_DUT_OPS}")
set(dut_default_ops "")
foreach(m IN LISTS dut_ops)
  string(STRIP "${m}" m)
  string(TOLOWER "${m}" lm)
  if(lm STREQUAL "")
    continue()
  endif()
  if(NOT lm IN_LIST dut_mnems)
    message(FATAL_ERROR "SFPU_DUT_OPS: '${m}' is not an instruction of the ISA table (model/include/sfpu/sfpu_isa.def)")
  endif()
  list(APPEND dut_default_ops ${lm})
endforeach()
list(JOIN dut_default_ops "," dut_default_ops)

# ---- the DUT's ports against the contract, per architecture (dut_ports.cmake); an edit of a source re-checks them
include(${CMAKE_CURRENT_LIST_DIR}/dut_ports.cmake)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${dut_sources})
foreach(a IN LISTS SFPU_DUT_ARCHS)
  sfpu_dut_read_ports(${a})
  sfpu_dut_check_ports(${a})
endforeach()

# ---- the simulation top: the DUT's instance, its connections, the tie-offs of absent ports
set(conn ".clk_i, .rst_ni, .insn_valid_i, .insn_i, .insn_ready_o, .busy_o, .wb_mask_o, .wb_data_o")
string(APPEND conn ",\n    .dst_raddr_o(dst_raddr), .dst_rdata_i(dst_rdata), .dst_waddr_o, .dst_wcol_we_o, .dst_wdata_o")
set(ties "")
macro(dut_port group connect tie)
  if("${group}" IN_LIST SFPU_DUT_ABSENT_PORTS)
    if(NOT "${tie}" STREQUAL "")
      string(APPEND ties "  ${tie}\n")
    endif()
  else()
    string(APPEND conn ",\n    ${connect}")
  endif()
endmacro()
dut_port(stall_cause ".stall_cause_o" "assign stall_cause_o = 2'b00;")
dut_port(flags ".lane_flags_o, .use_lane_flags_o" "assign lane_flags_o = '0;\n  assign use_lane_flags_o = '0;")
dut_port(stack_depth ".stack_depth_o" "assign stack_depth_o = '0;")
dut_port(undef ".undef_o" "assign undef_o = 1'b0;")
dut_port(unsupported ".unsupported_o" "assign unsupported_o = 1'b0;")
dut_port(dbg_lreg ".dbg_lreg_we_i, .dbg_lreg_idx_i, .dbg_lreg_data_i" "")
dut_port(dbg_cfg ".dbg_cfg_we_i, .dbg_cfg_sel_i, .dbg_cfg_idx_i, .dbg_cfg_data_i" "")
dut_port(dbg_prng ".dbg_prng_we_i, .dbg_prng_data_i" "")
dut_port(dst_valid ".dst_rvalid_i(dst_rvalid), .dst_wvalid_i(dst_wvalid)" "")
dut_port(state ".state_en_i, .state_sel_i, .state_hi_i, .state_o, .state_ok_o"
         "assign state_o = '0;\n  assign state_ok_o = 1'b0;")
# Ports the top has although their group is listed absent, and outputs that are no contract port: connected all
# the same (no pin is left open), outputs to unused wires, inputs to their idle value (every Dst row valid).
foreach(p IN LISTS dut_absent_present dut_extra_out)
  string(REPLACE ":" ";" p "${p}")
  list(GET p 0 name)
  list(GET p -1 w)
  list(GET p -2 d)
  if(d STREQUAL "input")
    if(name MATCHES "^dst_[rw]valid_i$")
      string(APPEND conn ",\n    .${name}('1)")
    else()
      string(APPEND conn ",\n    .${name}('0)")
    endif()
  else()
    math(EXPR msb "${w} - 1")
    string(APPEND ties "  logic [${msb}:0] unused_${name};\n")
    string(APPEND conn ",\n    .${name}(unused_${name})")
  endif()
endforeach()
set(backdoor "")
if("lreg" IN_LIST SFPU_DUT_ABSENT_PORTS AND NOT "${SFPU_DUT_LREG_BACKDOOR}" STREQUAL "")
  # the documented LReg backdoor: a hierarchical read of the DUT's register file, lane by lane
  set(backdoor "  // lreg_o through the LReg backdoor (SFPU_DUT_LREG_BACKDOOR, r = register, l = lane)\n")
  string(APPEND backdoor "  for (genvar r = 0; r < 17; r++) begin : g_lreg_r\n")
  string(APPEND backdoor "    for (genvar l = 0; l < 32; l++) begin : g_lreg_l\n")
  string(APPEND backdoor "      assign lreg_o[(r * 32 + l) * 32 +: 32] = u_dut.${SFPU_DUT_LREG_BACKDOOR};\n")
  string(APPEND backdoor "    end\n  end\n")
else()
  dut_port(lreg ".lreg_o" "assign lreg_o = 17408'b0;")
endif()
set(SFPU_DUT_CONNECTIONS "    ${conn}")
set(SFPU_DUT_TIEOFFS "${ties}")
set(SFPU_DUT_BACKDOOR "${backdoor}")
set(SFPU_DUT_PARAMS "")
if(NOT "${SFPU_DUT_WH_PARAM}" STREQUAL "")
  set(SFPU_DUT_PARAMS "#(.${SFPU_DUT_WH_PARAM}(WH))")
endif()
set(dut_top_sv ${CMAKE_CURRENT_BINARY_DIR}/sfpu_dut_tb_top.sv)
configure_file(harness/sfpu_dut_tb_top.sv.in ${dut_top_sv} @ONLY)
foreach(a IN LISTS SFPU_DUT_ARCHS)
  sfpu_dut_lint_connections(${a} ${dut_top_sv})
endforeach()

# ---- sfpu_lockstep_dut: harness/lockstep.cpp around one verilated top per architecture
add_executable(sfpu_lockstep_dut harness/lockstep.cpp)
set_target_properties(sfpu_lockstep_dut PROPERTIES INTERPROCEDURAL_OPTIMIZATION OFF)
foreach(a IN LISTS SFPU_DUT_ARCHS)
  set(g "")
  if(a STREQUAL "wh")
    set(g -GWH=1)
  endif()
  # the generated ISA package first: a DUT may use sfpu_isa_pkg::OP_<NAME> (the opcodes of THE table)
  sfpu_verilate(sfpu_lockstep_dut SOURCES ${SFPU_RTL_ISA_PKG} ${dut_sources} ${dut_top_sv}
           TOP_MODULE sfpu_dut_tb_top PREFIX Vsfpu_dut_${a} TRACE_FST
           VERILATOR_ARGS -Wno-fatal -O3 --x-assign fast --x-initial fast --trace-depth 3 ${dut_vargs} ${g}
           ${SFPU_DUT_VERILATOR_ARGS})
  string(TOUPPER ${a} A)
  target_compile_definitions(sfpu_lockstep_dut PRIVATE SFPU_DUT_${A}=1)
endforeach()
target_compile_definitions(sfpu_lockstep_dut PRIVATE SFPU_LOCKSTEP_DUT=1 "SFPU_DUT_NAME=\"${SFPU_DUT_TOP}\"")
foreach(p lreg flags stack_depth dbg_lreg dbg_cfg dbg_prng undef dst_valid state)
  if(p IN_LIST SFPU_DUT_ABSENT_PORTS)
    string(TOUPPER ${p} P)
    target_compile_definitions(sfpu_lockstep_dut PRIVATE SFPU_DUT_NO_${P}=1)
  endif()
endforeach()
if(NOT "${SFPU_DUT_LREG_BACKDOOR}" STREQUAL "")
  target_compile_definitions(sfpu_lockstep_dut PRIVATE "SFPU_DUT_LREG_BACKDOOR=\"${SFPU_DUT_LREG_BACKDOOR}\"")
endif()
if(NOT dut_default_ops STREQUAL "")
  target_compile_definitions(sfpu_lockstep_dut PRIVATE "SFPU_DUT_DEFAULT_OPS=\"${dut_default_ops}\"")
endif()
target_link_libraries(sfpu_lockstep_dut PRIVATE sfpu_model)
target_compile_options(sfpu_lockstep_dut PRIVATE -g0 -O1)
list(JOIN SFPU_DUT_ARCHS "," archs)
message(STATUS "SFPU_DUT: sfpu_lockstep_dut checks ${SFPU_DUT_TOP} (${archs}); absent ports: "
        "${SFPU_DUT_ABSENT_PORTS}")
