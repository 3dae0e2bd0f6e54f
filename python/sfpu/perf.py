"""perf.py - cycles per tile of a recorded kernel as tt-llk's perf harness measures them (sfpu_perf.h; the `sfpu
perf` command, model/cli/README.md, has the file format).

    import sfpu.perf
    r = sfpu.perf.run("build/tb/kernels-recorded/bh/exp_approx.macro.perf")
    r["cycles_per_tile"], r["per_tile"]["datacopy"]

`python -m sfpu.plot --perf A.perf B.perf -o breakdown.png` draws the breakdowns side by side.
"""
import ctypes as C
import pathlib

from . import _lib
from .isa import SfpuError, BH, WH
from .model import Model

#: the zone's causes, in sfpu_perf_result_t's order of precedence (sfpu_perf.h)
CAUSES = ("sfpu_busy", "stall_mad_raw", "stall_swap", "stall_shft2", "wait_fpu", "wait_sfpu", "datacopy", "other",
          "frontend_bound", "zone")
CAUSE_LABELS = {"sfpu_busy": "SFPU busy", "stall_mad_raw": "stall: MAD RAW", "stall_swap": "stall: SFPSWAP",
                "stall_shft2": "stall: SFPSHFT2", "wait_fpu": "STALLWAIT (datacopy)",
                "wait_sfpu": "STALLWAIT (SFPU drain)", "datacopy": "datacopy", "other": "other",
                "frontend_bound": "front-end bound", "zone": "zone start/end"}


class PerfFileError(ValueError):
    """A .perf file that cannot be read: the message is "FILE:LINE: what is wrong"."""


class Recording:
    """A parsed .perf recording: arch, fp32_dst, items (sfpu_perf_item_t) and tile starts."""

    def __init__(self, path, unpack_to_dst=False):
        self.path = str(path)
        self.arch, self.fp32_dst, self.items, self.tile_start = None, 0, [], []
        self._unpack = unpack_to_dst
        self._zone_line = None
        text = pathlib.Path(path).read_text(encoding="utf-8")
        for ln, line in enumerate(text.split("\n"), 1):
            self._line(line.split("#", 1)[0].split(), ln)
        if self._zone_line is not None:
            raise PerfFileError("%s:%d: the zone begun here is not ended" % (self.path, self._zone_line))
        if self.arch is None or not self.tile_start:
            raise PerfFileError("%s: no `arch` line or no `section tile 0`: not a recorded perf kernel" % self.path)
        if unpack_to_dst and not self.fp32_dst:
            raise PerfFileError("%s: unpack_to_dst with a 16-bit Dst: the harness unpacks to Dst only with a 32-bit"
                                " input and dest_acc=Yes" % self.path)

    def _err(self, ln, msg):
        raise PerfFileError("%s:%d: %s" % (self.path, ln, msg))

    @staticmethod
    def _num(tok):
        try:
            v = int(tok, 0)
        except (TypeError, ValueError):
            return None
        return v if 0 <= v <= 0xFFFFFFFF else None

    def _line(self, t, ln):  # noqa: C901 (one line kind per branch)
        if not t:
            return
        kw = t[0]
        if kw in ("perf", "fp32_dst"):
            if len(t) < 2 or self._num(t[1]) not in (0, 1):
                self._err(ln, "`%s` takes 0 or 1" % kw)
            if kw == "fp32_dst":
                self.fp32_dst = self._num(t[1])
        elif kw == "arch":
            if len(t) < 2 or t[1] not in ("bh", "wh"):
                self._err(ln, "arch is bh or wh")
            self.arch = BH if t[1] == "bh" else WH
        elif kw == "section":
            if t[1:2] == ["init"] and not self.tile_start:
                return
            if len(t) < 3 or t[1] != "tile" or self._num(t[2]) != len(self.tile_start):
                self._err(ln, "expected `section init` first, then `section tile N` for N = 0, 1, ...")
            if self._zone_line is not None:
                self._err(ln, "the zone begun on line %d is not ended in its tile" % self._zone_line)
            self.tile_start.append(len(self.items))
        elif kw == "m":
            i, v = (self._num(t[1]) if len(t) > 1 else None), (self._num(t[2]) if len(t) > 2 else None)
            if i is None or i > 8 or v is None:
                self._err(ln, "expected `m INDEX VALUE` (MOP configuration word 0..8)")
            self.items.append(_lib.PerfItem(word=v, kind=2, mop_index=i, reg=-1, line=ln))
        elif kw == "w":
            if len(t) < 3 or self._num(t[1]) is None or t[2] not in ("tti", "tt", "ttl"):
                self._err(ln, "expected `w WORD tti|tt|ttl [dc] [reg NAME INDEX VALUE]`")
            rest, dc = t[3:], False
            if rest[:1] == ["dc"]:
                rest, dc = rest[1:], True
            it = _lib.PerfItem(word=self._num(t[1]), kind={"tti": 0, "tt": 1, "ttl": 3}[t[2]], reg=-1, line=ln)
            if rest:
                L = _lib.lib()
                reg = L.sfpu_reg_lookup(rest[1].encode()) if len(rest) > 1 else -1
                idx = self._num(rest[2]) if len(rest) > 2 else None
                val = self._num(rest[3]) if len(rest) > 3 else None
                if (rest[0] != "reg" or len(rest) != 4 or not L.sfpu_reg_name(reg) or idx is None or val is None
                        or idx >= L.sfpu_reg_count(reg)):
                    self._err(ln, "expected `reg NAME INDEX VALUE` (a model register) after the word")
                it.reg, it.reg_index, it.reg_value = reg, idx, val
            if not (dc and self._unpack):
                self.items.append(it)
        elif kw == "zone":
            begin = t[1:] == ["begin"]
            if (not begin and t[1:] != ["end"]) or not self.tile_start or begin == (self._zone_line is not None):
                self._err(ln, "expected `zone begin` then `zone end` inside a tile section (one zone open at a time)")
            self._zone_line = ln if begin else None
            self.items.append(_lib.PerfItem(word=0 if begin else 1, kind=4, reg=-1, line=ln))
        else:
            self._err(ln, "unknown line `%s` (perf, arch, fp32_dst, section, w, m, zone)" % kw)


def default_params(arch):
    """The model's default parameters for an architecture, as a dict (sfpu_perf_default_params)."""
    p = _lib.PerfParams()
    _lib.lib().sfpu_perf_default_params(arch, C.byref(p))
    return {n: getattr(p, n) for n in _lib.PERF_PARAM_NAMES}


def run(path, unpack_to_dst=False, **params):
    """Runs a .perf recording through the harness's zone; params override the defaults (loop_factor, tt_cycles,
    tile_cycles, ibuf_depth, zone_cycles, ...). Returns a dict: cycles_per_tile, zone_cycles, tiles, per_tile
    (each cause of CAUSES, words, tt_words, thread_busy), diagnostics, params, arch, name, scoped_zone (calls and
    mean_cycles of the recording's `zone begin`/`zone end` marks, the thread's time: 0 calls when it has none)."""
    rec = Recording(path, unpack_to_dst)
    p = default_params(rec.arch)
    for k, v in params.items():
        if k not in p:
            raise TypeError("unknown parameter %r (one of %s)" % (k, ", ".join(p)))
        p[k] = float(v) if k in _lib.PERF_DOUBLE_PARAMS else int(v)
    cp = _lib.PerfParams(**p)
    items = (_lib.PerfItem * len(rec.items))(*rec.items)
    starts = (C.c_size_t * len(rec.tile_start))(*rec.tile_start)
    k = _lib.PerfKernel(items, len(rec.items), starts, len(rec.tile_start))
    r = _lib.PerfResult()
    m = Model(rec.arch)
    m.set_reg("cfg_fp32_dst", 0, rec.fp32_dst)
    st = _lib.lib().sfpu_perf_run(m.handle, C.byref(k), C.byref(cp), C.byref(r))
    if st != 0:
        raise SfpuError(st, r.error.decode() or m.last_error(), rec.path)
    t = float(r.tiles)
    per = {"sfpu_busy": r.sfpu_busy, "stall_mad_raw": r.stall[1], "stall_swap": r.stall[2],
           "stall_shft2": r.stall[3], "wait_fpu": r.wait_fpu, "wait_sfpu": r.wait_sfpu, "datacopy": r.datacopy,
           "other": r.other, "frontend_bound": r.frontend_bound, "zone": r.zone, "words": r.words,
           "tt_words": r.tt_words, "thread_busy": r.thread_busy}
    return {"name": pathlib.Path(path).name, "arch": "bh" if rec.arch == BH else "wh",
            "cycles_per_tile": r.cycles_per_tile, "zone_cycles": r.zone_cycles, "tiles": r.tiles,
            "per_tile": {k_: v / t for k_, v in per.items()}, "diagnostics": r.diagnostics, "params": p,
            "scoped_zone": {"calls": r.marked_zones,
                            "mean_cycles": r.marked_cycles / r.marked_zones if r.marked_zones else 0.0}}
