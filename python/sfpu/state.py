"""state.py - the `sfpu run` state files (.init / .expect, model/cli/README.md "State files") for Python models.

    load_state(model, "examples/recip_plain.init")            # set the state
    check_state(model, "examples/recip_plain.expect")         # StateMismatch "FILE:LINE: lreg 3 lane 9 is ..."
"""
import math
import re

from . import _text

import numpy as np

from . import _lib


class StateFileError(ValueError):
    """A malformed line: the message is "FILE:LINE: what is wrong"."""


class StateMismatch(AssertionError):
    """check_state found a difference: "FILE:LINE: <what> is 0x..., expected 0x..."."""


def _fp32(tok):
    """(bits, None) for an FP32 literal with its f suffix, or (None, why): C's decimal and hexadecimal (0x1.8p0f)
    floating constants; beyond FP32's range or rounding to zero from nonzero digits is refused."""
    body = tok[:-1]
    if re.fullmatch(r"[+-]?0[xX]([0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)[pP][+-]?\d+", body):
        x = float.fromhex(body)
    elif re.fullmatch(r"[+-]?((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?|inf(inity)?|nan)", body, re.I):
        x = float(body)
    else:
        return None, "is not an FP32 literal (C syntax: 1.5f, -2e3f, 0x1.8p0f)"
    with np.errstate(over="ignore", under="ignore"):
        f = np.float32(x)
    if np.isinf(f) and not math.isinf(x):
        return None, "is out of FP32 range (the largest finite FP32 is 3.4028235e38f)"
    if f == 0 and x != 0:
        return None, "underflows to zero in FP32 (the smallest FP32 is 1.4e-45f)"
    return int(f.view(np.uint32)), None


def _value(tok):
    """(value, None) for a value token (a 32-bit C integer, u/l suffixes allowed, or an FP32 literal with an f
    suffix), or (None, why), as the CLI's state reader."""
    hexint = tok[:2].lower() == "0x"
    if len(tok) > 1 and tok[-1] in "fF" and (not hexint or "p" in tok.lower()):
        return _fp32(tok)
    if tok.strip("+-") == "":
        return None, "is not a number"
    if not hexint and re.search(r"[.eE]", tok):
        return None, "is not an integer (an FP32 value needs its 'f' suffix: 1.5f)"
    body = re.sub(r"[uUlL]+$", "", tok)
    if hexint and len(body) == 2:
        return None, "has no hexadecimal digits after 0x"
    if not re.fullmatch(r"[+-]?(0[xX][0-9a-fA-F]*|[0-9]+)", body):  # C's forms only: no 1_000, 0b101, 0o7
        return None, "is not a number (junk after the digits)"
    if re.fullmatch(r"[+-]?0[0-9]+", body):  # C octal
        if re.search(r"[89]", body):
            return None, "is not octal (a leading 0 makes a C integer octal)"
        body = body.replace("0", "0o", 1)
    try:
        v = int(body, 0)
    except ValueError:
        return None, "is not a number (junk after the digits)"
    if v < -2147483648 or v > 0xFFFFFFFF:
        return None, "does not fit 32 bits (-2147483648..0xFFFFFFFF)"
    return v & 0xFFFFFFFF, None


def _apply(model, text, path, check):
    if "\0" in text:
        line = text.count("\n", 0, text.index("\0")) + 1
        raise StateFileError("%s:%d: NUL byte (a text file holds none)" % (path, line))
    text = text[1:] if text.startswith("\ufeff") else text  # a UTF-8 byte order mark is no text
    directives = 0
    for lineno, raw in enumerate(text.split("\n"), 1):
        raw = raw[:-1] if raw.endswith("\r") else raw
        if "\r" in raw:
            raise StateFileError("%s:%d: a CR not followed by LF: CR-only line endings (classic Mac) are not read"
                                 % (path, lineno))
        tok = raw.split("#", 1)[0].split()
        if not tok:
            continue
        directives += 1

        def bad(msg):
            raise StateFileError("%s:%d: %s" % (path, lineno, msg))

        def num(t, hi=None):
            v, why = _value(t)
            if hi is not None and (v is None or v > hi or not re.fullmatch(r"[0-9][0-9a-fA-FxX]*", t)):
                bad("bad value '%s' (0..%d)" % (t, hi))
            if v is None:
                bad("value '%s' %s" % (t, why))
            return v

        def expect(what, have, want):
            if have != want:
                raise StateMismatch("%s:%d: %s is 0x%08x, expected 0x%08x" % (path, lineno, what, have, want))

        d = tok[0]
        if d == "lreg":
            if len(tok) < 3:
                bad("expected 'lreg R all V', 'lreg R lane L V' or 'lreg R lanes V0 .. V31'")
            r = num(tok[1], _lib.LREGS - 1)
            lanes = model.lreg(r).copy()
            want = {"all": 4, "lane": 5, "lanes": 3 + _lib.LANES}.get(tok[2])
            if want is None:
                bad("expected 'all', 'lane' or 'lanes' after 'lreg %s', found '%s'" % (tok[1], tok[2]))
            if want == 3 + _lib.LANES and len(tok) != want:
                bad("'lanes' takes %d values (one per lane), found %d" % (_lib.LANES, len(tok) - 3))
            if len(tok) < want:
                bad("expected a value after 'lreg %s %s'" % (tok[1], tok[2]))
            if len(tok) > want:
                bad("unexpected '%s' after the value" % tok[want])
            if want == 4:
                lanes[:] = num(tok[3])
            elif want == 5:
                lanes[num(tok[3], _lib.LANES - 1)] = num(tok[4])
            else:
                lanes[:] = [num(t) for t in tok[3:]]
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
                    expect("%s[%d]" % (tok[1], i), model.reg(tok[1], i), v & ((1 << bits) - 1))
                else:
                    model.set_reg(tok[1], i, v)
        else:
            bad("unknown directive '%s' (expected lreg, dst, dst32, dstfp32, dst_row_valid or reg)" % d)
    if check and directives == 0:
        raise StateFileError("%s: nothing to check (no directive in the expect file)" % path)


def _text_of(data, name):
    """The text of a state file given as bytes or str: a NUL byte, invalid UTF-8 or an over-long line is refused
    with its line and column, as the CLI's reader refuses it (_text.check)."""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    elif not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("a state file's text must be str or bytes, not %s" % type(data).__name__)
    data = bytes(data)
    bad = _text.check(data, name)
    if bad:
        raise StateFileError(bad)
    return data.decode("utf-8")


def load_state(model, path):
    """Apply a state file (.init) to a model."""
    with open(path, "rb") as f:  # CR and CRLF as they are, as the CLI reads them
        _apply(model, _text_of(f.read(), str(path)), str(path), False)


def check_state(model, path):
    """Check a model against a state file (.expect); raises StateMismatch at the first difference."""
    with open(path, "rb") as f:
        _apply(model, _text_of(f.read(), str(path)), str(path), True)


def load_state_text(model, text, name="<string>"):
    _apply(model, _text_of(text, name), name, False)


def check_state_text(model, text, name="<string>"):
    _apply(model, _text_of(text, name), name, True)


__all__ = ["load_state", "check_state", "load_state_text", "check_state_text", "StateFileError", "StateMismatch"]
