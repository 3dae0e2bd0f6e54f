"""compare.py - the comparison engine (model/include/sfpu/sfpu_compare.h): a DUT's clock against the model's,
with the report format every front end shares ("SFPU-MISMATCH <class> cycle=<n> seed=<s> test=<name> insn=...")."""
import ctypes as C

import numpy as np

from . import _lib
from .isa import BH, SfpuError, arch_of

CLASSES = ("timing", "data", "missing", "extra", "state")
WAIVE_DST = 1 << 17


def dut_record(insn_ready, wb=(), dst_wb=(), lane_flags=None, use_lane_flags=None, stack_depth=None, out=None):
    """Build the DUT's sfpu_out_t from what a DUT did in one clock.

    wb: iterable of (reg, mask, data[32]) LReg write-backs (data may be any sequence of 32 ints or a NumPy array);
    dst_wb: iterable of (row, col, value) Dst cells; the predication state is optional (compared when the
    Comparator has check_flags). `out` reuses an existing _lib.Out. Returns the ctypes record."""
    o = out if out is not None else _lib.Out()
    o.insn_ready = 1 if insn_ready else 0
    n = 0
    for reg, mask, data in wb:
        if n >= _lib.MAX_WB:
            raise ValueError("more than %d LReg write-backs in one cycle" % _lib.MAX_WB)
        e = o.wb[n]
        e.reg, e.unit, e.mask, e.word = reg, 0xFF, mask & 0xFFFFFFFF, 0
        d = np.ascontiguousarray(np.asarray(data, dtype=np.uint64) & 0xFFFFFFFF, dtype=np.uint32)
        C.memmove(e.data, d.ctypes.data, 4 * _lib.LANES)
        n += 1
    o.n_wb = n
    n = 0
    for row, col, val in dst_wb:
        if n >= _lib.MAX_DST_WB:
            raise ValueError("more than %d Dst cells in one cycle" % _lib.MAX_DST_WB)
        c = o.dst_wb[n]
        c.row, c.col, c.val = row, col, val & 0xFFFF
        n += 1
    o.n_dst_wb = n
    if lane_flags is not None:
        o.lane_flags = lane_flags & 0xFFFFFFFF
    if use_lane_flags is not None:
        o.use_lane_flags = use_lane_flags & 0xFFFFFFFF
    if stack_depth is not None:
        for i, v in enumerate(stack_depth):
            o.stack_depth[i] = v
    return o


class Comparator:
    """A comparison session (sfpu_cmp_t) following one test cycle by cycle.

        cmp = Comparator(arch="bh", test="my_test", seed=7, check_flags=True)
        n = cmp.step(model, word_presented, model_out, dut_record(...))   # mismatches found this cycle
        cmp.finish(model, dut_lregs, dut_dst)                              # end-of-test state compare
        print(cmp.text(), cmp.summary())
    """

    def __init__(self, arch=BH, test=None, seed=0, window=0, history=0, max_reports=0, check_flags=False,
                 reproduce=None, dut_stall_cause=False):
        """reproduce: the command line that reruns the test (the `reproduce` field of every JSON object);
        dut_stall_cause: the DUT records carry the RTL's stall_cause (compared where both stall; timing reports
        give it beside the model's)."""
        self._L = _lib.lib()
        self.arch = arch_of(arch)
        self._test = test.encode() if test else None  # kept alive: the engine copies it, but be safe
        self._repro = reproduce.encode() if reproduce else None
        cfg = _lib.CmpConfig(self.arch, self._test, seed & 0xFFFFFFFFFFFFFFFF, window, history, max_reports,
                             1 if check_flags else 0, self._repro, 1 if dut_stall_cause else 0)
        h = C.c_void_p()
        st = self._L.sfpu_cmp_create(C.byref(cfg), C.byref(h))
        if st != 0:
            raise SfpuError(st, "sfpu_cmp_create failed", "comparator")
        self._h = h
        self._in = _lib.In()

    def close(self):
        if getattr(self, "_h", None) is not None and self._h.value:
            self._L.sfpu_cmp_destroy(self._h)
        self._h = None

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def waive(self, regs, lanes, cycle_lo, cycle_hi):
        """Count differences in these registers (bit r = LReg r, WAIVE_DST = Dst) and lanes during
        [cycle_lo, cycle_hi] as waived instead of reporting them."""
        w = _lib.Waiver(regs, lanes, cycle_lo, cycle_hi)
        st = self._L.sfpu_cmp_waive(self._h, C.byref(w))
        if st != 0:
            raise SfpuError(st, "bad waiver", "waive")

    def step(self, model, word, model_out, dut):
        """One clock: `word` the instruction presented to both (None: none), `model_out` the model's Out (or its raw
        record), `dut` the DUT's record (dut_record()). Returns the number of mismatches found this cycle."""
        self._in.insn_valid = 0 if word is None else 1
        self._in.insn = 0 if word is None else word & 0xFFFFFFFF
        mo = getattr(model_out, "raw", model_out)
        mh = model.handle if model is not None else None
        return self._L.sfpu_cmp_step(self._h, mh, C.byref(self._in), C.byref(mo), C.byref(dut))

    def finish(self, model, dut_lregs, dut_dst=None):
        """End of test: unmatched events become missing/extra, then the whole state is compared. dut_lregs is
        [17][32] uint32 (NumPy array or nested lists), dut_dst [1024][16] uint16 or None. Returns the number of
        mismatches found."""
        lr = np.ascontiguousarray(np.asarray(dut_lregs, dtype=np.uint64) & 0xFFFFFFFF, dtype=np.uint32)
        if lr.shape != (_lib.LREGS, _lib.LANES):
            raise ValueError("dut_lregs must be 17 x 32, not %s" % (lr.shape,))
        lrp = C.cast(lr.ctypes.data, C.POINTER(_lib.LREG_FILE))
        dp = None
        if dut_dst is not None:
            dd = np.ascontiguousarray(dut_dst, dtype=np.uint16)
            if dd.shape != (_lib.DST_ROWS, _lib.DST_COLS):
                raise ValueError("dut_dst must be 1024 x 16, not %s" % (dd.shape,))
            dp = C.cast(dd.ctypes.data, C.POINTER(_lib.DST_FILE))
        return self._L.sfpu_cmp_finish(self._h, model.handle, lrp, dp)

    def resync(self, model, dut_lregs, dut_dst=None):
        """Re-seed the model from the DUT's state and forget unmatched events."""
        lr = np.ascontiguousarray(dut_lregs, dtype=np.uint32)
        lrp = C.cast(lr.ctypes.data, C.POINTER(_lib.LREG_FILE))
        dp = None
        if dut_dst is not None:
            dd = np.ascontiguousarray(dut_dst, dtype=np.uint16)
            dp = C.cast(dd.ctypes.data, C.POINTER(_lib.DST_FILE))
        st = self._L.sfpu_cmp_resync(self._h, model.handle, lrp, dp)
        if st != 0:
            raise SfpuError(st, "resync failed", "resync")

    def count(self, cls):
        """Mismatches of one class ("timing", "data", "missing", "extra", "state")."""
        return self._L.sfpu_cmp_count(self._h, CLASSES.index(cls))

    def counts(self):
        return {c: self.count(c) for c in CLASSES}

    @property
    def total(self):
        return self._L.sfpu_cmp_total(self._h)

    @property
    def waived(self):
        return self._L.sfpu_cmp_waived(self._h)

    def text(self):
        """The SFPU-MISMATCH report lines accumulated (not cleared)."""
        return self._L.sfpu_cmp_text(self._h).decode()

    def jsonl(self):
        """The same reports as JSON Lines."""
        return self._L.sfpu_cmp_jsonl(self._h).decode()

    def clear_text(self):
        self._L.sfpu_cmp_clear_text(self._h)

    def summary(self):
        """"<test>: PASS|FAIL cycles=.. timing=.. data=.. missing=.. extra=.. state=.. waived=..\""""
        buf = C.create_string_buffer(512)
        self._L.sfpu_cmp_summary(self._h, buf, len(buf))
        return buf.value.decode()


def compare_cycle(arch, model_out, dut):
    """Stateless one-cycle compare (sfpu_compare_cycle): (count, report text)."""
    buf = C.create_string_buffer(8192)
    mo = getattr(model_out, "raw", model_out)
    n = _lib.lib().sfpu_compare_cycle(arch_of(arch), C.byref(mo), C.byref(dut), buf, len(buf))
    return n, buf.value.decode()
