# SfpuFuzz.cmake - what the libFuzzer targets (tb/dpi, tb/fuzz) share: whether clang-14 can link a libFuzzer +
# ASan + UBSan binary here, and the C sources of the targets a fuzzer compiles again with clang.

# sfpu_libfuzzer_works(OUT): OUT is TRUE when ${SFPU_CLANG14} links a trivial libFuzzer target (Debian needs
# libclang-rt-14-dev for the runtime); the probe runs once per build folder.
function(sfpu_libfuzzer_works out)
  if(NOT DEFINED SFPU_LIBFUZZER_WORKS)
    set(probe ${PROJECT_BINARY_DIR}/fuzz-probe.c)
    file(WRITE ${probe} "#include <stddef.h>\n#include <stdint.h>\n"
         "int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);\n"
         "int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }\n")
    execute_process(COMMAND ${SFPU_CLANG14} -fsanitize=fuzzer,address,undefined ${probe}
                            -o ${PROJECT_BINARY_DIR}/fuzz-probe
                    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(rc EQUAL 0)
      set(SFPU_LIBFUZZER_WORKS TRUE CACHE INTERNAL "clang-14 links libFuzzer targets")
    else()
      set(SFPU_LIBFUZZER_WORKS FALSE CACHE INTERNAL "clang-14 links libFuzzer targets")
    endif()
  endif()
  set(${out} ${SFPU_LIBFUZZER_WORKS} PARENT_SCOPE)
endfunction()

# sfpu_target_c_sources(OUT TARGET...): the absolute paths of the .c sources of the given targets (generator
# expressions left out), in order.
function(sfpu_target_c_sources out)
  set(all)
  foreach(tgt IN LISTS ARGN)
    get_target_property(srcs ${tgt} SOURCES)
    get_target_property(dir ${tgt} SOURCE_DIR)
    foreach(s IN LISTS srcs)
      if(s MATCHES "\\.c$" AND NOT s MATCHES "^\\$<")
        if(NOT IS_ABSOLUTE ${s})
          set(s ${dir}/${s})
        endif()
        list(APPEND all ${s})
      endif()
    endforeach()
  endforeach()
  set(${out} ${all} PARENT_SCOPE)
endfunction()
