"""isa.py - errors, architectures, the instruction table, the assembler and the disassembler."""
import ctypes as C
import numbers
import re

from . import _lib

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


def assemble(source, arch=BH, filename="<string>", with_lines=False):
    """Assemble SFPI assembler text into a list of 32-bit words (a NumPy-free list of ints).

    Raises AssemblerError with the assembler's "file:line:col: message". With with_lines=True returns
    (words, lines): lines[i] is the 1-based source line of words[i]."""
    L = _lib.lib()
    src = _source(source, filename)
    fn = filename.encode()
    n = C.c_size_t()
    err = C.create_string_buffer(512)
    st = L.sfpu_assemble_lines(src, fn, arch_of(arch), None, None, 0, C.byref(n), err, len(err))
    if st != 0:
        raise AssemblerError(err.value.decode())
    cap = max(n.value, 1)
    words = (C.c_uint32 * cap)()
    lines = (C.c_uint32 * cap)()
    st = L.sfpu_assemble_lines(src, fn, arch_of(arch), words, lines, cap, C.byref(n), err, len(err))
    if st != 0:
        raise AssemblerError(err.value.decode())
    w = list(words[:n.value])
    return (w, list(lines[:n.value])) if with_lines else w


def assemble_file(path, arch=BH, with_lines=False):
    """Assemble a .s file (errors name the file). An arch given as None is taken from a first line
    `#! arch=bh|wh` (the examples' convention), else Blackhole."""
    with open(path) as f:
        text = f.read()
    if arch is None:
        arch = file_arch(text) or BH
    return assemble(text, arch, str(path), with_lines)


def file_arch(text):
    """The architecture a `#! arch=bh|wh` first line names, or None."""
    first = text.split("\n", 1)[0]
    m = re.match(r"#!.*\barch=(bh|wh)\b", first)
    return arch_of(m.group(1)) if m else None
