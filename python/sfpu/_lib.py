"""_lib.py - loads libsfpu_model.so and declares its C API for ctypes (model/include/sfpu/*.h).

The structures below mirror the public headers field by field; tests/test_layout.py compiles a C program
against the headers and checks every offset and size, so a header change that is not mirrored here fails
`ctest -L python` instead of corrupting memory. Structures the library writes into carry a trailing reserve
(_RESERVE bytes) so that even an unmirrored field appended to a header cannot write past the Python buffer.
"""
import ctypes as C
import os
import pathlib

LANES = 32
LREGS = 17
DST_ROWS = 1024
DST_COLS = 16
MAX_WB = 17
MAX_DST_WB = 64
STALL_COUNT = 4
UNIT_COUNT = 5
DIAG_KEEP = 64
GEN_DST_ROWS = 64
GEN_MOD_VALUES = 16
GEN_KERNEL_SHAPES = 9  # SFPU_GEN_KERNEL_SHAPES (sfpu_gen.h)
GEN_RWC_BINS = 12  # SFPU_GEN_RWC_BINS
GEN_FMTS = 7  # SFPU_GEN_FMTS
GEN_VCLASSES = 9  # SFPU_GEN_VCLASSES
GEN_PAIR_CLASSES = 7  # SFPU_GEN_PAIR_CLASSES
GEN_RULES = 16  # SFPU_GEN_RULES
GEN_COV_GROUPS = 15  # SFPU_GEN_COV_GROUPS
GEN_LANE_BINS = 9  # SFPU_GEN_LANE_BINS
GEN_CONFIG_BINS = 35  # SFPU_GEN_CONFIG_BINS
GEN_READ_BITS = 11  # SFPU_GEN_READ_BITS
GEN_BOUND_BINS = 56  # SFPU_GEN_BOUND_BINS
GEN_ADDRMOD_BINS = 18  # SFPU_GEN_ADDRMOD_BINS
GEN_UNDEF_BINS = 768  # SFPU_GEN_UNDEF_BINS
GEN_CFG_MAX = 40  # SFPU_GEN_CFG_MAX
GEN_UNDEF_MAX = 8  # SFPU_GEN_UNDEF_MAX
GEN_NO_ROW = 0xFFFF  # SFPU_GEN_NO_ROW
GEN_ARECIP_LUT = 128 + 896  # SFPU_GEN_ARECIP_LUT
GEN_COV_GOAL = 2  # SFPU_GEN_COV_GOAL
FLAG_STACK_DEPTH = 8
_RESERVE = 1024


class LibraryNotFound(OSError):
    """libsfpu_model.so was not found (set SFPU_LIBRARY=/path/to/libsfpu_model.so)."""


def _candidates():
    env = os.environ.get("SFPU_LIBRARY")
    if env:
        yield pathlib.Path(env)
        return
    here = pathlib.Path(__file__).resolve().parent
    # installed: the library next to the package, or in the lib folder of the prefix the package is under
    yield here / "libsfpu_model.so"
    for parent in list(here.parents)[:5]:
        yield parent / "lib" / "libsfpu_model.so"
    # source tree: <src>/python/sfpu -> <src>/build/model, then any <src>/build*/model
    src = here.parents[1]
    yield src / "build" / "model" / "libsfpu_model.so"
    for b in sorted(src.glob("build*/model/libsfpu_model.so")):
        yield b


def find_library():
    """The path of libsfpu_model.so: $SFPU_LIBRARY, else next to the package, else the source tree's build*/model."""
    tried = []
    for p in _candidates():
        tried.append(str(p))
        if p.is_file():
            return str(p)
    raise LibraryNotFound(
        "libsfpu_model.so not found (tried: %s); build it (cmake --build build) or set SFPU_LIBRARY=/path/to/"
        "libsfpu_model.so" % ", ".join(tried))


# ---- structures (model/include/sfpu/sfpu_ports.h, sfpu.h, sfpu_compare.h, sfpu_gen.h) ----
class Config(C.Structure):
    _fields_ = [("arch", C.c_int), ("prng_seed", C.c_uint32)]


class In(C.Structure):
    """sfpu_in_t: the inputs of one clock."""
    _fields_ = [("insn_valid", C.c_uint8), ("insn", C.c_uint32)]


class WbEvent(C.Structure):
    """sfpu_wb_event_t: the LReg write-back of one register in one cycle."""
    _fields_ = [("reg", C.c_uint8), ("unit", C.c_uint8), ("mask", C.c_uint32), ("word", C.c_uint32),
                ("data", C.c_uint32 * LANES)]


class DstCell(C.Structure):
    """sfpu_dst_cell_t: one 16-bit Dst cell written (physical row, column)."""
    _fields_ = [("row", C.c_uint16), ("col", C.c_uint8), ("val", C.c_uint16)]


OUT_FIELDS = [
    ("insn_ready", C.c_uint8), ("stall_cause", C.c_uint8), ("busy", C.c_uint8), ("issued_unit", C.c_uint8),
    ("n_wb", C.c_uint8), ("wb", WbEvent * MAX_WB), ("n_dst_wb", C.c_uint8), ("dst_wb", DstCell * MAX_DST_WB),
    ("lane_flags", C.c_uint32), ("use_lane_flags", C.c_uint32), ("stack_depth", C.c_uint8 * LANES),
    ("n_diag", C.c_uint8), ("unit_op", C.c_uint8 * UNIT_COUNT), ("n_exec", C.c_uint8), ("cycle", C.c_uint64),
]
# What each sub-unit executes, for traces (sfpu_ports.h)
OUT_FIELDS = OUT_FIELDS + [
    ("unit_word", C.c_uint32 * UNIT_COUNT), ("unit_sched", C.c_uint8), ("unit_vd16", C.c_uint8),
    ("unit_macro_cycle", C.c_uint64 * UNIT_COUNT),
]

TIMING_FIELDS = [
    ("cycles", C.c_uint64), ("issued", C.c_uint64), ("outside_issued", C.c_uint64),
    ("frontend_bubbles", C.c_uint64), ("stall_cycles", C.c_uint64 * STALL_COUNT),
    ("unit_issued", C.c_uint64 * UNIT_COUNT), ("diagnostics", C.c_uint64), ("macro_issued", C.c_uint64),
    ("dropped", C.c_uint64), ("max_per_cycle", C.c_uint64), ("unit_nop", C.c_uint64 * UNIT_COUNT),
    ("macro_cancelled", C.c_uint64),
]

# The structures above mirror this API version of the headers (tests/test_layout.py checks them with a C compiler).
API_VERSION = 24


class Out(C.Structure):
    """sfpu_out_t: the outputs of one clock (what the RTL top drives), plus a reserve."""
    _fields_ = OUT_FIELDS + [("_reserve", C.c_uint8 * _RESERVE)]


class TimingStats(C.Structure):
    _fields_ = TIMING_FIELDS + [("_reserve", C.c_uint8 * _RESERVE)]


class Diag(C.Structure):
    _fields_ = [("cycle", C.c_uint64), ("kind", C.c_uint8), ("word", C.c_uint32), ("producer_word", C.c_uint32),
                ("regs", C.c_uint32)]


class IsaInfo(C.Structure):
    _fields_ = [("name", C.c_char_p), ("mnem", C.c_char_p), ("opcode", C.c_uint8), ("fmt", C.c_uint8),
                ("unit", C.c_uint8), ("lat", C.c_uint8), ("arch_mask", C.c_uint8), ("flags", C.c_uint8),
                ("syntax", C.c_char_p)]


class CmpConfig(C.Structure):
    _fields_ = [("arch", C.c_int), ("test", C.c_char_p), ("seed", C.c_uint64), ("window", C.c_uint),
                ("history", C.c_uint), ("max_reports", C.c_uint), ("check_flags", C.c_uint),
                ("reproduce", C.c_char_p), ("dut_stall_cause", C.c_uint)]


class Waiver(C.Structure):
    _fields_ = [("regs", C.c_uint32), ("lanes", C.c_uint32), ("cycle_lo", C.c_uint64), ("cycle_hi", C.c_uint64)]


class GenOpts(C.Structure):
    _fields_ = [("arch", C.c_int), ("len", C.c_uint32), ("allow", C.c_uint64), ("hazards", C.c_uint8),
                ("max_depth", C.c_uint8), ("macros", C.c_uint8), ("dst_init", C.c_uint8), ("cfg", C.c_uint8),
                ("undef", C.c_uint8), ("prng", C.c_uint8), ("index", C.c_uint32),
                ("mod_deny", C.c_void_p)]  # const uint16_t *: NULL (no mode left out)


class GenCfg(C.Structure):
    _fields_ = [("reg", C.c_uint8), ("index", C.c_uint8), ("value", C.c_uint32)]


GEN_PROG_FIELDS = [
    ("arch", C.c_int), ("seed", C.c_uint64), ("hazards", C.c_uint8), ("n", C.c_size_t),
    ("words", C.POINTER(C.c_uint32)), ("lreg_init", (C.c_uint32 * LANES) * 8),
    ("dst_init", (C.c_uint16 * DST_COLS) * GEN_DST_ROWS), ("nops_inserted", C.c_uint32), ("attempts", C.c_uint32),
    ("n_cfg", C.c_uint32), ("cfg_init", GenCfg * GEN_CFG_MAX),
    ("n_undef", C.c_uint32), ("undef_at", C.c_uint32 * GEN_UNDEF_MAX),
    ("undef_row", C.c_uint16 * GEN_UNDEF_MAX), ("prng_set", C.c_uint8), ("prng_init", C.c_uint32 * LANES),
    ("n_row_off", C.c_uint32), ("row_off_at", C.c_uint32 * GEN_UNDEF_MAX), ("row_off_row", C.c_uint16 * GEN_UNDEF_MAX),
]


class GenProg(C.Structure):
    _fields_ = GEN_PROG_FIELDS + [("_reserve", C.c_uint8 * _RESERVE)]


class AsmNote(C.Structure):
    """sfpu_asm_note_t (sfpu_isa.h): what the reader did with a line it did not turn into a word."""
    _fields_ = [("kind", C.c_int), ("file", C.c_char_p), ("line", C.c_uint), ("col", C.c_uint),
                ("text", C.POINTER(C.c_char)), ("textlen", C.c_size_t), ("message", C.c_char_p)]


class AsmDefine(C.Structure):
    _fields_ = [("name", C.c_char_p), ("value", C.c_longlong)]


class AsmRuntimeWord(C.Structure):
    _fields_ = [("line", C.c_uint32), ("word", C.c_uint32)]


ASM_NOTE_FN = C.CFUNCTYPE(None, C.c_void_p, C.POINTER(AsmNote))


class AsmOptions(C.Structure):
    """sfpu_asm_options_t (sfpu_isa.h)."""
    _fields_ = [("syntax", C.c_int), ("input", C.c_int), ("function", C.c_char_p),
                ("defines", C.POINTER(AsmDefine)), ("ndefines", C.c_size_t),
                ("runtime_words", C.POINTER(AsmRuntimeWord)), ("nruntime_words", C.c_size_t),
                ("skip_control_flow", C.c_int), ("note", ASM_NOTE_FN), ("note_ctx", C.c_void_p)]


LREG_FILE = (C.c_uint32 * LANES) * LREGS
DST_FILE = (C.c_uint16 * DST_COLS) * DST_ROWS

_lib = None
OP_COUNT = 0
FIELD_COUNT = 0
Insn = None
GenCov = None


class PerfItem(C.Structure):  # sfpu_perf_item_t (sfpu_perf.h)
    _fields_ = [("word", C.c_uint32), ("kind", C.c_uint8), ("mop_index", C.c_uint8), ("reg", C.c_int16),
                ("reg_index", C.c_uint16), ("reg_value", C.c_uint32), ("line", C.c_uint32)]


class PerfKernel(C.Structure):  # sfpu_perf_kernel_t
    _fields_ = [("items", C.POINTER(PerfItem)), ("n_items", C.c_size_t), ("tile_start", C.POINTER(C.c_size_t)),
                ("n_tiles", C.c_uint)]


PERF_PARAM_NAMES = ["loop_factor", "tti_cycles", "tt_cycles", "store_cycles", "tile_cycles", "ibuf_depth",
                    "zone_cycles", "mova2d_latency", "elwadd_latency", "icache_words", "fetch_cycles",
                    "tt_loop_cycles", "zone_mark_cycles"]
PERF_DOUBLE_PARAMS = ("tt_cycles", "fetch_cycles", "tt_loop_cycles")  # averages: doubles; the rest are unsigned


class PerfParams(C.Structure):  # sfpu_perf_params_t
    _fields_ = [(n, C.c_double if n in PERF_DOUBLE_PARAMS else C.c_uint) for n in PERF_PARAM_NAMES]


class PerfResult(C.Structure):  # sfpu_perf_result_t
    _fields_ = ([("zone_cycles", C.c_uint64), ("cycles_per_tile", C.c_double), ("tiles", C.c_uint64)]
                + [(n, C.c_uint64) for n in ("sfpu_busy", "frontend_bound")]
                + [("stall", C.c_uint64 * STALL_COUNT)]
                + [(n, C.c_uint64) for n in ("wait_fpu", "wait_sfpu", "datacopy", "other", "zone", "thread_busy",
                                             "words", "tt_words", "sfpu_issued", "diagnostics", "marked_zones",
                                             "marked_cycles")]
                + [("error", C.c_char * 256), ("_reserve", C.c_uint8 * _RESERVE)])


def _declare(lib):  # noqa: C901 (one table)
    """Prototypes of every function the package calls (argument and result types as in the headers)."""
    P, u32, u64, sz, st = C.c_void_p, C.c_uint32, C.c_uint64, C.c_size_t, C.c_int
    cp, u = C.c_char_p, C.c_uint
    pu32 = C.POINTER(C.c_uint32)
    protos = {
        "sfpu_create": (st, [C.POINTER(Config), C.POINTER(P)]),
        "sfpu_destroy": (None, [P]),
        "sfpu_reset": (st, [P]),
        "sfpu_get_arch": (C.c_int, [P]),
        "sfpu_get_status": (st, [P]),
        "sfpu_last_error": (cp, [P]),
        "sfpu_clear_error": (None, [P]),
        "sfpu_api_version": (u, []),
        "sfpu_status_name": (cp, [st]),
        "sfpu_exec": (st, [P, u32]),
        "sfpu_exec_program": (st, [P, pu32, sz, C.POINTER(sz)]),
        "sfpu_insn_count": (u64, [P]),
        "sfpu_peek_lreg": (st, [P, u, pu32]),
        "sfpu_poke_lreg": (st, [P, u, pu32]),
        "sfpu_peek_dst": (st, [P, u, u, C.POINTER(C.c_uint16)]),
        "sfpu_poke_dst": (st, [P, u, u, C.c_uint16]),
        "sfpu_peek_dst32": (st, [P, u, u, pu32]),
        "sfpu_poke_dst32": (st, [P, u, u, u32]),
        "sfpu_peek_dst_row_valid": (st, [P, u, C.POINTER(C.c_bool)]),
        "sfpu_poke_dst_row_valid": (st, [P, u, C.c_bool]),
        "sfpu_reg_name": (cp, [u]),
        "sfpu_reg_count": (u, [u]),
        "sfpu_reg_bits": (u, [u]),
        "sfpu_reg_lookup": (u, [cp]),
        "sfpu_get_reg": (st, [P, u, u, pu32]),
        "sfpu_set_reg": (st, [P, u, u, u32]),
        "sfpu_state_size": (sz, []),
        "sfpu_save": (st, [P, P, sz]),
        "sfpu_restore": (st, [P, P, sz]),
        "sfpu_checkpoint_check": (st, [P, sz, C.c_int, C.c_char_p, sz]),
        "sfpu_tick": (st, [P, C.POINTER(In), C.POINTER(Out)]),
        "sfpu_run_timed": (st, [P, pu32, sz, C.POINTER(sz)]),
        "sfpu_set_strict": (None, [P, C.c_bool]),
        "sfpu_set_max_cycles": (None, [P, u64]),
        "sfpu_set_silicon_hazards": (None, [P, C.c_bool]),
        "sfpu_silicon_hazards": (C.c_bool, [P]),
        "sfpu_max_cycles": (u64, [P]),
        "sfpu_stop_unfinished": (st, [P]),
        "sfpu_cycle": (u64, [P]),
        "sfpu_get_timing_stats": (st, [P, C.POINTER(TimingStats)]),
        "sfpu_diag_count": (u, [P]),
        "sfpu_diag_get": (st, [P, u, C.POINTER(Diag)]),
        "sfpu_diag_format": (sz, [P, C.POINTER(Diag), C.c_char_p, sz]),
        "sfpu_lane_enable_mask": (u32, [P]),
        "sfpu_isa_info": (C.POINTER(IsaInfo), [u]),
        "sfpu_field_name": (cp, [u]),
        "sfpu_isa_fmt_fields": (u32, [u, C.c_int]),
        "sfpu_isa_lookup_mnem": (u, [cp, sz]),
        "sfpu_isa_lookup_opcode": (u, [u, C.c_int]),
        "sfpu_disasm": (sz, [u32, C.c_int, C.c_char_p, sz]),
        "sfpu_assemble_lines": (st, [cp, cp, C.c_int, pu32, pu32, sz, C.POINTER(sz), C.c_char_p, sz]),
        "sfpu_assemble_ex": (st, [cp, cp, C.c_int, C.POINTER(AsmOptions), pu32, pu32, sz, C.POINTER(sz), C.c_char_p,
                                  sz]),
        "sfpu_detect_input_form": (C.c_int, [cp]),
        "sfpu_input_form_name": (cp, [C.c_int]),
        "sfpu_lane_dst_encode_fp32": (u32, [u32]),
        "sfpu_lane_dst_decode_fp32": (u32, [u32]),
        "sfpu_mm_class_name": (cp, [C.c_int]),
        "sfpu_cmp_create": (st, [C.POINTER(CmpConfig), C.POINTER(P)]),
        "sfpu_cmp_destroy": (None, [P]),
        "sfpu_cmp_waive": (st, [P, C.POINTER(Waiver)]),
        "sfpu_cmp_step": (u, [P, P, C.POINTER(In), C.POINTER(Out), C.POINTER(Out)]),
        "sfpu_cmp_finish": (u, [P, P, C.POINTER(LREG_FILE), C.POINTER(DST_FILE)]),
        "sfpu_cmp_resync": (st, [P, P, C.POINTER(LREG_FILE), C.POINTER(DST_FILE)]),
        "sfpu_cmp_count": (u, [P, C.c_int]),
        "sfpu_cmp_total": (u, [P]),
        "sfpu_cmp_waived": (u, [P]),
        "sfpu_cmp_text": (cp, [P]),
        "sfpu_cmp_jsonl": (cp, [P]),
        "sfpu_cmp_clear_text": (None, [P]),
        "sfpu_cmp_summary": (sz, [P, C.c_char_p, sz]),
        "sfpu_compare_cycle": (u, [C.c_int, C.POINTER(Out), C.POINTER(Out), C.c_char_p, sz]),
        "sfpu_trace_format": (sz, [C.POINTER(Out), C.c_char_p, sz]),
        "sfpu_gen_default_opts": (None, [C.POINTER(GenOpts), C.c_int]),
        "sfpu_gen_default_allow": (u64, [C.c_int]),
        "sfpu_gen_seed": (u64, [u64, cp]),
        "sfpu_gen_shard_keeps": (C.c_bool, [u64, u64, u64]),
        "sfpu_gen_program": (st, [C.POINTER(GenOpts), u64, C.POINTER(GenProg), P, C.c_char_p, sz]),
        "sfpu_gen_free": (None, [C.POINTER(GenProg)]),
        "sfpu_gen_apply_init": (st, [P, C.POINTER(GenProg)]),
        "sfpu_gen_format_asm": (sz, [C.POINTER(GenProg), C.c_char_p, sz]),
        "sfpu_gen_format_init": (sz, [C.POINTER(GenProg), C.c_char_p, sz]),
        "sfpu_gen_selfcheck": (st, [C.POINTER(GenProg), C.c_bool, C.POINTER(C.c_uint), C.c_char_p, sz]),
        "sfpu_gen_cov_reset": (None, [P]),
        "sfpu_gen_cov_merge": (None, [P, P]),
        "sfpu_gen_cov_format": (sz, [P, C.c_int, u64, C.c_char_p, sz]),
        "sfpu_gen_cov_report": (sz, [P, C.c_int, u64, C.c_uint, C.c_char_p, sz]),
        "sfpu_gen_cov_closure": (None, [P, C.c_int, u64, C.c_uint, C.c_uint, C.POINTER(C.c_uint),
                                        C.POINTER(C.c_uint)]),
        "sfpu_gen_cov_group_key": (cp, [C.c_uint]),
        "sfpu_gen_cov_save": (sz, [P, C.c_int, u64, C.c_char_p, sz]),
        "sfpu_gen_cov_load": (st, [P, C.c_char_p, C.POINTER(C.c_bool), C.POINTER(C.c_int), C.POINTER(u64),
                                   C.c_char_p, sz]),
        "sfpu_perf_default_params": (None, [C.c_int, C.POINTER(PerfParams)]),
        "sfpu_perf_run": (st, [P, C.POINTER(PerfKernel), C.POINTER(PerfParams), C.POINTER(PerfResult)]),
    }
    missing = []
    for name, (res, args) in protos.items():
        try:
            f = getattr(lib, name)
        except AttributeError:
            missing.append(name)
            continue
        f.restype = res
        f.argtypes = args
    if missing:
        raise LibraryNotFound("%s does not export %s (an old or foreign libsfpu_model.so?)"
                              % (lib._name, ", ".join(missing)))


def _count(fn):
    n = 0
    while fn(n):
        n += 1
    return n


def lib():
    """The loaded library (loaded on first use) with its prototypes declared."""
    global _lib, OP_COUNT, FIELD_COUNT, Insn, GenCov
    if _lib is not None:
        return _lib
    path = find_library()
    try:
        handle = C.CDLL(path)
    except OSError as e:
        raise LibraryNotFound("cannot load %s: %s" % (path, e)) from e
    _declare(handle)
    if handle.sfpu_api_version() != API_VERSION:
        raise LibraryNotFound("%s has SFPU_API_VERSION %d; this binding mirrors version %d (use the library of the "
                              "same tree)" % (path, handle.sfpu_api_version(), API_VERSION))
    # Table sizes come from the library itself (the ISA table is the one source): the number of instructions
    # and of decoded fields size sfpu_insn_t and sfpu_gen_cov_t.
    OP_COUNT = _count(lambda i: bool(handle.sfpu_isa_info(i)))
    FIELD_COUNT = _count(lambda i: handle.sfpu_field_name(i) is not None)

    class _Insn(C.Structure):
        _fields_ = [("word", C.c_uint32), ("op", C.c_uint16), ("arch", C.c_uint8), ("scheduled", C.c_uint8),
                    ("f", C.c_uint32 * FIELD_COUNT)]

    class _GenCov(C.Structure):
        _fields_ = [("programs", C.c_uint64), ("words", C.c_uint64), ("nops_inserted", C.c_uint64),
                    ("op_mod", (C.c_uint32 * GEN_MOD_VALUES) * OP_COUNT),
                    ("hazard", ((C.c_uint32 * 3) * OP_COUNT) * OP_COUNT),
                    ("macros", C.c_uint64), ("macro_sel", (C.c_uint32 * 4) * 4),
                    ("macro_delay", (C.c_uint32 * 8) * 4), ("macro_flags", (C.c_uint32 * 4) * 4),
                    ("macro_sub", (C.c_uint32 * 2) * 3), ("macro_by_insns", C.c_uint32 * 4),
                    ("macro_coincide", (C.c_uint32 * 4) * 3),
                    ("kernel_shapes", C.c_uint32 * GEN_KERNEL_SHAPES),
                    ("stack", (C.c_uint32 * (FLAG_STACK_DEPTH + 1)) * 3), ("rwc", C.c_uint32 * GEN_RWC_BINS),
                    ("dstfmt", (((C.c_uint32 * 2) * GEN_VCLASSES) * GEN_FMTS) * 2),
                    ("pairs", (C.c_uint32 * GEN_PAIR_CLASSES) * 3), ("arecip", ((C.c_uint32 * 2) * GEN_VCLASSES) * 4),
                    ("rules", C.c_uint32 * GEN_RULES), ("macro_events", C.c_uint32 * 3),
                    ("arecip_lut", C.c_uint32 * GEN_ARECIP_LUT), ("config", C.c_uint32 * GEN_CONFIG_BINS),
                    ("lanes", C.c_uint32 * GEN_LANE_BINS),
                    ("reads", ((C.c_uint32 * GEN_READ_BITS) * GEN_MOD_VALUES) * OP_COUNT),
                    ("bounds", C.c_uint32 * GEN_BOUND_BINS), ("addrmod", C.c_uint32 * GEN_ADDRMOD_BINS),
                    ("undef", C.c_uint32 * GEN_UNDEF_BINS), ("mod_deny", C.c_uint16 * OP_COUNT)]

    Insn, GenCov = _Insn, _GenCov
    handle.sfpu_decode.restype = C.c_int
    handle.sfpu_decode.argtypes = [C.c_uint32, C.c_int, C.POINTER(Insn), C.c_char_p, C.c_size_t]
    _lib = handle
    return _lib


def library_path():
    """Where the loaded library lives."""
    return lib()._name
