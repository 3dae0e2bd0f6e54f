"""pipelined_vs_plain.py - notebook-style comparison of the plain and the SFPLOADMACRO-pipelined kernels of examples/
on the timed model: cycles, per-sub-unit occupancy, stalls and scheduled instructions, one figure per pair.

    build/venv/bin/python python/examples/pipelined_vs_plain.py --out figures/
(docs/img/recip_plain_vs_pipelined.png in the tree was written by this script.)
"""
import argparse
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve()
sys.path.insert(0, str(HERE.parents[1]))  # the sfpu package when not installed

import sfpu  # noqa: E402
import sfpu.plot  # noqa: E402

EXAMPLES = HERE.parents[2] / "examples"
PAIRS = [("recip", "reciprocal (SFPARECIP)"), ("typecast", "typecast uint16 -> bf16 (SFPCAST + SFPSTOCHRND)")]


def kernel(name):
    s = EXAMPLES / (name + ".s")
    init = s.with_suffix(".init")
    t = sfpu.plot.trace_kernel(s, "bh", init if init.exists() else None)
    # the cycle-accurate run must also reach the kernel's documented end state
    m = sfpu.Model("bh")
    if init.exists():
        sfpu.load_state(m, init)
    m.run_timed(t.words)
    sfpu.check_state(m, s.with_suffix(".expect"))
    return t


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=".", help="folder for the figures (created)")
    a = ap.parse_args()
    out = pathlib.Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    for stem, what in PAIRS:
        plain, piped = kernel(stem + "_plain"), kernel(stem + "_pipelined")
        rows = 8  # each example processes 8 row groups of 32 lanes
        print("%s: plain %d cycles (%.1f per row group), pipelined %d cycles (%.1f per row group, %d instructions "
              "scheduled by SFPLOADMACRO): %.2fx" % (what, plain.cycles, plain.cycles / rows, piped.cycles,
                                                     piped.cycles / rows, piped.scheduled_count(),
                                                     plain.cycles / piped.cycles))
        for t in (plain, piped):
            u = t.utilisation()
            print("  %-20s busy: %s" % (t.name, ", ".join("%s %.0f%%" % (n, 100 * u[n]) for n in sfpu.UNIT_NAMES)))
        path = out / ("%s_plain_vs_pipelined.png" % stem)
        sfpu.plot.figure([plain, piped], path, dpi=80)
        print("  wrote", path)


if __name__ == "__main__":
    main()
