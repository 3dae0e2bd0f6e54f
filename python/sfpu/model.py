"""model.py - one simulated SFPU (sfpu_t): functional and timed execution, ports, state access, checkpoints."""
import ctypes as C

import numpy as np

from . import _lib
from .isa import BH, SfpuError, UNIT_NAMES, STALL_NAMES, arch_of, assemble

DIAG_KINDS = {1: "stale read", 2: "stall bug", 3: "SHFT2 rule", 4: "backdoor race", 5: "dropped", 6: "macro rule"}


def _words(program, arch):
    """A program given as assembler text, a list/array of words, or one word -> a ctypes uint32 array."""
    if isinstance(program, str):
        program = assemble(program, arch)
    if isinstance(program, int):
        program = [program]
    a = np.ascontiguousarray(np.asarray(program, dtype=np.uint64) & 0xFFFFFFFF, dtype=np.uint32)
    return a, a.ctypes.data_as(C.POINTER(C.c_uint32))


class Out:
    """The outputs of one clock (sfpu_out_t), as Python values.

    insn_ready, stall_cause, busy, issued_unit (0xFF: none), cycle, lane_flags, use_lane_flags,
    stack_depth (list of 32), n_diag, unit_op (5 sfpu_op_t, 0xFF idle), n_exec, and with a library that has them
    unit_word, unit_sched, unit_vd16, unit_macro_cycle (what each sub-unit executes, sfpu_ports.h),
    wb: list of (reg, unit, mask, word, np.uint32[32]) LReg write-backs committed this cycle,
    dst_wb: list of (row, col, value) Dst cells written this cycle.
    `raw` is the ctypes record itself (what sfpu_cmp_step takes)."""

    __slots__ = ("raw",)

    def __init__(self, raw=None):
        self.raw = raw if raw is not None else _lib.Out()

    def __getattr__(self, name):
        v = getattr(self.raw, name)
        if isinstance(v, C.Array):
            return list(v)
        return v

    @property
    def wb(self):
        r = self.raw
        return [(e.reg, e.unit, e.mask, e.word, np.array(e.data, dtype=np.uint32)) for e in r.wb[:r.n_wb]]

    @property
    def dst_wb(self):
        r = self.raw
        return [(d.row, d.col, d.val) for d in r.dst_wb[:r.n_dst_wb]]

    def trace(self):
        """This cycle in the event trace format (sfpu_trace_format; rtl-harness/README.md)."""
        L = _lib.lib()
        n = L.sfpu_trace_format(C.byref(self.raw), None, 0)
        buf = C.create_string_buffer(n + 1)
        L.sfpu_trace_format(C.byref(self.raw), buf, n + 1)
        return buf.value.decode()

    def __repr__(self):
        return "Out(cycle=%d, ready=%d, stall=%d, busy=%d, wb=%d, dst_wb=%d)" % (
            self.raw.cycle, self.raw.insn_ready, self.raw.stall_cause, self.raw.busy, self.raw.n_wb,
            self.raw.n_dst_wb)


class Model:
    """One SFPU: `Model(arch="bh", prng_seed=0)`. Errors raise SfpuError carrying the model's message.

    Example:
        m = Model("bh")
        m.run("sfploadi L0,16256,0\\nsfpmad L1,L0,L0,L10,0\\n")   # functional
        m.lreg(1).view(np.float32)                               # 2.0 in every lane
    """

    def __init__(self, arch=BH, prng_seed=0):
        self._L = _lib.lib()
        self.arch = arch_of(arch)
        cfg = _lib.Config(self.arch, prng_seed & 0xFFFFFFFF)
        h = C.c_void_p()
        st = self._L.sfpu_create(C.byref(cfg), C.byref(h))
        if st != 0 or not h.value:
            raise SfpuError(st, "sfpu_create failed", "create")
        self._h = h
        self._in = _lib.In()

    # ---- life cycle ----
    def close(self):
        """Release the model now (also done when the object is collected)."""
        if getattr(self, "_h", None) is not None and self._h.value:
            self._L.sfpu_destroy(self._h)
        self._h = None

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    @property
    def handle(self):
        """The sfpu_t * as a ctypes c_void_p (for calls the package does not wrap)."""
        return self._h

    def _check(self, st, what):
        if st != 0:
            raise SfpuError(st, self.last_error() or "(no detail)", what)

    def _fail(self, st, index):
        """A program stopped at word `index`: the model's message names the instruction."""
        e = SfpuError(st, self.last_error() or "(no detail)")
        e.index = index
        raise e

    def reset(self):
        self._check(self._L.sfpu_reset(self._h), "reset")

    def last_error(self):
        return self._L.sfpu_last_error(self._h).decode()

    @property
    def status(self):
        return self._L.sfpu_get_status(self._h)

    def clear_error(self):
        self._L.sfpu_clear_error(self._h)

    # ---- functional execution ----
    def exec(self, word):
        """Execute one instruction word (untimed)."""
        self._check(self._L.sfpu_exec(self._h, word & 0xFFFFFFFF), "exec 0x%08x" % (word & 0xFFFFFFFF))

    def run(self, program):
        """Execute a program functionally (assembler text or words); returns the number of words executed.
        On error raises SfpuError with the model's message (it names the instruction) and .index = the word."""
        a, p = _words(program, self.arch)
        n = C.c_size_t()
        st = self._L.sfpu_exec_program(self._h, p, len(a), C.byref(n))
        if st != 0:
            self._fail(st, n.value)
        return n.value

    @property
    def insn_count(self):
        return self._L.sfpu_insn_count(self._h)

    # ---- timed execution ----
    def tick(self, word=None):
        """One clock. `word` is the instruction presented this cycle (None: none). Returns an Out; when
        out.insn_ready is 0 the word was not accepted (stall) and must be presented again."""
        self._in.insn_valid = 0 if word is None else 1
        self._in.insn = 0 if word is None else (word & 0xFFFFFFFF)
        o = Out()
        self._check(self._L.sfpu_tick(self._h, C.byref(self._in), C.byref(o.raw)), "tick (cycle %d)" % self.cycle)
        return o

    def tick_raw(self, inp, out):
        """sfpu_tick on caller-owned ctypes records (_lib.In, _lib.Out): the fast path for a bench loop."""
        self._check(self._L.sfpu_tick(self._h, C.byref(inp), C.byref(out)), "tick (cycle %d)" % self.cycle)

    def run_timed(self, program):
        """Issue the words as fast as the unit accepts them, then run until idle (sfpu_run_timed). Returns the
        number of words issued; timing_stats() and diagnostics() describe the run."""
        a, p = _words(program, self.arch)
        n = C.c_size_t()
        st = self._L.sfpu_run_timed(self._h, p, len(a), C.byref(n))
        if st != 0:
            self._fail(st, n.value)
        return n.value

    def set_strict(self, strict=True):
        """Strict mode: a software-rule violation (diagnostic) becomes an 'undefined' error."""
        self._L.sfpu_set_strict(self._h, bool(strict))

    @property
    def cycle(self):
        return self._L.sfpu_cycle(self._h)

    def timing_stats(self):
        """sfpu_timing_stats_t as a dict: cycles, issued, stall_cycles {cause name: n}, unit_issued {unit: n}, ..."""
        s = _lib.TimingStats()
        self._check(self._L.sfpu_get_timing_stats(self._h, C.byref(s)), "timing stats")
        d = {}
        for name, _ in _lib.TIMING_FIELDS:
            v = getattr(s, name)
            if name == "stall_cycles":
                v = {STALL_NAMES[i]: v[i] for i in range(1, _lib.STALL_COUNT)}
            elif name in ("unit_issued", "unit_nop"):
                v = {UNIT_NAMES[i]: v[i] for i in range(_lib.UNIT_COUNT)}
            d[name] = v
        return d

    def diagnostics(self):
        """The kept diagnostics (at most the 64 most recent) as dicts: cycle, kind, word, producer_word, regs, text."""
        n = self._L.sfpu_diag_count(self._h)
        out = []
        buf = C.create_string_buffer(512)
        for i in range(min(n, _lib.DIAG_KEEP)):
            d = _lib.Diag()
            if self._L.sfpu_diag_get(self._h, i, C.byref(d)) != 0:
                continue
            self._L.sfpu_diag_format(self._h, C.byref(d), buf, len(buf))
            out.append({"cycle": d.cycle, "kind": DIAG_KINDS.get(d.kind, str(d.kind)), "word": d.word,
                        "producer_word": d.producer_word, "regs": d.regs, "text": buf.value.decode()})
        return out

    @property
    def diag_count(self):
        return self._L.sfpu_diag_count(self._h)

    @property
    def lane_enable_mask(self):
        return self._L.sfpu_lane_enable_mask(self._h)

    # ---- LRegs (NumPy: uint32 bits; .view(np.float32) for the same bits as floats) ----
    def lreg(self, reg):
        """LReg `reg` (0..16) as np.uint32[32]; lreg(r).view(np.float32) reads the same bits as floats."""
        a = np.zeros(_lib.LANES, dtype=np.uint32)
        self._check(self._L.sfpu_peek_lreg(self._h, reg, a.ctypes.data_as(C.POINTER(C.c_uint32))),
                    "peek LReg %d" % reg)
        return a

    def set_lreg(self, reg, values):
        """Write LReg `reg`: one value for all lanes or 32 values; float32 arrays/Python floats are stored as their
        FP32 bits, integers as raw bits."""
        v = np.asarray(values)
        if v.dtype.kind == "f":
            v = v.astype(np.float32).view(np.uint32)
        v = np.ascontiguousarray(np.broadcast_to(v.astype(np.uint64) & 0xFFFFFFFF, (_lib.LANES,)),
                                 dtype=np.uint32)
        self._check(self._L.sfpu_poke_lreg(self._h, reg, v.ctypes.data_as(C.POINTER(C.c_uint32))),
                    "poke LReg %d" % reg)

    def lregs(self):
        """All 17 LRegs as np.uint32[17][32] (a copy); .view(np.float32) for floats."""
        return np.stack([self.lreg(r) for r in range(_lib.LREGS)])

    # ---- Dst ----
    def dst(self, rows=None):
        """Raw 16-bit Dst storage DstBits[row][col] as np.uint16[rows][16] (all 1024 rows by default)."""
        rows = range(_lib.DST_ROWS) if rows is None else rows
        rows = list(rows)
        out = np.zeros((len(rows), _lib.DST_COLS), dtype=np.uint16)
        v = C.c_uint16()
        peek = self._L.sfpu_peek_dst
        for i, r in enumerate(rows):
            for c in range(_lib.DST_COLS):
                self._check(peek(self._h, r, c, C.byref(v)), "peek Dst %d,%d" % (r, c))
                out[i, c] = v.value
        return out

    def set_dst(self, row, col, value):
        self._check(self._L.sfpu_poke_dst(self._h, row, col, value & 0xFFFF), "poke Dst %d,%d" % (row, col))

    def dst32(self, row, col):
        """The 32-bit Dst view Dst32b[row][col] (Adj32 mapping: hi half at row A, lo half at A+8)."""
        v = C.c_uint32()
        self._check(self._L.sfpu_peek_dst32(self._h, row, col, C.byref(v)), "peek Dst32 %d,%d" % (row, col))
        return v.value

    def set_dst32(self, row, col, value):
        self._check(self._L.sfpu_poke_dst32(self._h, row, col, value & 0xFFFFFFFF), "poke Dst32 %d,%d" % (row, col))

    def dst32_rows(self, rows):
        """Dst32b for the given rows as np.uint32[len(rows)][16]; .view(np.float32) for FP32 bits."""
        rows = list(rows)
        out = np.zeros((len(rows), _lib.DST_COLS), dtype=np.uint32)
        for i, r in enumerate(rows):
            for c in range(_lib.DST_COLS):
                out[i, c] = self.dst32(r, c)
        return out

    def set_dst_fp32(self, row, col, value):
        """Store an FP32 value in Dst's FP32 layout (DstEncodeFP32), as the Matrix Unit leaves it."""
        bits = int(np.float32(value).view(np.uint32)) if isinstance(value, float) else value & 0xFFFFFFFF
        self.set_dst32(row, col, self._L.sfpu_lane_dst_encode_fp32(bits))

    def dst_fp32(self, row, col):
        """The FP32 bits of Dst32b[row][col] decoded from Dst's FP32 layout."""
        return self._L.sfpu_lane_dst_decode_fp32(self.dst32(row, col))

    def dst_row_valid(self, row):
        v = C.c_bool()
        self._check(self._L.sfpu_peek_dst_row_valid(self._h, row, C.byref(v)), "peek DstRowValid %d" % row)
        return v.value

    def set_dst_row_valid(self, row, valid):
        self._check(self._L.sfpu_poke_dst_row_valid(self._h, row, bool(valid)), "poke DstRowValid %d" % row)

    # ---- named registers (flags, stack, LoadMacroConfig, RWCs, ADDR_MODs, configuration, frontend) ----
    @staticmethod
    def reg_names():
        """{name: (index count, bit width)} of every named register (sfpu_reg_t)."""
        L = _lib.lib()
        out = {}
        i = 0
        while True:
            n = L.sfpu_reg_name(i)
            if n is None:
                break
            out[n.decode()] = (L.sfpu_reg_count(i), L.sfpu_reg_bits(i))
            i += 1
        return out

    def _reg_id(self, name):
        if isinstance(name, int):
            return name
        r = self._L.sfpu_reg_lookup(name.encode())
        if self._L.sfpu_reg_name(r) is None:
            raise KeyError("no register named %r (Model.reg_names() lists them)" % name)
        return r

    def reg(self, name, index=0):
        """A named register ("lane_flags", "cfg_fp32_dst", "rwc_dst", ...) at index (lane, level, ...)."""
        v = C.c_uint32()
        self._check(self._L.sfpu_get_reg(self._h, self._reg_id(name), index, C.byref(v)),
                    "get %s[%d]" % (name, index))
        return v.value

    def set_reg(self, name, index, value):
        """Write a named register (masked to its width)."""
        self._check(self._L.sfpu_set_reg(self._h, self._reg_id(name), index, value & 0xFFFFFFFF),
                    "set %s[%d]" % (name, index))

    def reg_array(self, name):
        """Every index of a named register as np.uint32[count]."""
        r = self._reg_id(name)
        n = self._L.sfpu_reg_count(r)
        return np.array([self.reg(r, i) for i in range(n)], dtype=np.uint32)

    # ---- checkpoints ----
    def save(self):
        """A checkpoint (bytes): the whole state, POD."""
        n = self._L.sfpu_state_size()
        buf = C.create_string_buffer(n)
        self._check(self._L.sfpu_save(self._h, buf, n), "save")
        return buf.raw

    def restore(self, checkpoint):
        """Restore a checkpoint from save() (of a model of this library)."""
        buf = C.create_string_buffer(bytes(checkpoint), len(checkpoint))
        self._check(self._L.sfpu_restore(self._h, buf, len(checkpoint)), "restore")
