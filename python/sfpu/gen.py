"""gen.py - seeded constrained-random programs (model/include/sfpu/sfpu_gen.h) and their coverage."""
import ctypes as C

import numpy as np

from . import _lib
from .isa import BH, SfpuError, arch_of, ops

ABIDE = 0    #: rule-abiding programs (functional and timed end states equal)
VIOLATE = 1  #: deliberate hazards (stale reads, full SFPLOADMACRO configurations)


def seed(base, name):
    """A test's seed: sfpu_gen_seed(base, name) (FNV-1a of the name mixed with base)."""
    return _lib.lib().sfpu_gen_seed(base & 0xFFFFFFFFFFFFFFFF, name.encode() if name is not None else None)


def default_allow(arch=BH):
    return _lib.lib().sfpu_gen_default_allow(arch_of(arch))


def rtl_allow(arch=BH):
    """What the bundled RTL implements (rtl-harness/harness/lockstep_programs.h): every SFPU instruction plus
    SFPLOADMACRO and the thread's TTSETRWC/TTINCRWC."""
    names = {o.name: o.op for o in ops()}
    return (default_allow(arch) | (1 << names["SFPLOADMACRO"]) | (1 << names["TTSETRWC"])
            | (1 << names["TTINCRWC"]))


class Coverage:
    """Generator coverage (sfpu_gen_cov_t), accumulated over programs: the functional-coverage groups with their
    closure (report, closure), save/load for merging runs, and the raw instruction x mod and hazard counts."""

    def __init__(self):
        _lib.lib()
        self.raw = _lib.GenCov()

    def merge(self, other):
        _lib.lib().sfpu_gen_cov_merge(C.byref(self.raw), C.byref(other.raw))

    def _text(self, fn, *args):
        """The text of a snprintf-style formatter fn(cov, *args, buf, len)."""
        n = fn(C.byref(self.raw), *args, None, 0)
        buf = C.create_string_buffer(n + 1)
        fn(C.byref(self.raw), *args, buf, n + 1)
        return buf.value.decode()

    def format(self, arch=BH, allow=0):
        return self._text(_lib.lib().sfpu_gen_cov_format, arch_of(arch), allow)

    def op_mod(self):
        """np.uint32[ops][16] of (instruction, mod) counts."""
        return np.ctypeslib.as_array(self.raw.op_mod).copy()

    def hazards(self):
        """np.uint32[producer][consumer][distance 0..2] counts."""
        return np.ctypeslib.as_array(self.raw.hazard).copy()

    def report(self, arch=BH, allow=0, goal=_lib.GEN_COV_GOAL):
        """The closure table: per functional-coverage group, bins at the goal of those that exist, then the holes."""
        return self._text(_lib.lib().sfpu_gen_cov_report, arch_of(arch), allow, goal)

    def closure(self, arch=BH, allow=0, goal=_lib.GEN_COV_GOAL):
        """{group key: (bins at the goal, bins)} for every functional-coverage group."""
        L = _lib.lib()
        out = {}
        for g in range(_lib.GEN_COV_GROUPS):
            met, total = C.c_uint(), C.c_uint()
            L.sfpu_gen_cov_closure(C.byref(self.raw), arch_of(arch), allow, g, goal, C.byref(met), C.byref(total))
            out[L.sfpu_gen_cov_group_key(g).decode()] = (met.value, total.value)
        return out

    def save(self, arch=BH, allow=0):
        """The coverage file text (`sfpu cov` merges such files)."""
        return self._text(_lib.lib().sfpu_gen_cov_save, arch_of(arch), allow)

    def load(self, text):
        """Add a saved coverage text (of the same architecture and instruction set as earlier loads)."""
        L = _lib.lib()
        if not hasattr(self, "_have"):
            self._have, self._arch, self._allow = C.c_bool(False), C.c_int(0), C.c_uint64(0)
        err = C.create_string_buffer(512)
        st = L.sfpu_gen_cov_load(C.byref(self.raw), text.encode(), C.byref(self._have), C.byref(self._arch),
                                 C.byref(self._allow), err, len(err))
        if st != 0:
            raise SfpuError(st, err.value.decode(), "coverage load")


class Program:
    """A generated program: words (np.uint32), lreg_init (np.uint32[8][32]), dst_init (np.uint16[64][16]),
    cfg_init, prng_init (np.uint32[32], or None: the PRNG's reset state), seed, arch, hazards, nops_inserted.
    apply_init(model) pokes the initial state; asm()/init_text() format it as a .s / state file."""

    def __init__(self, raw):
        self.raw = raw
        self.arch = raw.arch
        self.seed = raw.seed
        self.hazards = raw.hazards
        self.words = np.array(raw.words[:raw.n], dtype=np.uint32)
        self.lreg_init = np.ctypeslib.as_array(raw.lreg_init).copy()
        self.dst_init = np.ctypeslib.as_array(raw.dst_init).copy()
        self.cfg_init = [(c.reg, c.index, c.value) for c in raw.cfg_init[:raw.n_cfg]]  # (sfpu_reg_t, index, value)
        # the PRNG state per lane before the first word (options(prng=True)), or None: the reset state
        self.prng_init = np.ctypeslib.as_array(raw.prng_init).copy() if raw.prng_set else None
        self.nops_inserted = raw.nops_inserted
        self.undef_at = list(raw.undef_at[:raw.n_undef])  # deliberately undefined words (options(undef=True))
        # for each, the Dst row (physical) a harness marks invalid while it is presented, or None
        self.undef_row = [None if r == _lib.GEN_NO_ROW else int(r) for r in raw.undef_row[:raw.n_undef]]
        # defined loads / stores a harness presents with one Dst row (physical) invalid, a row only disabled lanes
        # address: (word index, row)
        self.row_off = list(zip(raw.row_off_at[:raw.n_row_off], raw.row_off_row[:raw.n_row_off]))

    def __len__(self):
        return len(self.words)

    def __del__(self):
        try:
            if self.raw is not None and self.raw.words:
                _lib.lib().sfpu_gen_free(C.byref(self.raw))
            self.raw = None
        except Exception:
            pass

    def apply_init(self, model):
        st = _lib.lib().sfpu_gen_apply_init(model.handle, C.byref(self.raw))
        if st != 0:
            raise SfpuError(st, model.last_error(), "apply_init")

    def _fmt(self, fn):
        n = fn(C.byref(self.raw), None, 0)
        buf = C.create_string_buffer(n + 1)
        fn(C.byref(self.raw), buf, n + 1)
        return buf.value.decode()

    def asm(self):
        """Assembler text, one instruction per line (assembles back to the same words)."""
        return self._fmt(_lib.lib().sfpu_gen_format_asm)

    def init_text(self):
        """The initial state as a state file (`sfpu run --init`)."""
        return self._fmt(_lib.lib().sfpu_gen_format_init)

    def selfcheck(self, require_equal=True):
        """Run on fresh models functionally and timed; returns the number of timed diagnostics, raises SfpuError
        with the first difference or error."""
        d = C.c_uint()
        msg = C.create_string_buffer(512)
        st = _lib.lib().sfpu_gen_selfcheck(C.byref(self.raw), bool(require_equal), C.byref(d), msg, len(msg))
        if st != 0:
            raise SfpuError(st, msg.value.decode(), "selfcheck seed 0x%x" % self.seed)
        return d.value


def options(arch=BH, length=200, allow=None, hazards=ABIDE, max_depth=8, macros=True, dst_init=True, index=0,
            undef=False, prng=True):
    """Generator options (sfpu_gen_opts_t) starting from the library's defaults for arch. index: the program's
    number in its set, which picks the coverage bins its directed sequences aim at. undef: a few deliberately
    undefined words (Program.undef_at), which a DUT must flag and ignore; the model stops at each (run an SFPNOP
    in its place). prng: a random initial PRNG state per lane (Program.prng_init; a DUT takes it through
    dbg_prng_*), except when index % 4 == 3 (Program.prng_init None: the reset state); False: the reset state."""
    L = _lib.lib()
    o = _lib.GenOpts()
    L.sfpu_gen_default_opts(C.byref(o), arch_of(arch))
    o.len = length
    o.allow = 0 if allow is None else allow
    o.hazards = hazards
    o.max_depth = max_depth
    o.macros = 1 if macros else 0
    o.dst_init = 1 if dst_init else 0
    o.index = index
    o.undef = 1 if undef else 0
    o.prng = 1 if prng else 0
    return o


def generate(seed_value, arch=BH, length=200, allow=None, hazards=ABIDE, max_depth=8, macros=True, dst_init=True,
             coverage=None, opts=None, index=0, undef=False):
    """Generate one program from a seed (reproducible). coverage (a Coverage) accumulates. Raises SfpuError with
    the option named for bad options."""
    o = opts if opts is not None else options(arch, length, allow, hazards, max_depth, macros, dst_init, index, undef)
    p = _lib.GenProg()
    err = C.create_string_buffer(256)
    cov = C.byref(coverage.raw) if coverage is not None else None
    st = _lib.lib().sfpu_gen_program(C.byref(o), seed_value & 0xFFFFFFFFFFFFFFFF, C.byref(p), cov, err, len(err))
    if st != 0:
        raise SfpuError(st, err.value.decode(), "generate seed 0x%x" % seed_value)
    return Program(p)


def lockstep_program(k, arch=BH, length=200, base_seed=1, name="lockstep", hazards="mix", coverage=None,
                     undef=False, prng=True):
    """Test k of a lockstep run exactly as rtl-harness/harness/lockstep.cpp generates it: seed
    sfpu_gen_seed(base, "<name>-<k>"), the RTL's instruction set, SFPLOADMACRO configurations, and with
    hazards="mix" even tests abide by the scheduling rules and odd ones break them. lockstep.cpp also issues
    undefined words by default: undef=True for the same program (undef=False is its --no-undef). prng=False is
    its --no-prng (and a DUT without the dbg_prng_* port)."""
    h = {"abide": ABIDE, "violate": VIOLATE, "mix": VIOLATE if k % 2 else ABIDE}[hazards]
    o = options(arch, length, rtl_allow(arch), h, macros=True, index=k, undef=undef, prng=prng)
    return generate(seed(base_seed, "%s-%d" % (name, k)), coverage=coverage, opts=o)
