"""model.py - one simulated SFPU (sfpu_t): functional and timed execution, ports, state access, checkpoints."""
import ctypes as C

import numpy as np

from . import _lib
from .isa import BH, ArgumentError, ArgumentTypeError, SfpuError, STATUS_NAMES, UNIT_NAMES, STALL_NAMES, arch_of, assemble

DIAG_KINDS = {1: "stale read", 2: "stall bug", 3: "SHFT2 rule", 4: "backdoor race", 5: "dropped", 6: "macro rule",
              7: "macro pushed directly", 8: "macros out of order", 9: "Dst read after macro store"}


class ClosedError(ValueError):
    """A call on a Model after close()."""


def _int(v, what, lo, hi):
    """v as a Python int in lo..hi: TypeError for anything that is not an integer (float, complex, str, bool),
    ValueError out of range. Checked here, before ctypes (which would wrap it silently)."""
    if isinstance(v, (bool, np.bool_)) or not isinstance(v, (int, np.integer)):
        raise ArgumentTypeError("%s must be an integer, not %s" % (what, type(v).__name__))
    v = int(v)
    if v < lo or v > hi:
        raise ArgumentError("%s %d out of range %d..%d" % (what, v, lo, hi))
    return v


def _u32_array(values, what, signed_ok=False):
    """An integer array (any shape) of 32-bit words -> np.uint32; TypeError for non-integers, ValueError out of range
    (negative values allowed as two's complement with signed_ok)."""
    a = np.asarray(values)
    if a.dtype == object:
        a = np.array([_int(x, what, -2**31 if signed_ok else 0, 0xFFFFFFFF) for x in a.ravel()], dtype=np.int64)
    if a.dtype.kind not in "iu":
        raise ArgumentTypeError("%s must be integers, not %s" % (what, a.dtype))
    if a.size and (int(a.max()) > 0xFFFFFFFF or int(a.min()) < (-2**31 if signed_ok else 0)):
        bad = a.ravel()[(a.ravel() > 0xFFFFFFFF) | (a.ravel() < (-2**31 if signed_ok else 0))][0]
        raise ArgumentError("%s: %d is not a 32-bit word" % (what, int(bad)))
    return (a.astype(np.int64) & 0xFFFFFFFF).astype(np.uint32)


def _words(program, arch):
    """A program given as assembler text, a list/array of words, or one word -> a ctypes uint32 array."""
    if isinstance(program, (str, bytes, bytearray)):
        program = assemble(program, arch)
        if not program:
            raise ArgumentError("empty program: the text holds no instruction")
    if isinstance(program, (int, np.integer)) and not isinstance(program, bool):
        program = [program]
    if np.asarray(program).size == 0:
        raise ArgumentError("empty program: no instruction word")
    a = np.ascontiguousarray(_u32_array(program, "instruction word").ravel())
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
        cfg = _lib.Config(self.arch, _int(prng_seed, "prng_seed", 0, 0xFFFFFFFF))
        h = C.c_void_p()
        st = self._L.sfpu_create(C.byref(cfg), C.byref(h))
        if st != 0 or not h.value:
            raise SfpuError(st, "sfpu_create failed", "create")
        self._hv = h
        self._in = _lib.In()

    # ---- life cycle ----
    def close(self):
        """Release the model now (also done when the object is collected). Every later call raises ValueError."""
        if getattr(self, "_hv", None) is not None and self._hv.value:
            self._L.sfpu_destroy(self._hv)
        self._hv = None

    @property
    def _h(self):
        h = getattr(self, "_hv", None)
        if h is None:
            raise ClosedError("the model is closed")
        return h

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

    def _message(self, st, what):
        """The library's message for the call that just returned status st (arguments were checked before it, so
        a refusal without a message of its own is named here by the call)."""
        msg = self.last_error()
        if not msg:
            msg = "%s refused by the library (status %s)" % (what, STATUS_NAMES.get(int(st), st))
        return msg

    def _check(self, st, what):
        if st != 0:
            raise SfpuError(st, self._message(st, what), what)

    def _fail(self, st, index):
        """A program stopped at word `index`: the model's message names the instruction."""
        e = SfpuError(st, self._message(st, "word %d" % index))
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
        word = _int(word, "instruction word", 0, 0xFFFFFFFF)
        self._check(self._L.sfpu_exec(self._h, word), "exec 0x%08x" % word)

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
        word = None if word is None else _int(word, "instruction word", 0, 0xFFFFFFFF)
        self._in.insn_valid = 0 if word is None else 1
        self._in.insn = 0 if word is None else word
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
        if not isinstance(strict, (bool, np.bool_)):
            raise ArgumentTypeError("strict must be True or False, not %s" % type(strict).__name__)
        self._L.sfpu_set_strict(self._h, bool(strict))

    def set_silicon_hazards(self, on=True):
        """The silicon hazard diagnostics (an SFPLOADMACRO pushed directly, macros in flight out of program order, a
        Dst read right after a macro's store); on by default."""
        self._L.sfpu_set_silicon_hazards(self._h, bool(on))

    def set_max_cycles(self, n):
        """The bound of a timed run: the most cycles run_timed ticks after its last word was taken while work is
        pending (then it raises SfpuError naming the cycle, the bound and what is pending). 0: the default."""
        self._L.sfpu_set_max_cycles(self._h, _int(n, "max_cycles", 0, 2**64 - 1))

    @property
    def max_cycles(self):
        return self._L.sfpu_max_cycles(self._h)

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
        reg = _int(reg, "LReg", 0, _lib.LREGS - 1)
        a = np.zeros(_lib.LANES, dtype=np.uint32)
        self._check(self._L.sfpu_peek_lreg(self._h, reg, a.ctypes.data_as(C.POINTER(C.c_uint32))),
                    "peek LReg %d" % reg)
        a.flags.writeable = False  # a snapshot: writing it would change nothing in the model (set_lreg does)
        return a

    def set_lreg(self, reg, values):
        """Write LReg `reg`: one value for all lanes or 32 values; float32 arrays/Python floats are stored as their
        FP32 bits, integers as raw bits."""
        reg = _int(reg, "LReg", 0, _lib.LREGS - 1)
        v = np.asarray(values)
        if v.dtype.kind == "f":
            v = v.astype(np.float32).view(np.uint32)
        elif v.dtype.kind == "c":
            raise ArgumentTypeError("LReg values must be integers (raw bits) or floats, not complex")
        v = _u32_array(v, "LReg value", signed_ok=True)
        if v.shape not in ((), (1,), (_lib.LANES,)):
            raise ArgumentError("LReg values: one value or %d, not shape %s" % (_lib.LANES, v.shape))
        v = np.ascontiguousarray(np.broadcast_to(v, (_lib.LANES,)), dtype=np.uint32)
        self._check(self._L.sfpu_poke_lreg(self._h, reg, v.ctypes.data_as(C.POINTER(C.c_uint32))),
                    "poke LReg %d" % reg)

    def lregs(self):
        """All 17 LRegs as np.uint32[17][32] (a copy); .view(np.float32) for floats."""
        a = np.stack([self.lreg(r) for r in range(_lib.LREGS)])
        a.flags.writeable = False
        return a

    # ---- Dst ----
    def dst(self, rows=None):
        """Raw 16-bit Dst storage DstBits[row][col] as np.uint16[rows][16] (all 1024 rows by default)."""
        rows = range(_lib.DST_ROWS) if rows is None else rows
        rows = [_int(r, "Dst row", 0, _lib.DST_ROWS - 1) for r in rows]
        out = np.zeros((len(rows), _lib.DST_COLS), dtype=np.uint16)
        v = C.c_uint16()
        peek = self._L.sfpu_peek_dst
        for i, r in enumerate(rows):
            for c in range(_lib.DST_COLS):
                self._check(peek(self._h, r, c, C.byref(v)), "peek Dst %d,%d" % (r, c))
                out[i, c] = v.value
        out.flags.writeable = False  # a snapshot (set_dst writes the model)
        return out

    def _cell(self, row, col):
        return _int(row, "Dst row", 0, _lib.DST_ROWS - 1), _int(col, "Dst column", 0, _lib.DST_COLS - 1)

    def set_dst(self, row, col, value):
        row, col = self._cell(row, col)
        value = _int(value, "Dst value (16 bits)", 0, 0xFFFF)
        self._check(self._L.sfpu_poke_dst(self._h, row, col, value), "poke Dst %d,%d" % (row, col))

    def dst32(self, row, col):
        """The 32-bit Dst view Dst32b[row][col] (Adj32 mapping: hi half at row A, lo half at A+8)."""
        row, col = self._cell(row, col)
        v = C.c_uint32()
        self._check(self._L.sfpu_peek_dst32(self._h, row, col, C.byref(v)), "peek Dst32 %d,%d" % (row, col))
        return v.value

    def set_dst32(self, row, col, value):
        row, col = self._cell(row, col)
        value = _int(value, "Dst32 value", 0, 0xFFFFFFFF)
        self._check(self._L.sfpu_poke_dst32(self._h, row, col, value), "poke Dst32 %d,%d" % (row, col))

    def dst32_rows(self, rows):
        """Dst32b for the given rows as np.uint32[len(rows)][16]; .view(np.float32) for FP32 bits."""
        rows = list(rows)
        out = np.zeros((len(rows), _lib.DST_COLS), dtype=np.uint32)
        for i, r in enumerate(rows):
            for c in range(_lib.DST_COLS):
                out[i, c] = self.dst32(r, c)
        out.flags.writeable = False
        return out

    def set_dst_fp32(self, row, col, value):
        """Store an FP32 value in Dst's FP32 layout (DstEncodeFP32), as the Matrix Unit leaves it."""
        if isinstance(value, (float, np.floating)):
            with np.errstate(over="ignore", under="ignore"):
                f = np.float32(value)
            if np.isinf(f) and not np.isinf(value):
                raise ArgumentError("FP32 value %r out of FP32 range (the largest finite FP32 is 3.4028235e38)"
                                    % (value,))
            if f == 0 and value != 0:
                raise ArgumentError("FP32 value %r underflows to zero in FP32" % (value,))
            bits = int(f.view(np.uint32))
        else:
            bits = _int(value, "FP32 bits", 0, 0xFFFFFFFF)
        self.set_dst32(row, col, self._L.sfpu_lane_dst_encode_fp32(bits))

    def dst_fp32(self, row, col):
        """The FP32 bits of Dst32b[row][col] decoded from Dst's FP32 layout."""
        return self._L.sfpu_lane_dst_decode_fp32(self.dst32(row, col))

    def dst_row_valid(self, row):
        row = _int(row, "Dst row", 0, _lib.DST_ROWS - 1)
        v = C.c_bool()
        self._check(self._L.sfpu_peek_dst_row_valid(self._h, row, C.byref(v)), "peek DstRowValid %d" % row)
        return v.value

    def set_dst_row_valid(self, row, valid):
        row = _int(row, "Dst row", 0, _lib.DST_ROWS - 1)
        if not isinstance(valid, (bool, np.bool_, int, np.integer)) or int(valid) not in (0, 1):
            raise ArgumentError("DstRowValid is 0/1 or a bool, not %r" % (valid,))
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
        if isinstance(name, (int, np.integer)) and not isinstance(name, bool):
            if self._L.sfpu_reg_name(int(name)) is None or int(name) < 0:
                raise ArgumentError("no register number %d (Model.reg_names() lists them)" % int(name))
            return int(name)
        if not isinstance(name, str):
            raise ArgumentTypeError("a register is named by a string or its number, not %s" % type(name).__name__)
        r = self._L.sfpu_reg_lookup(name.encode())
        if self._L.sfpu_reg_name(r) is None:
            raise KeyError("no register named %r (Model.reg_names() lists them)" % name)
        return r

    def reg(self, name, index=0):
        """A named register ("lane_flags", "cfg_fp32_dst", "rwc_dst", ...) at index (lane, level, ...)."""
        r = self._reg_id(name)
        index = _int(index, "index of %s" % name, 0, self._L.sfpu_reg_count(r) - 1)
        v = C.c_uint32()
        self._check(self._L.sfpu_get_reg(self._h, r, index, C.byref(v)),
                    "get %s[%d]" % (name, index))
        return v.value

    def set_reg(self, name, index, value):
        """Write a named register; a value wider than the register is a ValueError."""
        r = self._reg_id(name)
        index = _int(index, "index of %s" % name, 0, self._L.sfpu_reg_count(r) - 1)
        bits = self._L.sfpu_reg_bits(r)
        value = _int(value, "value of %s (%d bits)" % (name, bits), 0, (1 << min(bits, 32)) - 1)
        self._check(self._L.sfpu_set_reg(self._h, r, index, value),
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
        if not isinstance(checkpoint, (bytes, bytearray, memoryview)):
            raise ArgumentTypeError("a checkpoint is bytes from save(), not %s" % type(checkpoint).__name__)
        buf = C.create_string_buffer(bytes(checkpoint), len(checkpoint))
        st = self._L.sfpu_restore(self._h, buf, len(checkpoint))
        if st != 0:
            why = C.create_string_buffer(400)
            self._L.sfpu_checkpoint_check(buf, len(checkpoint), self.arch, why, len(why))
            raise SfpuError(st, why.value.decode() or self._message(st, "restore"), "restore")
