# lint_readme_snippet.cmake - ctest sv/readme-snippet: the first ```systemverilog block after the marker
# "<!-- lint: sv-scoreboard-snippet -->" in dpi/README.md, written to OUT and compiled as written with Verilator
# --lint-only -Wall against the generated package and the monitor interface (the module's ports and the monitor
# are left unconnected in isolation: -Wno-UNDRIVEN, -Wno-UNUSEDSIGNAL; the file name differs: -Wno-DECLFILENAME;
# the package has constants the snippet does not use: -Wno-UNUSEDPARAM).
# Arguments: README, OUT, VERILATOR, PKG, DPI_DIR.
file(READ ${README} text)
set(marker "<!-- lint: sv-scoreboard-snippet -->")
string(FIND "${text}" "${marker}" at)
if(at LESS 0)
  message(FATAL_ERROR "${README}: no '${marker}'")
endif()
string(SUBSTRING "${text}" ${at} -1 rest)
string(FIND "${rest}" "```systemverilog\n" open)
if(open LESS 0)
  message(FATAL_ERROR "${README}: no systemverilog block after the marker")
endif()
math(EXPR open "${open} + 17")
string(SUBSTRING "${rest}" ${open} -1 rest)
string(FIND "${rest}" "\n```" close)
if(close LESS 0)
  message(FATAL_ERROR "${README}: the systemverilog block after the marker is not closed")
endif()
string(SUBSTRING "${rest}" 0 ${close} snippet)
# the LRM makes a wildcard import visible only after it (Verilator 5.006 is lenient here, other simulators are not):
# the import comes before the include
string(FIND "${snippet}" "import sfpu_pkg::*;" imp)
string(FIND "${snippet}" "`include \"sfpu_scoreboard.svh\"" inc)
if(imp LESS 0 OR inc LESS 0 OR NOT imp LESS inc)
  message(FATAL_ERROR "the README snippet must import sfpu_pkg::* before it includes sfpu_scoreboard.svh")
endif()
file(WRITE ${OUT} "${snippet}\n")
execute_process(COMMAND ${VERILATOR} --lint-only -Wall -Wno-DECLFILENAME -Wno-UNDRIVEN -Wno-UNUSEDSIGNAL -Wno-UNUSEDPARAM
                        -I${DPI_DIR} ${PKG} ${DPI_DIR}/sfpu_mon_if.sv ${OUT} --top-module my_tb
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the README snippet (${OUT}) does not compile:\n${out}${err}")
endif()
message("readme snippet: compiles (${OUT})")
