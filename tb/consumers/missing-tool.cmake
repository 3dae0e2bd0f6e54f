# missing-tool.cmake - the ctest of a consumer whose tool was not found at configure time: fails, naming it.
message(FATAL_ERROR "${TOOL} was not found when this build was configured: the install tests need it "
                    "(scripts/test installs it; then configure again)")
