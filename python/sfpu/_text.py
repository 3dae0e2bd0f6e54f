"""_text.py - what the binding does to a program text before the library reads it, as the `sfpu` CLI does
(model/cli/input.c, state_io.c): the text checks (a NUL byte, invalid UTF-8 outside a comment, an over-long line are
errors with line and column) and, for tt-llk code, the system C preprocessor with its line markers mapped back to the
user's lines (docs/decisions.md C7: the library spawns no process, so the binding runs cpp, as the CLI does)."""
import re
import shutil
import subprocess
import tempfile
import warnings
import os

MAX_LINE = 65536  # CLI_MAX_LINE (model/cli/cli.h)


def _utf8_len(b, i):
    """Length of the valid UTF-8 sequence at b[i] (b[i] >= 0x80), 0 if invalid (as state_io.c utf8_len)."""
    c = b[i]
    n = 2 if 0xC2 <= c <= 0xDF else 3 if 0xE0 <= c <= 0xEF else 4 if 0xF0 <= c <= 0xF4 else 0
    if n == 0 or i + n > len(b):
        return 0
    try:
        b[i:i + n].decode("utf-8")
    except UnicodeDecodeError:
        return 0
    return n


def check(b, name):
    """None when the CLI would read text b, else its error "name:line:col: ..." (state_io.c cli_check_text)."""
    line, start, i, n = 1, 0, 0, len(b)
    line_comment = block_comment = False
    while i < n:
        col = i - start + 1
        c = b[i]
        if c == 0x0A:
            line += 1
            i += 1
            start = i
            line_comment = False
            continue
        if i - start >= MAX_LINE:
            return "%s:%d:%d: line longer than %d bytes" % (name, line, col, MAX_LINE)
        if c == 0:
            return "%s:%d:%d: NUL byte (a text file holds none)" % (name, line, col)
        if not line_comment and not block_comment:
            if c == 0x23 or b[i:i + 2] == b"//":
                line_comment = True
            elif b[i:i + 2] == b"/*":
                block_comment = True
        elif block_comment and b[i:i + 2] == b"*/":
            block_comment = False
        ln = 1 if c < 0x80 else _utf8_len(b, i)
        if ln == 0:
            if not line_comment and not block_comment:
                return "%s:%d:%d: invalid UTF-8 (byte 0x%02x)" % (name, line, col, c)
            ln = 1
        i += ln
    return None


_INCLUDE = re.compile(rb"^[ \t]*#[ \t]*include")
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


def _lines(b):
    """The lines of b as the CLI walks them: split at '\\n', no empty line after a final '\\n'."""
    parts = b.split(b"\n")
    if parts and parts[-1] == b"":
        parts.pop()
    return parts


def preprocess(b, name, defines, error):
    """Text b (tt-llk code) through `cpp -x c++ -nostdinc` with each output line put back at its line in the user's
    file; defines (name -> int) whose names are C identifiers are also -D. #include lines are not followed (a
    warning names them). Raises error(message) when cpp is missing or fails; cpp's warnings become a warning."""
    src = _lines(b)
    incl = [k for k, ln in enumerate(src, 1) if _INCLUDE.match(ln)]
    if incl:
        shown = ",".join(str(k) for k in incl)
        warnings.warn("%s: %d #include line%s not followed (lines %s): tt-llk input is read with the reader's own "
                      "TTI_/TT_OP_ macros" % (name, len(incl), "" if len(incl) == 1 else "s", shown), stacklevel=3)
    if shutil.which("cpp") is None:
        raise error("%s: tt-llk input is read through the C preprocessor 'cpp', which was not found in PATH "
                    "(Debian: apt-get install cpp)" % name)
    with tempfile.TemporaryDirectory(prefix="sfpu-cpp-") as d:
        path = os.path.join(d, "in.cc")
        with open(path, "wb") as f:
            for k, ln in enumerate(src, 1):
                f.write((b"" if k in incl else ln) + b"\n")
        argv = ["cpp", "-x", "c++", "-nostdinc"]
        argv += ["-D%s=%d" % (k, v) for k, v in (defines or {}).items() if _IDENT.match(k)]
        try:
            r = subprocess.run(argv + [path], stdin=subprocess.DEVNULL, capture_output=True)
        except OSError as e:
            raise error("%s: the C preprocessor 'cpp' could not be run: %s" % (name, e)) from None
        msgs = r.stderr.decode("utf-8", "replace").replace(path, name)
        if r.returncode != 0:
            how = "exit status %d" % r.returncode if r.returncode > 0 else "signal %d" % -r.returncode
            raise error("%s%s: the C preprocessor 'cpp' failed (%s)" % (msgs, name, how))
        if msgs:
            warnings.warn(msgs.rstrip("\n"), stacklevel=3)
        return _map_lines(r.stdout, path.encode(), src)


def blank_comments(b):
    """b with every comment's characters (delimiters included) replaced by spaces, line breaks kept, string and
    character literals left alone (input.c blank_comments)."""
    t = bytearray(b)
    st, k, n = "code", 0, len(t)
    while k < n:
        c, nx = t[k], t[k + 1] if k + 1 < n else 0
        if st == "code":
            st = ("line" if c == 0x2F and nx == 0x2F else "block" if c == 0x2F and nx == 0x2A else
                  "str" if c == 0x22 else "chr" if c == 0x27 else "code")
            if st in ("line", "block"):
                t[k] = 0x20
                k += 1
                t[k] = 0x20
        elif st in ("line", "block"):
            if st == "block" and c == 0x2A and nx == 0x2F:
                t[k] = 0x20
                k += 1
                st = "code"
            elif st == "line" and c == 0x5C and nx == 0x0A:
                t[k] = 0x20
                k += 2
                continue
            elif c == 0x0A:
                st = "block" if st == "block" else "code"
                k += 1
                continue
            t[k] = 0x20
        elif c == 0x5C and nx not in (0, 0x0A):
            k += 1
        elif c == (0x22 if st == "str" else 0x27) or c == 0x0A:
            st = "code"
        k += 1
    return bytes(t)


def _map_lines(out, path, src):
    """cpp's output with every line of the main file at its own line number (line markers: # N "FILE" FLAGS); a line
    cpp left as it was but for comments and white space is the user's line with its comments blanked, so that
    columns are the user's too (input.c llk_preprocess)."""
    blank = _lines(blank_comments(b"".join(ln + b"\n" for ln in src)))
    mapped = []
    cur = at = 1
    in_main = False
    squeeze = re.compile(rb"\s+")
    for ln in _lines(out):
        if len(ln) > 2 and ln[:2] == b"# " and ln[2:3].isdigit():
            cur = int(re.match(rb"\d+", ln[2:]).group(0))
            q = ln.find(b'"')
            in_main = q >= 0 and ln[q + 1:].startswith(path + b'"')
        elif in_main:
            while at < cur and at < len(src) + 1:
                mapped.append(b"")
                at += 1
            user = blank[at - 1] if at <= len(blank) else None
            same = user is not None and squeeze.sub(b"", user) == squeeze.sub(b"", ln)
            mapped.append(user if same else ln)
            at += 1
            cur += 1
    return b"".join(m + b"\n" for m in mapped)
