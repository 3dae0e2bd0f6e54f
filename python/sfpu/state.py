"""state.py - the `sfpu run` state files (.init / .expect, model/cli/README.md "State files") for Python models.

    load_state(model, "examples/recip_plain.init")            # set the state
    check_state(model, "examples/recip_plain.expect")         # StateMismatch "FILE:LINE: lreg 3 lane 9 is ..."
"""
import re
import struct

from . import _lib, _text


class StateFileError(ValueError):
    """A malformed line: the message is "FILE:LINE: what is wrong"."""


class StateMismatch(AssertionError):
    """check_state found a difference: "FILE:LINE: <what> is 0x..., expected 0x..."."""


_C_INT = re.compile(r"[+-]?(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)")  # strtoll base 0, whole
_C_FLOAT = re.compile(r"[+-]?((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?|inf|infinity|nan)[fF]", re.I)  # strtof, decimal
_FLT_MAX = struct.unpack("<f", struct.pack("<I", 0x7F7FFFFF))[0]


def _value(tok):
    """A value as the CLI's parse_value reads it (state_io.c): a C integer, or a decimal FP32 literal with an 'f'
    suffix; one beyond FP32's range, or a non-zero one that rounds to zero, is refused."""
    if len(tok) > 1 and tok[-1] in "fF" and not tok.lstrip("+-").lower().startswith("0x"):
        if not _C_FLOAT.fullmatch(tok):
            return None
        v = float(tok[:-1])
        try:
            bits = struct.unpack("<I", struct.pack("<f", v))[0]
        except OverflowError:  # beyond FP32 (rounds to infinity)
            return None
        if abs(v) != float("inf") and (bits & 0x7FFFFFFF) == 0x7F800000:
            return None
        if v != 0.0 and (bits & 0x7FFFFFFF) == 0:  # rounds to zero
            return None
        return bits
    if not _C_INT.fullmatch(tok):
        return None
    neg = tok.startswith("-")
    body = tok.lstrip("+-")
    v = int(body, 16) if body[:2].lower() == "0x" else int(body, 8) if body.startswith("0") else int(body)
    v = -v if neg else v
    if v < -2147483648 or v > 0xFFFFFFFF:
        return None
    return v & 0xFFFFFFFF


_C_UINT = re.compile(r"0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*")  # an index: a whole unsigned C integer


def _apply(model, text, path, check):
    """The CLI's state_file (state_io.c) line by line: lines split at '\n' only, '#' starts a comment, tokens split at
    blanks, tabs and CRs; an --expect file with no directive is an error."""
    if isinstance(text, str):
        text = text.encode()
    err = _text.check(text, path)
    if err:
        raise StateFileError(err)
    directives = 0
    for lineno, raw in enumerate(text.decode("utf-8", "surrogateescape").split("\n"), 1):
        tok = raw.split("#", 1)[0].replace("\t", " ").replace("\r", " ").split(" ")
        tok = [t for t in tok if t]
        if not tok:
            continue
        directives += 1

        def bad(msg):
            raise StateFileError("%s:%d: %s" % (path, lineno, msg))

        def num(t, hi=None):
            if hi is not None:  # an index: a whole unsigned integer (`lreg 1e-45f ...` is not LReg 1)
                v = _value(t) if _C_UINT.fullmatch(t) else None
            else:
                v = _value(t)
            if v is None or (hi is not None and v > hi):
                bad("bad value '%s'" % t + (" (0..%d)" % hi if hi is not None else ""))
            return v

        def expect(what, have, want):
            if have != want:
                raise StateMismatch("%s:%d: %s is 0x%08x, expected 0x%08x" % (path, lineno, what, have, want))

        d = tok[0]
        if d == "lreg":
            if len(tok) < 3:
                bad("expected 'lreg R all V', 'lreg R lane L V' or 'lreg R lanes V0 .. V31'")
            r = num(tok[1], _lib.LREGS - 1)
            lanes = model.lreg(r)
            if tok[2] == "all" and len(tok) == 4:
                lanes[:] = num(tok[3])
            elif tok[2] == "lane" and len(tok) == 5:
                lanes[num(tok[3], _lib.LANES - 1)] = num(tok[4])
            elif tok[2] == "lanes" and len(tok) == 3 + _lib.LANES:
                lanes[:] = [num(t) for t in tok[3:]]
            else:
                bad("expected 'lreg R all V', 'lreg R lane L V' or 'lreg R lanes V0 .. V31'")
            if check:
                have = model.lreg(r)
                for lane in range(_lib.LANES):
                    expect("lreg %d lane %d" % (r, lane), int(have[lane]), int(lanes[lane]))
            else:
                model.set_lreg(r, lanes)
        elif d in ("dst", "dst32", "dstfp32"):
            wide = d != "dst"
            if len(tok) != 4:
                bad("expected '%s <row 0..1023> <col 0..15> <value>'" % d)
            row, col, v = num(tok[1], _lib.DST_ROWS - 1), num(tok[2], _lib.DST_COLS - 1), num(tok[3])
            if not wide and v > 0xFFFF:
                bad("expected a 16-bit value for 'dst'")
            if check:
                if d == "dst":
                    have = int(model.dst([row])[0, col])
                elif d == "dst32":
                    have = model.dst32(row, col)
                else:
                    have = model.dst_fp32(row, col)
                expect("%s row %d col %d" % (d, row, col), have, v)
            elif d == "dst":
                model.set_dst(row, col, v)
            elif d == "dst32":
                model.set_dst32(row, col, v)
            else:
                model.set_dst_fp32(row, col, v)
        elif d == "dst_row_valid":
            if len(tok) != 3:
                bad("expected 'dst_row_valid <row> 0|1'")
            row, v = num(tok[1], _lib.DST_ROWS - 1), num(tok[2], 1)
            if check:
                expect("dst_row_valid %d" % row, int(model.dst_row_valid(row)), v)
            else:
                model.set_dst_row_valid(row, v)
        elif d == "reg":
            names = model.reg_names()
            if len(tok) != 4 or tok[1] not in names:
                bad("expected 'reg <name> <index>|all <value>' with a known register name")
            count, bits = names[tok[1]]
            v = num(tok[3])
            if bits < 32 and v >> bits:
                bad("value '%s' (0x%x) wider than %s's %d bits" % (tok[3], v, tok[1], bits))
            idx = range(count) if tok[2] == "all" else [num(tok[2], count - 1)]
            for i in idx:
                if check:
                    expect("%s[%d]" % (tok[1], i), model.reg(tok[1], i), v)
                else:
                    model.set_reg(tok[1], i, v)
        else:
            bad("unknown directive '%s' (expected lreg, dst, dst32, dstfp32, dst_row_valid or reg)" % d)
    if check and directives == 0:
        raise StateFileError("%s: nothing to check (no directive in the --expect file)" % path)


def load_state(model, path):
    """Apply a state file (.init) to a model."""
    with open(path, "rb") as f:
        _apply(model, f.read(), str(path), False)


def check_state(model, path):
    """Check a model against a state file (.expect); raises StateMismatch at the first difference."""
    with open(path, "rb") as f:
        _apply(model, f.read(), str(path), True)


def load_state_text(model, text, name="<string>"):
    _apply(model, text, name, False)


def check_state_text(model, text, name="<string>"):
    _apply(model, text, name, True)


__all__ = ["load_state", "check_state", "load_state_text", "check_state_text", "StateFileError", "StateMismatch"]
