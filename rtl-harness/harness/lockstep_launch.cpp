// lockstep_launch.cpp - sfpu_lockstep: runs the lockstep harness of the architecture the command line asks for.
// Each architecture's RTL is verilated into its own binary (sfpu_lockstep_bh: WH = 0, sfpu_lockstep_wh: WH = 1) so
// that a build for one architecture compiles one copy of the RTL; this launcher keeps the one command for both:
// `sfpu_lockstep --arch wh ...` executes sfpu_lockstep_wh, from the launcher's own folder, with the same arguments.
#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstring>
#include <string>
#include <unistd.h>

#include "lockstep_checks.h"

int main(int argc, char **argv)
{
    std::string arch = lockstep_arch_arg(argc, argv);
    if (arch != "wh")
        arch = "bh"; // and an invalid value reaches sfpu_lockstep_bh, which reports it
    char self[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
    if (n <= 0) {
        perror("sfpu-lockstep: /proc/self/exe");
        return 2;
    }
    self[n] = '\0';
    std::string bin = self;
    bin = bin.substr(0, bin.rfind('/') + 1) + "sfpu_lockstep_" + arch;
    argv[0] = const_cast<char *>(bin.c_str());
    execv(bin.c_str(), argv);
    fprintf(stderr, "sfpu-lockstep: cannot run %s (%s): build it with `cmake --build <build> --target sfpu_lockstep_%s`\n",
            bin.c_str(), strerror(errno), arch.c_str());
    return 2;
}
