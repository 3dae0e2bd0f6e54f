#!/usr/bin/env python3
"""tb/kernels/int32_maxmin_check.py BUILD - runs the recorded binary_max_int32 / binary_min_uint32 kernels (both
builds, both architectures) on random 32-bit inputs in Dst tiles 0 and 1 and compares tile 2 with the exact int32
maximum / uint32 minimum, per sign class of the two inputs (tb/kernels/README.md). Needs the Python binding
(SFPU_LIBRARY or a build*/model/libsfpu_model.so) and scripts/record-kernels BUILD first."""
import random
import sys

import sfpu
from sfpu.state import load_state


def run(path, arch, a, b):
    m = sfpu.Model(arch)
    load_state(m, path + ".init")
    for r in range(64):  # 32-bit Dst tiles of 64 rows, INT32 through the FP32 layout of Dst32b
        for c in range(16):
            m.set_dst_fp32(r, c, a[r][c])
            m.set_dst_fp32(64 + r, c, b[r][c])
    m.run_timed(open(path + ".s").read())
    return [[m.dst_fp32(128 + r, c) for c in range(16)] for r in range(64)], len(m.diagnostics())


def main():
    rec = sys.argv[1] + "/tb/kernels-recorded"
    rng = random.Random(7)
    a = [[rng.randint(0, 2**32 - 1) for _ in range(16)] for _ in range(64)]
    b = [[rng.randint(0, 2**32 - 1) for _ in range(16)] for _ in range(64)]
    signed = lambda v: v - (1 << 32) if v >> 31 else v  # noqa: E731
    for arch in ("bh", "wh"):
        for name, pick in (("binary_max_int32", lambda x, y: max(x, y, key=signed)),
                           ("binary_min_uint32", lambda x, y: min(x, y))):
            for build in ("macro", "plain"):
                out, nd = run("%s/%s/%s.%s" % (rec, arch, name, build), arch, a, b)
                cls = {}
                for r in range(64):
                    for c in range(16):
                        k = "a%s b%s" % ("-" if a[r][c] >> 31 else "+", "-" if b[r][c] >> 31 else "+")
                        t = cls.setdefault(k, [0, 0])
                        t[0] += out[r][c] == pick(a[r][c], b[r][c])
                        t[1] += 1
                print("%s %s %s: exact in %s; diagnostics %d" % (arch, name, build, ", ".join(
                    "%s %d/%d" % (k, v[0], v[1]) for k, v in sorted(cls.items())), nd))


if __name__ == "__main__":
    main()
