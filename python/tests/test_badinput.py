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
