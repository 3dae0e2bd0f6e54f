"""The ctypes structures mirror the C headers exactly: a C program compiled against model/include prints every
mirrored field's offset and size and every struct's size, and they must equal the ctypes layout. A header change
(a field added, moved or resized) that python/sfpu/_lib.py does not follow fails here, naming the field."""
import ctypes as C
import os
import shutil
import subprocess

import sfpu
from sfpu import _lib

from conftest import SRC


def _mirrors():
    _lib.lib()
    plain = lambda cls: [f[0] for f in cls._fields_]  # noqa: E731
    no_reserve = lambda cls: [f[0] for f in cls._fields_ if f[0] != "_reserve"]  # noqa: E731
    return [
        ("sfpu_config_t", _lib.Config, plain(_lib.Config)),
        ("sfpu_in_t", _lib.In, plain(_lib.In)),
        ("sfpu_wb_event_t", _lib.WbEvent, plain(_lib.WbEvent)),
        ("sfpu_dst_cell_t", _lib.DstCell, plain(_lib.DstCell)),
        ("sfpu_out_t", _lib.Out, no_reserve(_lib.Out)),
        ("sfpu_timing_stats_t", _lib.TimingStats, no_reserve(_lib.TimingStats)),
        ("sfpu_diag_t", _lib.Diag, plain(_lib.Diag)),
        ("sfpu_isa_info_t", _lib.IsaInfo, plain(_lib.IsaInfo)),
        ("sfpu_cmp_config_t", _lib.CmpConfig, plain(_lib.CmpConfig)),
        ("sfpu_waiver_t", _lib.Waiver, plain(_lib.Waiver)),
        ("sfpu_gen_opts_t", _lib.GenOpts, plain(_lib.GenOpts)),
        ("sfpu_gen_prog_t", _lib.GenProg, no_reserve(_lib.GenProg)),
        ("sfpu_insn_t", _lib.Insn, plain(_lib.Insn)),
        ("sfpu_gen_cov_t", _lib.GenCov, plain(_lib.GenCov)),
        ("sfpu_perf_item_t", _lib.PerfItem, plain(_lib.PerfItem)),
        ("sfpu_perf_kernel_t", _lib.PerfKernel, plain(_lib.PerfKernel)),
        ("sfpu_perf_params_t", _lib.PerfParams, plain(_lib.PerfParams)),
        ("sfpu_perf_result_t", _lib.PerfResult, no_reserve(_lib.PerfResult)),
    ]


def _ctypes_size(cls, names):
    """Size of the struct made of the mirrored fields only (the reserve left out), with C's tail padding."""
    fields = [f for f in cls._fields_ if f[0] in names]

    class T(C.Structure):
        _fields_ = fields
    return C.sizeof(T)


CONSTANTS = ["SFPU_LANES", "SFPU_LREGS", "SFPU_DST_ROWS", "SFPU_DST_COLS", "SFPU_MAX_WB", "SFPU_MAX_DST_WB",
             "SFPU_STALL_COUNT", "SFPU_UNIT_COUNT", "SFPU_DIAG_KEEP", "SFPU_GEN_DST_ROWS", "SFPU_GEN_MOD_VALUES",
             "SFPU_GEN_KERNEL_SHAPES", "SFPU_OP_COUNT", "SFPU_FIELD_COUNT", "SFPU_API_VERSION", "SFPU_GEN_CFG_MAX",
             "SFPU_GEN_UNDEF_MAX", "SFPU_GEN_NO_ROW"]


def test_structures_match_the_headers(tmp_path):
    cc = os.environ.get("CC") or shutil.which("cc") or shutil.which("gcc")
    assert cc, "no C compiler to check the structure layouts with (set CC)"
    lines = ["#include <stddef.h>", "#include <stdio.h>", '#include "sfpu/sfpu.h"', '#include "sfpu/sfpu_compare.h"',
             '#include "sfpu/sfpu_gen.h"', '#include "sfpu/sfpu_perf.h"', "int main(void) {"]
    for cname, _cls, names in _mirrors():
        lines.append('printf("%s sizeof %%zu\\n", sizeof(%s));' % (cname, cname))
        for n in names:
            lines.append('printf("%s %s %%zu %%zu\\n", offsetof(%s, %s), sizeof(((%s *)0)->%s));'
                         % (cname, n, cname, n, cname, n))
    for k in CONSTANTS:
        lines.append('printf("const %s %%ld\\n", (long)(%s));' % (k, k))
    lines.append("return 0; }")
    (tmp_path / "layout.c").write_text("\n".join(lines) + "\n")
    exe = tmp_path / "layout"
    subprocess.run([cc, "-std=c11", "-I", str(SRC / "model" / "include"), str(tmp_path / "layout.c"), "-o", str(exe)],
                   check=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split("\n")
    have = {}
    for ln in out:
        t = ln.split()
        if len(t) == 3 and t[0] == "const":
            have[("const", t[1])] = int(t[2])
        elif len(t) == 3:
            have[(t[0], "sizeof")] = int(t[2])
        elif len(t) == 4:
            have[(t[0], t[1])] = (int(t[2]), int(t[3]))
    problems = []
    for cname, cls, names in _mirrors():
        for n in names:
            f = getattr(cls, n)
            if have[(cname, n)] != (f.offset, f.size):
                problems.append("%s.%s: C offset/size %s, ctypes %s" % (cname, n, have[(cname, n)], (f.offset, f.size)))
        size = _ctypes_size(cls, names)
        if have[(cname, "sizeof")] != size:
            problems.append("%s: C sizeof %d, ctypes %d (a field the mirror lacks?)"
                            % (cname, have[(cname, "sizeof")], size))
        if C.sizeof(cls) < have[(cname, "sizeof")]:
            problems.append("%s: the ctypes buffer is smaller than the C struct" % cname)
    py = {"SFPU_LANES": _lib.LANES, "SFPU_LREGS": _lib.LREGS, "SFPU_DST_ROWS": _lib.DST_ROWS,
          "SFPU_DST_COLS": _lib.DST_COLS, "SFPU_MAX_WB": _lib.MAX_WB, "SFPU_MAX_DST_WB": _lib.MAX_DST_WB,
          "SFPU_STALL_COUNT": _lib.STALL_COUNT, "SFPU_UNIT_COUNT": _lib.UNIT_COUNT, "SFPU_DIAG_KEEP": _lib.DIAG_KEEP,
          "SFPU_GEN_DST_ROWS": _lib.GEN_DST_ROWS, "SFPU_GEN_MOD_VALUES": _lib.GEN_MOD_VALUES,
          "SFPU_OP_COUNT": _lib.OP_COUNT, "SFPU_FIELD_COUNT": _lib.FIELD_COUNT,
          "SFPU_GEN_KERNEL_SHAPES": _lib.GEN_KERNEL_SHAPES, "SFPU_API_VERSION": _lib.API_VERSION,
          "SFPU_GEN_CFG_MAX": _lib.GEN_CFG_MAX, "SFPU_GEN_UNDEF_MAX": _lib.GEN_UNDEF_MAX,
          "SFPU_GEN_NO_ROW": _lib.GEN_NO_ROW}
    for k in CONSTANTS:
        if have[("const", k)] != py[k]:
            problems.append("%s: header %d, binding %d" % (k, have[("const", k)], py[k]))
    assert not problems, "python/sfpu/_lib.py does not mirror the headers:\n" + "\n".join(problems)
