"""isa.py - errors, architectures, the instruction table, the assembler and the disassembler."""
import ctypes as C
import numbers
import re
import warnings

from . import _lib, _text

BH = 0  #: Blackhole A0 (the default)
WH = 1  #: Wormhole B0

STATUS_NAMES = {0: "ok", 1: "undefined", 2: "unpredictable", 3: "unimplemented", 4: "invalid argument",
                5: "syntax", 6: "internal"}
UNIT_NAMES = ("Load", "Simple", "MAD", "Round", "Store")  #: sfpu_unit_t 0..4
STALL_NAMES = ("none", "MAD RAW", "after SFPSWAP", "after SFPSHFT2")  #: sfpu_stall_cause_t 0..3


class SfpuError(Exception):
    """A model call failed. `status` is the sfpu_status_t value, `status_name` its name ("undefined", ...) and
    `message` the model's explanation (sfpu_last_error), e.g. "SFPSTORE (0x72f00000 ...): VD=15 with ..."."""

    def __init__(self, status, message, what=None):
        self.status = int(status)
        self.status_name = STATUS_NAMES.get(self.status, "status %d" % self.status)
        self.message = message
        super().__init__("%s%s: %s" % (what + ": " if what else "", self.status_name, message))


class _ArgumentRefused(SfpuError):
    """An argument the binding refused before the library saw it (status "invalid argument"); str() is the reason."""

    def __init__(self, message):
        super().__init__(4, message)
        self.args = (message,)

    def __str__(self):
        return self.message


class ArgumentError(_ArgumentRefused, ValueError):
    """An argument out of range."""


class ArgumentTypeError(_ArgumentRefused, TypeError):
    """An argument of the wrong type (a float, complex, str or bool where an integer goes)."""


class AssemblerError(SfpuError):
    """The assembler rejected the source. `file`, `line` and `col` locate the error; str() is the assembler's
    "file:line:col: message"."""

    def __init__(self, message):
        m = re.match(r"^(.*?):(\d+):(\d+): (.*)$", message, re.S)
        self.file, self.line, self.col = (m.group(1), int(m.group(2)), int(m.group(3))) if m else (None, 0, 0)
        self.detail = m.group(4) if m else message
        Exception.__init__(self, message)
        self.status, self.status_name, self.message = 5, "syntax", message


def arch_of(arch):
    """BH/WH from 0/1 or "bh"/"wh" (any case)."""
    if isinstance(arch, str):
        a = arch.lower()
        if a in ("bh", "blackhole"):
            return BH
        if a in ("wh", "wormhole"):
            return WH
        raise ValueError("unknown architecture %r (expected 'bh' or 'wh')" % arch)
    if arch in (BH, WH):
        return int(arch)
    raise ValueError("unknown architecture %r (expected sfpu.BH or sfpu.WH)" % (arch,))


def status_name(st):
    return _lib.lib().sfpu_status_name(int(st)).decode()


def api_version():
    """SFPU_API_VERSION of the loaded library."""
    return _lib.lib().sfpu_api_version()


class OpInfo:
    """One row of the ISA table (sfpu_isa.def): name, mnemonic, opcode, unit, arch_mask, flags, syntax."""

    def __init__(self, op, info):
        self.op = op
        self.name = info.name.decode()
        self.mnem = info.mnem.decode()
        self.opcode = info.opcode
        self.fmt = info.fmt
        self.unit = info.unit
        self.latency = info.lat
        self.arch_mask = info.arch_mask
        self.flags = info.flags
        self.syntax = info.syntax.decode()

    def on(self, arch):
        return bool(self.arch_mask & (1 << arch_of(arch)))

    def __repr__(self):
        return "OpInfo(%s, opcode=0x%02x, unit=%d)" % (self.name, self.opcode, self.unit)


_ops = None


def ops():
    """The instruction table as a list of OpInfo, indexed by sfpu_op_t."""
    global _ops
    if _ops is None:
        L = _lib.lib()
        _ops = [OpInfo(i, L.sfpu_isa_info(i).contents) for i in range(_lib.OP_COUNT)]
    return _ops


def op_by_name(name):
    """The OpInfo for a name or mnemonic ("SFPMAD", "sfpmad"); KeyError if unknown."""
    L = _lib.lib()
    b = name.encode()
    op = L.sfpu_isa_lookup_mnem(b, len(b))
    if op >= _lib.OP_COUNT:
        raise KeyError("no instruction named %r" % name)
    return ops()[op]


def _word(word):
    """An instruction word checked before ctypes (which would mask it): an int 0..0xFFFFFFFF, not a bool."""
    if isinstance(word, bool) or not isinstance(word, numbers.Integral):
        raise ArgumentTypeError("instruction word must be an integer, not %s" % type(word).__name__)
    word = int(word)
    if word < 0 or word > 0xFFFFFFFF:
        raise ArgumentError("instruction word %d out of range 0..4294967295" % word)
    return word


def _source(source, filename):
    """Assembler text as bytes: str (UTF-8) or bytes-like; a NUL byte is refused as the CLI refuses it (the
    library reads a C string: the text after a NUL would be lost)."""
    if isinstance(source, str):
        src = source.encode()
    elif isinstance(source, (bytes, bytearray, memoryview)):
        src = bytes(source)
    else:
        raise ArgumentTypeError("assembler source must be str or bytes, not %s" % type(source).__name__)
    nul = src.find(b"\0")
    if nul >= 0:
        line = src.count(b"\n", 0, nul) + 1
        col = nul - (src.rfind(b"\n", 0, nul) + 1) + 1
        raise AssemblerError("%s:%d:%d: NUL byte (a text holds none)" % (filename, line, col))
    return src


def op_of_word(word, arch=BH):
    """The OpInfo of an instruction word's opcode on arch, or None."""
    op = _lib.lib().sfpu_isa_lookup_opcode((_word(word) >> 24) & 0xFF, arch_of(arch))
    return ops()[op] if op < _lib.OP_COUNT else None


def field_names():
    L = _lib.lib()
    return [L.sfpu_field_name(i).decode() for i in range(_lib.FIELD_COUNT)]


def decode(word, arch=BH):
    """Decode a word: dict with 'op' (name), 'word' and the fields its format has (va, vb, vc, vd, mod1, ...).
    Raises SfpuError (status 'undefined') with the rule broken for a word that is not a valid instruction."""
    word = _word(word)
    L = _lib.lib()
    ins = _lib.Insn()
    err = C.create_string_buffer(256)
    st = L.sfpu_decode(word, arch_of(arch), C.byref(ins), err, len(err))
    if st != 0:
        raise SfpuError(st, err.value.decode() or "0x%08x does not decode" % word, "decode 0x%08x" % word)
    info = ops()[ins.op]
    d = {"op": info.name, "word": ins.word}
    have = L.sfpu_isa_fmt_fields(info.fmt, arch_of(arch))
    for i, name in enumerate(field_names()):
        if have & (1 << i):
            d[name] = ins.f[i]
    return d


def disassemble(word, arch=BH):
    """One word as SFPI assembler text ("sfpmad L1,L0,L13,L14,0"); ".word 0x..." if it does not decode."""
    buf = C.create_string_buffer(160)
    _lib.lib().sfpu_disasm(_word(word), arch_of(arch), buf, len(buf))
    return buf.value.decode()


INPUT_FORMS = ("auto", "asm", "listing", "objdump", "llk")  #: sfpu_input_form_t 0..4 (model/cli/README.md)
SYNTAXES = ("current", "2025")  #: sfpu_syntax_t 0..1
NOTE_SKIPPED = ("RISC-V instruction", "Tensix instruction not modelled", "other line")


def _choice(value, names, what):
    if not isinstance(value, str):
        raise ArgumentTypeError("%s must be a string (%s), not %s" % (what, ", ".join(names), type(value).__name__))
    if value.lower() not in names:
        raise ArgumentError("unknown %s '%s' (expected %s)" % (what, value, ", ".join(names)))
    return names.index(value.lower())


def _int_map(m, what, key_ok, val_ok):
    """A dict of int values (defines: name -> value, runtime words: line -> word) checked before ctypes."""
    if m is None:
        return {}
    if not isinstance(m, dict):
        raise ArgumentTypeError("%s must be a dict, not %s" % (what, type(m).__name__))
    for k, v in m.items():
        key_ok(k)
        if isinstance(v, bool) or not isinstance(v, int):
            raise ArgumentTypeError("%s: the value of %r must be an integer, not %s" % (what, k, type(v).__name__))
        val_ok(k, v)
    return m


def _check_define(k):
    if not isinstance(k, str) or not k:
        raise ArgumentTypeError("defines: a name must be a non-empty string, not %r" % (k,))


def _check_define_value(k, v):
    if not -2**63 <= v < 2**63:
        raise ArgumentError("defines: %s=%d does not fit a 64-bit integer" % (k, v))


def _check_line(k):
    if isinstance(k, bool) or not isinstance(k, int):
        raise ArgumentTypeError("runtime_words: a line must be an integer, not %s" % type(k).__name__)
    if not 1 <= k <= 0xFFFFFFFF:
        raise ArgumentError("runtime_words: line %d out of range 1..4294967295" % k)


def _check_word(k, v):
    if not 0 <= v <= 0xFFFFFFFF:
        raise ArgumentError("runtime_words: the word for line %d, %d, is not a 32-bit word" % (k, v))


def _asm_options(syn, form, function, defs, rws, skip_control_flow):
    """An AsmOptions for sfpu_assemble_ex; the arrays it points at hang off it (kept alive with it)."""
    opt = _lib.AsmOptions()
    opt.syntax, opt.input = syn, form
    opt.function = function.encode() if function is not None else None
    opt._keep = [k.encode() for k in defs]
    opt.defines = (_lib.AsmDefine * max(len(defs), 1))(*[_lib.AsmDefine(k, v) for k, v in zip(opt._keep,
                                                                                                  defs.values())])
    opt.ndefines = len(defs)
    opt.runtime_words = (_lib.AsmRuntimeWord * max(len(rws), 1))(*[_lib.AsmRuntimeWord(k, v) for k, v in rws.items()])
    opt.nruntime_words = len(rws)
    opt.skip_control_flow = 1 if skip_control_flow else 0
    return opt


def _warn_notes(notes, filename, form):
    """The CLI's summary of skipped lines (input.c), as warnings: per kind, the count and the lines."""
    for k, what in enumerate(NOTE_SKIPPED):
        if notes.get(k):
            c = len(notes[k])
            warnings.warn("%s: skipped %d %s%s (%s input; lines %s)" % (
                filename, c, what, "" if c == 1 else "s", form,
                ",".join(str(x) for x in notes[k][:40]) + (",..." if c > 40 else "")), stacklevel=3)
    if notes.get(3):
        warnings.warn("%s: %d site%s that cannot be straight-lined skipped (lines %s)" % (
            filename, len(notes[3]), "" if len(notes[3]) == 1 else "s", ",".join(str(x) for x in notes[3])),
            stacklevel=3)


def assemble(source, arch=BH, filename="<string>", with_lines=False, input="asm", function=None, defines=None,
             runtime_words=None, skip_control_flow=False, syntax="current"):
    """Assemble a program text into a list of 32-bit words (a NumPy-free list of ints), as `sfpu asm` reads it.

    input is the form: "asm" (one instruction per line, the default), "listing" (an sfpi-gcc .S), "objdump" (a RISC-V
    objdump -d listing), "llk" (tt-llk TTI_* code) or "auto" (by content). tt-llk code goes through the system C
    preprocessor first, as `sfpu asm` does (comments, #if 0, #ifdef; defines whose names are C identifiers are also
    -D; line numbers stay the user's; #include lines are not followed and named in a warning). function (listing,
    objdump) keeps one function's body: "NAME", "NAME@K" (the K-th definition), "NAME@0xADDR" or "0xADDR" (objdump).
    defines maps names to values, runtime_words source lines to the Tensix word a run-time site produces;
    skip_control_flow turns branches and loops into warnings. Lines the reader skips (RISC-V instructions, other
    lines) are summed up in a warning, as the CLI does on stderr.

    Raises AssemblerError with the assembler's "file:line:col: message". With with_lines=True returns
    (words, lines): lines[i] is the 1-based source line of words[i]."""
    L = _lib.lib()
    src = _source(source, filename)
    if not isinstance(filename, str):
        raise ArgumentTypeError("filename must be a string, not %s" % type(filename).__name__)
    form = _choice(input, INPUT_FORMS, "input form")
    syn = _choice(syntax, SYNTAXES, "syntax")
    if function is not None and not isinstance(function, str):
        raise ArgumentTypeError("function must be a string, not %s" % type(function).__name__)
    defs = _int_map(defines, "defines", _check_define, _check_define_value)
    rws = _int_map(runtime_words, "runtime_words", _check_line, _check_word)
    bad = _text.check(src, filename)  # a NUL byte would end the text at ctypes' boundary: refused, as by the CLI
    if bad:
        raise AssemblerError(bad)
    if form == 0:
        form = L.sfpu_detect_input_form(src)
    if form == 4:
        src = _text.preprocess(src, filename, defs, AssemblerError)
    opt = _asm_options(syn, form, function, defs, rws, skip_control_flow)
    fn = filename.encode()
    n = C.c_size_t()
    err = C.create_string_buffer(1024)
    st = L.sfpu_assemble_ex(src, fn, arch_of(arch), C.byref(opt), None, None, 0, C.byref(n), err, len(err))
    if st != 0:
        raise AssemblerError(err.value.decode(errors="replace") or "%s: %s" % (filename, STATUS_NAMES.get(st, st)))
    notes = {}

    def on_note(_ctx, note):
        k = note.contents.kind
        notes.setdefault(k, []).append(note.contents.line)
    opt.note = _lib.ASM_NOTE_FN(on_note)
    cap = max(n.value, 1)
    words = (C.c_uint32 * cap)()
    lines = (C.c_uint32 * cap)()
    st = L.sfpu_assemble_ex(src, fn, arch_of(arch), C.byref(opt), words, lines, cap, C.byref(n), err, len(err))
    if st != 0:
        raise AssemblerError(err.value.decode(errors="replace") or "%s: %s" % (filename, STATUS_NAMES.get(st, st)))
    pairs = set(zip(lines[:n.value], words[:n.value]))
    for line, word in rws.items():  # as the CLI: a runtime word no site used is an error
        if (line, word) not in pairs:
            raise AssemblerError("%s:%d: runtime word given for a line with no instruction computed at run time"
                                 % (filename, line))
    _warn_notes(notes, filename, INPUT_FORMS[form])
    w = list(words[:n.value])
    return (w, list(lines[:n.value])) if with_lines else w


def assemble_file(path, arch=BH, with_lines=False, **options):
    """Assemble a file (errors name the file); options as assemble (input="auto" reads any form by content). An
    arch given as None is taken from a first line `#! arch=bh|wh` (the examples' convention), else Blackhole."""
    with open(path, "rb") as f:
        data = f.read()
    if arch is None:
        arch = file_arch(data.decode("utf-8", "replace")) or BH
    return assemble(data, arch, str(path), with_lines, **options)


def file_arch(text):
    """The architecture a `#! arch=bh|wh` first line names, or None."""
    first = text.split("\n", 1)[0]
    m = re.match(r"#!.*\barch=(bh|wh)\b", first)
    return arch_of(m.group(1)) if m else None
