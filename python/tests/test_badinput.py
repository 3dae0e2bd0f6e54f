"""Bad input to the binding (the Python part of the bad-input corpus, tb/badinput/README.md): every argument is
type- and range-checked before ctypes sees it (ctypes would wrap it silently), a closed model refuses every call,
and every error carries the library's message for that call."""
import numpy as np
import pytest

import sfpu

S = sfpu.SfpuError

# (call on a fresh Blackhole model, exception type, message regex)
CASES = [
    (lambda m: m.set_lreg(2**32, 5), ValueError, r"LReg 4294967296 out of range 0\.\.16"),
    (lambda m: m.set_lreg(-1, 5), ValueError, r"LReg -1 out of range"),
    (lambda m: m.set_lreg(17, 5), ValueError, r"LReg 17 out of range"),
    (lambda m: m.set_lreg(1.0, 5), TypeError, r"LReg must be an integer, not float"),
    (lambda m: m.set_lreg("1", 5), TypeError, r"LReg must be an integer, not str"),
    (lambda m: m.set_lreg(True, 5), TypeError, r"LReg must be an integer, not bool"),
    (lambda m: m.set_lreg(1, 2**32), ValueError, r"LReg value: 4294967296 is not a 32-bit word"),
    (lambda m: m.set_lreg(1, -2**31 - 1), ValueError, r"is not a 32-bit word"),
    (lambda m: m.set_lreg(1, complex(1, 2)), TypeError, r"not complex"),
    (lambda m: m.set_lreg(1, [1, 2, 3]), ValueError, r"one value or 32"),
    (lambda m: m.set_lreg(1, "x"), TypeError, r"must be integers"),
    (lambda m: m.lreg(99), ValueError, r"LReg 99 out of range"),
    (lambda m: m.set_dst(2**32 + 5, 0, 7), ValueError, r"Dst row 4294967301 out of range 0\.\.1023"),
    (lambda m: m.set_dst(0, 16, 7), ValueError, r"Dst column 16 out of range 0\.\.15"),
    (lambda m: m.set_dst(0, 0, 0x12345), ValueError, r"Dst value \(16 bits\) 74565 out of range"),
    (lambda m: m.set_dst(0, 0, -1), ValueError, r"out of range"),
    (lambda m: m.set_dst(0, 0, 1.5), TypeError, r"must be an integer, not float"),
    (lambda m: m.set_dst32(0, 0, 2**32), ValueError, r"Dst32 value 4294967296 out of range"),
    (lambda m: m.dst32(1024, 0), ValueError, r"Dst row 1024 out of range"),
    (lambda m: m.set_dst_fp32(0, 0, 2**33), ValueError, r"FP32 bits .* out of range"),
    (lambda m: m.dst_row_valid(-1), ValueError, r"Dst row -1 out of range"),
    (lambda m: m.set_dst_row_valid(0, 2), ValueError, r"DstRowValid is 0/1"),
    (lambda m: m.run([0x18F000000]), ValueError, r"instruction word: 6694109184 is not a 32-bit word"),
    (lambda m: m.run([-1]), ValueError, r"is not a 32-bit word"),
    (lambda m: m.run([1.5]), TypeError, r"must be integers"),
    (lambda m: m.run([complex(0x8F000000, 1)]), TypeError, r"must be integers"),
    (lambda m: m.run_timed([2**40]), ValueError, r"is not a 32-bit word"),
    (lambda m: m.exec(2**32), ValueError, r"instruction word 4294967296 out of range"),
    (lambda m: m.exec(0x8F000000 + 0.0), TypeError, r"must be an integer"),
    (lambda m: m.tick(2**32), ValueError, r"out of range"),
    (lambda m: m.reg("cfg_fp32_dst", 1), ValueError, r"index of cfg_fp32_dst 1 out of range 0\.\.0"),
    (lambda m: m.set_reg("cfg_fp32_dst", 0, 2), ValueError, r"value of cfg_fp32_dst \(1 bits\) 2 out of range"),
    (lambda m: m.set_reg("lane_config", 0, 0xFFFC0000), ValueError, r"value of lane_config \(18 bits\)"),
    (lambda m: m.reg("no_such_register"), KeyError, r"no register named"),
    (lambda m: m.reg(10**6), ValueError, r"no register number"),
    (lambda m: m.reg(1.0), TypeError, r"named by a string or its number"),
    (lambda m: m.restore(b"xx"), S, r"restore: invalid argument: checkpoint: buffer of 2 bytes"),
    (lambda m: m.restore("text"), TypeError, r"a checkpoint is bytes"),
    (lambda m: m.set_max_cycles(-1), ValueError, r"max_cycles -1 out of range"),
]


@pytest.mark.parametrize("case", range(len(CASES)))
def test_bad_argument(bh, case):
    call, exc, rx = CASES[case]
    before = bh.save()
    with pytest.raises(exc, match=rx):
        call(bh)
    assert bh.save() == before, "a refused call changed the model"


@pytest.mark.parametrize("name", ["cycle", "insn_count", "diag_count", "status", "max_cycles"])
def test_closed_property(name):
    m = sfpu.Model("bh")
    m.close()
    with pytest.raises(ValueError, match="the model is closed"):
        getattr(m, name)


@pytest.mark.parametrize("call", [lambda m: m.run("sfpnop\n"), lambda m: m.lreg(0), lambda m: m.reset(),
                                  lambda m: m.save(), lambda m: m.tick(), lambda m: m.last_error(),
                                  lambda m: m.set_strict(True), lambda m: m.diagnostics()])
def test_closed_call(call):
    m = sfpu.Model("bh")
    m.close()
    with pytest.raises(ValueError, match="the model is closed"):
        call(m)


def test_unfinished_run_names_pending_macro(src):
    """A timed run stopped at its bound (set_max_cycles) with work pending raises the library's message."""
    m = sfpu.Model("bh")
    m.set_max_cycles(1)
    assert m.max_cycles == 1
    text = (src / "tb" / "badinput" / "unfinished.s").read_text()
    with pytest.raises(S, match=r"did not finish: still busy 1 cycles.*pending: .*'sfpstore L0,0,0,0' on Store, scheduled by the SFPLOADMACRO issued as instruction 7"):
        m.run_timed(text)


def test_error_is_this_calls_message(wh):
    """After an execution error, a later refused call raises with its own message, not the earlier one."""
    word = sfpu.assemble("sfparecip L1,L0,0", "bh")[0]
    with pytest.raises(S, match="not an SFPU instruction on Wormhole"):
        wh.exec(word)
    with pytest.raises(ValueError, match=r"^LReg 99 out of range"):
        wh.lreg(99)
    with pytest.raises(S, match="checkpoint: buffer of 3 bytes"):
        wh.restore(b"abc")


# ---- program text: sfpu.assemble reads every input form as `sfpu asm` does (tb/badinput/cases/*.txt) ----
OBJDUMP = ("\nk.o:     file format elf32-littleriscv\n\nDisassembly of section .text:\n\n"
           "00000000 <f>:\n   0:\tfe000ee3          \tbeqz\tzero,0 <f>\n"
           "000001a4 <f>:\n 1a4:\tc0330005          \tsfpload\tL0,1,12,6\n")
A = sfpu.AssemblerError
ASM_CASES = [
    (dict(source="sfp\0nop\n"), A, r"^<string>:1:4: NUL byte"),
    (dict(source=b"sfpnop \xff\n"), A, r"^<string>:1:8: invalid UTF-8 \(byte 0xff\)"),
    (dict(source="sfpnop\n" + "x" * 70000), A, r"^<string>:2:65537: line longer than 65536 bytes"),
    (dict(source="TTI_SFPNOP;\n"), A, r"^<string>:1:1: unknown instruction 'TTI_SFPNOP'"),
    (dict(source="sfpnop\n", input="c"), ValueError, r"unknown input form 'c'"),
    (dict(source="sfpnop\n", input=4), TypeError, r"input form must be a string"),
    (dict(source="sfpnop\n", syntax="2024"), ValueError, r"unknown syntax '2024'"),
    (dict(source=42), TypeError, r"source must be str or bytes"),
    (dict(source="sfpnop\n", function=3), TypeError, r"function must be a string"),
    (dict(source="sfpnop\n", function="f"), A, r"--function applies to listing and objdump input; this is asm"),
    (dict(source="sfpnop\n", defines={"N": 1.5}), TypeError, r"defines: the value of 'N' must be an integer"),
    (dict(source="sfpnop\n", defines={"N": 2**63}), ValueError, r"does not fit a 64-bit integer"),
    (dict(source="sfpnop\n", defines=[("N", 1)]), TypeError, r"defines must be a dict"),
    (dict(source="sfpnop\n", runtime_words={0: 1}), ValueError, r"runtime_words: line 0 out of range"),
    (dict(source="sfpnop\n", runtime_words={1: 2**32}), ValueError, r"is not a 32-bit word"),
    (dict(source="sfpnop\n", runtime_words={1: 0x8F000001}), A,
     r"<string>:1: runtime word given for a line with no instruction computed at run time"),
    (dict(source=OBJDUMP, input="objdump", function="f"), A, r"function 'f' is defined 2 times .*f@0xADDR"),
    (dict(source=OBJDUMP, input="objdump", function="f@0x10"), A, r"function 'f@0x10' not found"),
    (dict(source=OBJDUMP, input="objdump"), A, r"cannot be straight-lined"),
    (dict(source="/* a\nTTI_SFPNOP;\n*/ TTI_SFPLOADI(0, 0, -1);\n", input="llk", filename="k.h"), A,
     r"^k.h:3:23: argument 3 of TTI_SFPLOADI: -1 does not fit"),
    (dict(source="#error boom\nTTI_SFPNOP;\n", input="llk", filename="k.h"), A,
     r"(?s)^k.h:1:2: error: #error boom.*k.h: the C preprocessor 'cpp' failed \(exit status 1\)"),
    (dict(source="#if 1\nTTI_SFPNOP;\n", input="llk", filename="k.h"), A,
     r"(?s)^k.h:1: error: unterminated #if.*cpp' failed"),
]


@pytest.mark.parametrize("case", range(len(ASM_CASES)))
def test_bad_program_text(case):
    kw, exc, rx = ASM_CASES[case]
    with pytest.raises(exc, match=rx):
        sfpu.assemble(**kw)


def test_objdump_function_by_address():
    assert sfpu.assemble(OBJDUMP, input="objdump", function="f@0x1a4") == [0x700cc001]
    assert sfpu.assemble(OBJDUMP, input="auto", function="0x1a4") == [0x700cc001]


def test_library_refuses_llk_text_that_needs_cpp():
    """sfpu_assemble_ex itself (no process) refuses a comment in tt-llk text; the binding's input='llk' runs cpp."""
    import ctypes as C
    from sfpu import _lib
    L = _lib.lib()
    o = _lib.AsmOptions()
    o.input = 4
    n = C.c_size_t()
    err = C.create_string_buffer(512)
    st = L.sfpu_assemble_ex(b"/* TTI_SFPNOP; */ TTI_SFPLOADI(0, 0, 1);\n", b"k.h", 0, C.byref(o), None, None, 0,
                            C.byref(n), err, len(err))
    assert st == 5 and err.value.decode().startswith("k.h:1:1: a comment ('/*')"), err.value
    assert sfpu.assemble("/* TTI_SFPNOP; */ TTI_SFPLOADI(0, 0, 1);\n", input="llk") == [0x71000001]


def test_llk_without_cpp(monkeypatch):
    monkeypatch.setenv("PATH", "/nonexistent")
    with pytest.raises(A, match=r"k.h: tt-llk input is read through the C preprocessor 'cpp', which was not found"):
        sfpu.assemble("TTI_SFPNOP;\n", input="llk", filename="k.h")


def test_llk_include_is_named():
    with pytest.warns(UserWarning, match=r"k.h: 1 #include line not followed \(lines 1\)"):
        assert sfpu.assemble('#include "ckernel.h"\nTTI_SFPNOP;\n', input="llk", filename="k.h") == [0x8F000000]


def test_listing_skipped_lines_are_named():
    src = "\t.text\n\t.globl\tf\n\t.type\tf, @function\nf:\n\taddi\tsp,sp,-16\n\tsfpnop\n"
    with pytest.warns(UserWarning, match=r"<string>: skipped 1 RISC-V instruction \(listing input; lines 5\)"):
        assert sfpu.assemble(src, input="listing", function="f") == [0x8F000000]


# The same texts through `sfpu asm` and sfpu.assemble: the same words, or the same first error line.
AGREE = [
    ("asm", "sfpload L0,0,0,7\nsfpmad L1,L0,L0,L9,0\n", []),
    ("llk", "/* TTI_SFPNOP;\n   TTI_SFPNOP; */\nTTI_SFPLOADI(0, 0, 1); // c\n#if 0\nTTI_SFPNOP;\n#endif\n"
            "/* a */ TTI_SFPLOADI(0, 0, 2); /* b */ TTI_SFPNOP;\n", []),
    ("llk", "#ifdef FAST\nTTI_SFPLOADI(0, 0, 3);\n#else\nTTI_SFPLOADI(0, 0, N);\n#endif\n", [("N", 5)]),
    ("llk", "#define W 7\nTTI_SFPLOADI(0, 0, W);\n\n\nTTI_SFPLOAD(-1, 0, 3, 0);\n", []),
    ("llk", "TTI_SFPNOP;\n#include <x.h>\n/*\n*/\nfor (int i = 0; i < 4; i++) TTI_SFPNOP;\n", []),
    ("llk", "#error stop\n", []),
    ("llk", "/* a\n b */ TTI_SFPNOP; /* c */ TTI_SFPLOADI(0,   0, 70001);\n", []),
    ("llk", "TTI_SFPLOADI(0,   0,    70000); // \"\n", []),
    ("llk", "TTI_SFPNOP; // a \\\n TTI_SFPLOADI(0, 0, 70000);\nTTI_SFPLOADI(0, '/', 70000);\n", []),
    ("llk", "#define BIG 70000\n  TTI_SFPLOADI(0,  0, BIG);\n", []),
    ("llk", "uint32_t w = TT_OP_SFPNOP;\nINSTRUCTION_WORD(TT_OP_SFPLOADI(0, 0, 9));\n", []),
    ("objdump", OBJDUMP, []),
    ("listing", "\t.text\nf:\n\t.word\t402653186\n\tret\n", []),
]


@pytest.mark.parametrize("case", range(len(AGREE)))
def test_cli_and_binding_agree(tmp_path, case):
    import os
    import subprocess
    import warnings
    form, text, defs = AGREE[case]
    f = tmp_path / "k.txt"
    f.write_text(text)
    argv = [os.environ["SFPU_CLI"], "asm", "--input", form, str(f)]
    for k, v in defs:
        argv += ["--define", "%s=%d" % (k, v)]
    cli = subprocess.run(argv, capture_output=True, text=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            py = ["0x%08x" % w for w in sfpu.assemble(text, filename=str(f), input=form, defines=dict(defs))]
            py_err = None
        except sfpu.AssemblerError as e:
            py, py_err = None, str(e)
    if cli.returncode == 0:
        assert py == cli.stdout.split(), (cli.stdout, py_err)
    else:
        cli_lines = [ln for ln in cli.stderr.splitlines() if ln.startswith(str(f) + ":")]
        assert py_err is not None, (cli.stderr, py)
        assert py_err.splitlines()[0] in cli_lines, (cli.stderr, py_err)


# State-file values: sfpu.load_state reads a value exactly as `sfpu run --init` does, or refuses it as the CLI does.
VALUES = ["1e40f", "1e-50f", "3.4028236e38f", "3.4028234e38f", "-0x1.8p1f", "1e-45f", "nanf", "infinityf", "-inff",
          "1.5f", "1_0f", "1_000", "0b101", "010", "08", "-0x10", "0x8f000000", "4294967296", "-2147483649", ".5f",
          "1.f", "+3", "0x1f"]


@pytest.mark.parametrize("tok", VALUES)
def test_state_value_as_the_cli_reads_it(tmp_path, src, tok):
    import json
    import os
    import subprocess
    f = tmp_path / "v.init"
    f.write_text("lreg 1 all %s\n" % tok)
    cli = subprocess.run([os.environ["SFPU_CLI"], "run", "--init", str(f), str(src / "tb" / "badinput" / "nop.s")],
                         capture_output=True, text=True)
    m = sfpu.Model("bh")
    try:
        sfpu.load_state(m, str(f))
        py = "0x%08x" % m.lreg(1)[0]
    except sfpu.StateFileError:
        py = None
    finally:
        m.close()
    assert py == (json.loads(cli.stdout)["lreg"][1][0] if cli.returncode == 0 else None), cli.stderr


# State files the CLI refuses, refused by sfpu.load_state / check_state too (tb/badinput/cases/state.txt).
STATE_CASES = [
    (b"# nothing\n", True, r"^s: nothing to check \(no directive in the expect file\)"),
    (b"", True, r"^s: nothing to check"),
    (b"reg cfg_fp32_dst 0 2\n", False, r"^s:1: value '2' \(0x2\) wider than cfg_fp32_dst's 1 bits"),
    (b"reg lane_config 0 0xFFFC0000\n", True, r"^s:1: value '0xFFFC0000' \(0xfffc0000\) wider than lane_config's 18"),
    (b"lreg 1e-45f all 7\n", False, r"^s:1: bad value '1e-45f'"),
    (b"lreg 1 lane 0x1.0p0f 7\n", False, r"^s:1: bad value"),
    (b"lreg 1 all 5\0\n", False, r"^s:1:13: NUL byte"),
    (b"lreg 1 all 5 \xfe\n", False, r"^s:1:14: invalid UTF-8 \(byte 0xfe\)"),
    (b"lreg 1 all 1e40f\n", False, r"^s:1: value '1e40f' is out of FP32 range"),
]


@pytest.mark.parametrize("case", range(len(STATE_CASES)))
def test_bad_state_text(bh, case):
    text, check, rx = STATE_CASES[case]
    with pytest.raises(sfpu.StateFileError, match=rx):
        (sfpu.state.check_state_text if check else sfpu.state.load_state_text)(bh, text, "s")
# The cases of an outside report on bad input (ids as in its table): (call on a fresh Blackhole model, exception,
# message regex). Module-level calls take the model and ignore it.
A = sfpu.AssemblerError
OUTSIDER = [
    ("pycrash", lambda m: m.run("sfploadi L0," + "(" * 10000 + "1" + ")" * 10000 + ",0\n"), A,
     r"<string>:1:269: expression nested too deeply \(limit 256\)"),
    ("py52", lambda m: m.run("sfploadi L0,1,0\x00sfploadi L0,2,0\n"), A, r"<string>:1:16: NUL byte"),
    ("py48", lambda m: m.run("sfpnop\n\x00"), A, r"<string>:2:1: NUL byte"),
    ("py53", lambda m: m.run("sfploadi L0,1,0\n\x00\nsfploadi L0,2,0\n"), A, r"<string>:2:1: NUL byte"),
    ("py53t", lambda m: m.run_timed("sfpnop\x00\n"), A, r"<string>:1:7: NUL byte"),
    ("py95", lambda m: sfpu.assemble("sfpnop\x00sfpnop\n", "bh"), A, r"<string>:1:7: NUL byte"),
    ("py4", lambda m: sfpu.Model("bh", prng_seed=2**64), ValueError, r"prng_seed 18446744073709551616 out of range"),
    ("py5", lambda m: sfpu.Model("bh", prng_seed=-1), ValueError, r"prng_seed -1 out of range 0\.\.4294967295"),
    ("py6", lambda m: sfpu.Model("bh", prng_seed=1.5), TypeError, r"prng_seed must be an integer, not float"),
    ("py67", lambda m: sfpu.disassemble(0x18F000000), ValueError, r"instruction word 6694109184 out of range"),
    ("py90", lambda m: sfpu.disassemble(2**32), ValueError, r"instruction word 4294967296 out of range"),
    ("py93", lambda m: sfpu.decode(2**32 + 0x8F000000), ValueError, r"out of range 0\.\.4294967295"),
    ("py92", lambda m: sfpu.disassemble(True), TypeError, r"instruction word must be an integer, not bool"),
    ("py69", lambda m: sfpu.decode("x"), TypeError, r"instruction word must be an integer, not str"),
    ("py91", lambda m: sfpu.disassemble(1.5), TypeError, r"instruction word must be an integer, not float"),
    ("py80", lambda m: m.set_strict("no"), TypeError, r"strict must be True or False, not str"),
    ("py29", lambda m: m.set_dst_fp32(0, 0, 1e40), ValueError, r"FP32 value 1e\+40 out of FP32 range"),
    ("py29b", lambda m: m.set_dst_fp32(0, 0, 1e-50), ValueError, r"underflows to zero"),
    ("py31", lambda m: m.dst([0, 2000]), ValueError, r"^Dst row 2000 out of range 0\.\.1023$"),
    ("py32", lambda m: m.dst([-1]), ValueError, r"^Dst row -1 out of range"),
    ("py43", lambda m: m.run(""), ValueError, r"empty program: the text holds no instruction"),
    ("py44", lambda m: m.run([]), ValueError, r"empty program: no instruction word"),
    ("py56", lambda m: m.run("sfploadi L0,4,0; sfpnop ; comment\n"), A, r"<string>:1:27: unknown instruction 'comment' \(';' separates statements"),
    ("py-bytes", lambda m: sfpu.assemble(3, "bh"), TypeError, r"assembler source must be str or bytes, not int"),
]


@pytest.mark.parametrize("case", [c[0] for c in OUTSIDER])
def test_outsider_case(bh, case):
    _, call, exc, rx = next(c for c in OUTSIDER if c[0] == case)
    before = bh.save()
    with pytest.raises(exc, match=rx):
        call(bh)
    assert bh.save() == before, "a refused call changed the model"


def test_outsider_semicolon_separates(bh):
    """py56: 'a; b' is two instructions, as GNU as reads it."""
    assert bh.run("sfploadi L0,4,2; sfploadi L0,5,2\n") == 2
    assert int(bh.lreg(0)[0]) == 5


def test_outsider_bytes_program(bh):
    """py42: a program given as bytes is assembler text, as sfpu.assemble takes it."""
    assert bh.run(b"sfploadi L0,7,2\n") == 1
    assert int(bh.lreg(0)[0]) == 7


@pytest.mark.parametrize("get", [lambda m: m.lreg(3), lambda m: m.lregs(), lambda m: m.dst([0]),
                                 lambda m: m.dst32_rows([0])])
def test_outsider_py81_snapshots_are_read_only(bh, get):
    """py81: the arrays are snapshots; writing one raises instead of silently changing nothing."""
    a = get(bh)
    with pytest.raises(ValueError, match="read-only"):
        a.flat[0] = 9


def test_outsider_py78_empty_expect_file(bh, tmp_path):
    """py78: an expect file with nothing to check is refused, as the CLI refuses it."""
    f = tmp_path / "e1.expect"
    f.write_text("# nothing\n")
    with pytest.raises(sfpu.StateFileError, match=r"e1\.expect: nothing to check"):
        sfpu.check_state(bh, f)


@pytest.mark.parametrize("line, rx", [
    ("lreg 5 all 1e40f", r"x\.init:1: value '1e40f' is out of FP32 range"),          # py79 / v1
    ("lreg 5 all 1e-50f", r"x\.init:1: value '1e-50f' underflows to zero in FP32"),   # v3
    ("lreg 0 all 5 extra", r"x\.init:1: unexpected 'extra' after the value"),         # s16
    ("lreg 0 all 1.5", r"value '1\.5' is not an integer \(an FP32 value needs its 'f' suffix"),  # s13
    ("lreg 0 lanes 1 2 3", r"'lanes' takes 32 values \(one per lane\), found 3"),     # s6
    ("lreg 5 all 08", r"value '08' is not octal"),                                   # v15
    ("reg cfg_fp32_dst 0 2", r"value '2' \(0x2\) wider than cfg_fp32_dst's 1 bits"),
    ("lreg 5 all 7\rlreg 6 all 8", r"x\.init:1: a CR not followed by LF"),
])
def test_outsider_state_file_names_the_token(bh, tmp_path, line, rx):
    f = tmp_path / "x.init"
    f.write_bytes(line.encode() + b"\n")
    with pytest.raises(sfpu.StateFileError, match=rx):
        sfpu.load_state(bh, f)


def test_outsider_state_values_read_as_the_cli(bh, tmp_path):
    """Hex floats, C suffixes and a byte order mark are read as the CLI reads them."""
    f = tmp_path / "x.init"
    f.write_bytes(b"\xef\xbb\xbflreg 5 all 0x1.8p0f\nlreg 6 all 7u\nlreg 7 all 1e-45f\n")
    sfpu.load_state(bh, f)
    assert [int(bh.lreg(r)[0]) for r in (5, 6, 7)] == [0x3FC00000, 7, 1]
