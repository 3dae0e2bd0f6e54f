"""plot.py - timing figures for performance work: per-sub-unit occupancy over cycles, stall causes and the
instructions SFPLOADMACRO scheduled, for one kernel or side by side for several (matplotlib).

    t = sfpu.plot.trace_kernel("examples/recip_pipelined.s", init="examples/recip_pipelined.init")
    sfpu.plot.figure([t], "recip.png")

Command line (the venv's Python):  python -m sfpu.plot KERNEL.s [KERNEL2.s ...] [--arch bh|wh] [--init FILE] -o OUT.png
(each kernel's initial state: --init for a single kernel, else KERNEL.init next to it when it exists).
"""
import argparse
import os
import pathlib
import sys

import numpy as np

from . import _lib
from .isa import BH, STALL_NAMES, UNIT_NAMES, arch_of, assemble, assemble_file, file_arch, ops
from .model import Model
from .state import load_state

STALL_COLORS = {1: "#d62728", 2: "#9467bd", 3: "#8c564b"}
UNIT_COLORS = ("#1f77b4", "#2ca02c", "#ff7f0e", "#17becf", "#7f7f7f")


class KernelTrace:
    """One kernel's cycle-by-cycle record from the timed model (sfpu_tick):
    unit_op np.int16[cycles][5] (sfpu_op_t executing on Load/Simple/MAD/Round/Store, -1 idle), scheduled
    bool[cycles][5] (that instruction was issued by an SFPLOADMACRO schedule, not by the thread), stall
    np.uint8[cycles] (cause of a presented instruction waiting, 0 none), issued np.bool_[cycles] (the thread's
    instruction accepted), stats (Model.timing_stats()), diagnostics, name, arch, words."""

    def __init__(self, name, arch, words):
        self.name, self.arch, self.words = name, arch, words
        self.unit_op, self.scheduled, self.stall, self.issued = [], [], [], []
        self.stats, self.diagnostics = {}, []

    @property
    def cycles(self):
        return len(self.stall)

    def utilisation(self):
        """Fraction of the cycles each sub-unit executed something: {unit name: 0..1}."""
        busy = (self.unit_op >= 0).sum(axis=0)
        return {UNIT_NAMES[u]: busy[u] / max(self.cycles, 1) for u in range(_lib.UNIT_COUNT)}

    def scheduled_count(self):
        return int(self.scheduled.sum())


def trace_kernel(program, arch=None, init=None, name=None, max_cycles=1000000):
    """Run a kernel (a .s path, assembler text or words) on the timed model from a fresh state (plus `init`, a state
    file) and record every clock. arch None: the file's `#! arch=` line, else Blackhole."""
    if isinstance(program, (str, pathlib.Path)) and pathlib.Path(program).suffix == ".s" and \
            pathlib.Path(program).exists():
        path = pathlib.Path(program)
        if arch is None:
            arch = file_arch(path.read_text()) or BH
        words = assemble_file(path, arch)
        name = name or path.stem
    else:
        arch = BH if arch is None else arch
        words = assemble(program, arch) if isinstance(program, str) else [int(w) for w in program]
        name = name or "kernel"
    arch = arch_of(arch)
    m = Model(arch)
    if init is not None:
        load_state(m, init)
    t = KernelTrace(name, arch, words)
    inp, out = _lib.In(), _lib.Out()
    has_sched = any(f[0] == "unit_sched" for f in _lib.OUT_FIELDS)
    i = 0
    for _ in range(max_cycles):
        inp.insn_valid = 1 if i < len(words) else 0
        inp.insn = words[i] if i < len(words) else 0
        m.tick_raw(inp, out)
        ops_now = [-1 if o == 0xFF else o for o in out.unit_op]
        t.unit_op.append(ops_now)
        if has_sched:  # the library says which sub-unit runs an SFPLOADMACRO-scheduled instruction
            t.scheduled.append([o >= 0 and bool((out.unit_sched >> u) & 1) for u, o in enumerate(ops_now)])
        else:  # a sub-unit busy with something other than the thread's instruction of this cycle runs a scheduled one
            t.scheduled.append([o >= 0 and not (out.insn_ready and out.issued_unit == u)
                                for u, o in enumerate(ops_now)])
        t.stall.append(out.stall_cause if inp.insn_valid and not out.insn_ready else 0)
        t.issued.append(bool(inp.insn_valid and out.insn_ready))
        i += 1 if inp.insn_valid and out.insn_ready else 0
        if i >= len(words) and not out.busy:
            break
    else:
        raise RuntimeError("%s did not finish in %d cycles" % (name, max_cycles))
    t.unit_op = np.array(t.unit_op, dtype=np.int16).reshape(-1, _lib.UNIT_COUNT)
    t.scheduled = np.array(t.scheduled, dtype=bool).reshape(-1, _lib.UNIT_COUNT)
    t.stall = np.array(t.stall, dtype=np.uint8)
    t.issued = np.array(t.issued, dtype=bool)
    t.stats = m.timing_stats()
    t.diagnostics = m.diagnostics()
    return t


def _pyplot():
    try:
        import matplotlib
        matplotlib.use(os.environ.get("MPLBACKEND", "Agg"))
        import matplotlib.pyplot as plt
        from matplotlib.patches import Patch
    except ImportError as e:
        raise ImportError("sfpu.plot needs matplotlib, which this Python (%s) does not have: install "
                          "python/requirements.txt (scripts/test makes build/venv) or `pip install matplotlib` (%s)"
                          % (sys.executable, e)) from e
    return plt, Patch


def draw_timeline(ax, t, max_cycles=None, labels=True):
    """One kernel's occupancy: a row per sub-unit (a box per cycle it executes something, hatched and outlined when
    SFPLOADMACRO scheduled it, labelled with the mnemonic), and a row of stalls coloured by cause."""
    names = [o.mnem for o in ops()]
    n = t.cycles if max_cycles is None else min(t.cycles, max_cycles)
    rows = list(UNIT_NAMES) + ["stall"]
    for u in range(_lib.UNIT_COUNT):
        y = len(rows) - 1 - u
        for c in range(n):
            op = t.unit_op[c, u]
            if op < 0:
                continue
            sched = t.scheduled[c, u]
            ax.add_patch(_rect(c, y, UNIT_COLORS[u], sched))
            if labels and n <= 48:
                ax.text(c + 0.5, y + 0.5, names[op].replace("sfp", "")[:6], ha="center", va="center",
                        fontsize=5.5, color="white" if not sched else "black", rotation=90 if n > 24 else 0)
    for c in range(n):
        if t.stall[c]:
            ax.add_patch(_rect(c, 0, STALL_COLORS.get(int(t.stall[c]), "#000000"), False))
    ax.set_xlim(0, max(n, 1))
    ax.set_ylim(0, len(rows))
    ax.set_yticks([len(rows) - 1 - i + 0.5 for i in range(len(rows))])
    ax.set_yticklabels(rows, fontsize=8)
    ax.set_xlabel("cycle", fontsize=8)
    ax.tick_params(axis="x", labelsize=7)
    ips = t.stats["issued"] / max(t.cycles, 1)
    ax.set_title("%s (%s): %d cycles, %d instructions issued (%.2f per cycle), %d scheduled by SFPLOADMACRO"
                 % (t.name, "BH" if t.arch == BH else "WH", t.cycles, t.stats["issued"], ips, t.scheduled_count()),
                 fontsize=9)
    ax.grid(axis="x", linewidth=0.3, alpha=0.5)


def _rect(x, y, color, sched):
    from matplotlib.patches import Rectangle
    if sched:
        return Rectangle((x + 0.05, y + 0.1), 0.9, 0.8, facecolor="white", edgecolor=color, hatch="////",
                         linewidth=1.2)
    return Rectangle((x + 0.05, y + 0.1), 0.9, 0.8, facecolor=color, edgecolor="none")


def draw_summary(ax_util, ax_stall, traces):
    """Bars: sub-unit utilisation (% of cycles) per kernel, and stall cycles by cause per kernel."""
    w = 0.8 / max(len(traces), 1)
    x = np.arange(_lib.UNIT_COUNT)
    for k, t in enumerate(traces):
        u = t.utilisation()
        ax_util.bar(x + k * w, [100 * u[n] for n in UNIT_NAMES], w, label="%s (%d cycles)" % (t.name, t.cycles))
    ax_util.set_xticks(x + w * (len(traces) - 1) / 2)
    ax_util.set_xticklabels(UNIT_NAMES, fontsize=8)
    ax_util.set_ylabel("% of cycles busy", fontsize=8)
    ax_util.set_title("sub-unit utilisation", fontsize=9)
    ax_util.legend(fontsize=7)
    causes = list(range(1, _lib.STALL_COUNT))
    xs = np.arange(len(causes))
    for k, t in enumerate(traces):
        ax_stall.bar(xs + k * w, [int((t.stall == c).sum()) for c in causes], w, label=t.name)
    ax_stall.set_xticks(xs + w * (len(traces) - 1) / 2)
    ax_stall.set_xticklabels([STALL_NAMES[c] for c in causes], fontsize=8)
    ax_stall.set_ylabel("stall cycles", fontsize=8)
    ax_stall.set_title("stalls by cause", fontsize=9)
    ax_stall.set_ylim(0, max([1] + [int((t.stall == c).sum()) for t in traces for c in causes]) * 1.15)
    ax_stall.yaxis.get_major_locator().set_params(integer=True)


def figure(traces, path=None, max_cycles=None, dpi=110):
    """A figure with one timeline per kernel and the utilisation / stall summary; written to `path` (PNG, SVG, PDF by
    the suffix) when given. Returns the matplotlib Figure."""
    plt, Patch = _pyplot()
    traces = list(traces)
    width = 11
    fig = plt.figure(figsize=(width, 1.9 * len(traces) + 2.6))
    gs = fig.add_gridspec(len(traces) + 1, 2, height_ratios=[1.5] * len(traces) + [1.6], hspace=0.75, wspace=0.25)
    longest = max(t.cycles for t in traces) if max_cycles is None else max_cycles
    for k, t in enumerate(traces):
        ax = fig.add_subplot(gs[k, :])
        draw_timeline(ax, t, max_cycles)
        ax.set_xlim(0, longest)
    draw_summary(fig.add_subplot(gs[-1, 0]), fig.add_subplot(gs[-1, 1]), traces)
    handles = [Patch(facecolor=UNIT_COLORS[0], label="issued by the thread"),
               Patch(facecolor="white", edgecolor=UNIT_COLORS[0], hatch="////", label="scheduled by SFPLOADMACRO")]
    handles += [Patch(facecolor=STALL_COLORS[c], label="stall: " + STALL_NAMES[c]) for c in STALL_COLORS]
    fig.legend(handles=handles, loc="upper center", ncol=len(handles), fontsize=7, frameon=False)
    if path is not None:
        fig.savefig(path, dpi=dpi, bbox_inches="tight")
    return fig


def draw_perf_breakdown(ax, results):
    """Stacked bars, one per sfpu.perf.run result: cycles per tile by cause (sfpu.perf.CAUSES)."""
    from .perf import CAUSES, CAUSE_LABELS
    colors = ["#4c72b0", "#c44e52", "#dd8452", "#da8bc3", "#8172b3", "#937860", "#55a868", "#8c8c8c", "#ccb974",
              "#64b5cd"]
    names = ["%s (%s)" % (r["name"].replace(".perf", ""), r["arch"]) for r in results]
    bottom = [0.0] * len(results)
    for cause, color in zip(CAUSES, colors):
        vals = [r["per_tile"][cause] for r in results]
        if not any(vals):
            continue
        ax.bar(names, vals, bottom=bottom, color=color, label=CAUSE_LABELS[cause])
        bottom = [b + v for b, v in zip(bottom, vals)]
    for i, r in enumerate(results):
        ax.text(i, bottom[i], "%.1f" % r["cycles_per_tile"], ha="center", va="bottom", fontsize=8)
    ax.set_ylabel("cycles per tile (harness MATH_ISOLATE)")
    ax.legend(fontsize=7, frameon=False)
    ax.tick_params(axis="x", labelrotation=20, labelsize=7)


def perf_figure(results, path=None, dpi=110):
    """A figure of draw_perf_breakdown; written to path when given."""
    plt, _ = _pyplot()
    fig, ax = plt.subplots(figsize=(1.6 + 1.4 * len(results), 4.2))
    draw_perf_breakdown(ax, results)
    if path is not None:
        fig.savefig(path, dpi=dpi, bbox_inches="tight")
    return fig


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m sfpu.plot", description="Timing figure of one or more kernels "
                                 "(timed model): sub-unit occupancy per cycle, stalls, SFPLOADMACRO-scheduled work.")
    ap.add_argument("kernels", nargs="+", help="assembler files (.s), or with --perf recorded kernels (.perf)")
    ap.add_argument("--perf", action="store_true", help="the inputs are .perf recordings: draw the cycles per tile "
                    "of tt-llk's perf harness by cause (sfpu.perf)")
    ap.add_argument("--unpack-to-dst", action="store_true", help="with --perf: no datacopy (32-bit Dst)")
    ap.add_argument("--arch", choices=["bh", "wh"], help="architecture (default: the file's '#! arch=' line, else bh)")
    ap.add_argument("--init", help="initial state file (one kernel only; else KERNEL.init when it exists)")
    ap.add_argument("-o", "--output", required=True, help="figure to write (.png, .svg, .pdf)")
    a = ap.parse_args(argv)
    prog = "sfpu plot"
    if a.init and len(a.kernels) > 1:
        ap.error("--init applies to a single kernel (several kernels take KERNEL.init each)")
    out = pathlib.Path(a.output)
    inputs = [pathlib.Path(k) for k in a.kernels] + ([pathlib.Path(a.init)] if a.init else [])
    for p in inputs:
        if not p.is_file():
            print("%s: %s: no such file" % (prog, p), file=sys.stderr)
            return 2
        if out.exists() and out.samefile(p):
            print("%s: -o %s is one of the inputs: refusing to overwrite it" % (prog, out), file=sys.stderr)
            return 2
    if out.is_dir():
        print("%s: -o %s is a directory" % (prog, out), file=sys.stderr)
        return 2
    try:
        _pyplot()
    except ImportError as e:
        print("%s: %s" % (prog, e), file=sys.stderr)
        return 2
    from .isa import AssemblerError, SfpuError
    from .state import StateFileError
    if a.perf:
        from . import perf
        try:
            results = [perf.run(k, unpack_to_dst=a.unpack_to_dst) for k in a.kernels]
        except SfpuError as e:
            print("%s: %s" % (prog, e), file=sys.stderr)
            return 1
        perf_figure(results, out)
        for r in results:
            print("%s (%s): %.2f cycles per tile; %s" % (r["name"], r["arch"], r["cycles_per_tile"], ", ".join(
                "%s %.2f" % (perf.CAUSE_LABELS[c], r["per_tile"][c]) for c in perf.CAUSES if r["per_tile"][c])))
        print("wrote %s" % out)
        return 0
    traces = []
    try:
        for k in a.kernels:
            kp = pathlib.Path(k)
            init = a.init or (str(kp.with_suffix(".init")) if kp.with_suffix(".init").is_file() else None)
            traces.append(trace_kernel(kp, a.arch, init))
    except (AssemblerError, SfpuError, StateFileError) as e:
        print("%s: %s" % (prog, e), file=sys.stderr)
        return 1
    figure(traces, out)
    for t in traces:
        u = t.utilisation()
        print("%s: %d cycles, %d issued, %d scheduled by SFPLOADMACRO; busy %s; stalls %s" % (
            t.name, t.cycles, t.stats["issued"], t.scheduled_count(),
            " ".join("%s %.0f%%" % (n, 100 * u[n]) for n in UNIT_NAMES),
            " ".join("%s %d" % (k, v) for k, v in t.stats["stall_cycles"].items())))
    print("wrote %s" % out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
