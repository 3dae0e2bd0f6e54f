"""The ctypes binding: assembler, model execution (functional and timed), state access, checkpoints, errors."""
import re

import numpy as np
import pytest

import sfpu
from conftest import EXAMPLES


def test_library_and_table():
    assert sfpu.api_version() == 24
    assert sfpu.library_path().endswith((".so", ".so.0")) or ".so." in sfpu.library_path()
    mad = sfpu.op_by_name("sfpmad")
    assert (mad.name, mad.opcode, sfpu.UNIT_NAMES[mad.unit]) == ("SFPMAD", 0x84, "MAD")
    assert sfpu.op_by_name("SFPARECIP").on("bh") and not sfpu.op_by_name("SFPARECIP").on("wh")
    with pytest.raises(KeyError):
        sfpu.op_by_name("sfpfoo")


def test_assemble_disassemble_decode():
    words = sfpu.assemble("sfploadi L0,16256,0\nsfpmad L1,L0,L0,L10,0\n")
    assert len(words) == 2
    assert sfpu.disassemble(words[1]) == "sfpmad L1,L0,L0,L10,0"
    d = sfpu.decode(words[1])
    assert (d["op"], d["vd"], d["va"], d["vb"], d["vc"], d["mod1"]) == ("SFPMAD", 1, 0, 0, 10, 0)
    assert "imm16" not in d  # only the format's fields
    with pytest.raises(sfpu.SfpuError) as e:
        sfpu.decode(0x99000010, "wh")  # SFPARECIP is Blackhole only
    assert e.value.status_name == "undefined" and "0x99" in e.value.message


def test_every_example_round_trips_through_the_disassembler():
    files = sorted(EXAMPLES.glob("*.s"))
    assert len(files) >= 6
    for f in files:
        arch = sfpu.file_arch(f.read_text()) or sfpu.BH
        words = sfpu.assemble_file(f, None)
        text = "\n".join(sfpu.disassemble(w, arch) for w in words)
        assert sfpu.assemble(text, arch) == words, f.name


def test_assembler_error_names_file_line_column():
    with pytest.raises(sfpu.AssemblerError) as e:
        sfpu.assemble("sfpnop\nsfpmad L1,L0\n", filename="kernel.s")
    err = e.value
    assert (err.file, err.line) == ("kernel.s", 2) and err.col > 0
    assert re.match(r"kernel\.s:2:\d+: ", str(err)) and "operand" in err.detail
    with pytest.raises(sfpu.AssemblerError, match=r"^k\.s:1:1: "):
        sfpu.assemble("sfpfoo L1\n", filename="k.s")


def test_functional_run_and_numpy_views(bh):
    assert bh.run("sfploadi L0,16256,0\nsfpmad L1,L0,L0,L10,0\n") == 2
    l1 = bh.lreg(1)
    assert l1.dtype == np.uint32 and l1.shape == (32,)
    assert np.all(l1 == 0x40000000) and np.all(l1.view(np.float32) == 2.0)
    bh.set_lreg(2, np.arange(32, dtype=np.float32) * 0.5)
    assert bh.lreg(2).view(np.float32)[7] == 3.5
    bh.set_lreg(3, 0xDEADBEEF)
    assert np.all(bh.lreg(3) == 0xDEADBEEF)
    regs = bh.lregs()
    assert regs.shape == (17, 32) and regs[1, 0] == 0x40000000
    assert bh.insn_count == 2


def test_errors_carry_the_models_message(wh):
    word = sfpu.assemble("sfparecip L1,L0,0", "bh")[0]
    with pytest.raises(sfpu.SfpuError) as e:
        wh.exec(word)
    assert e.value.status_name == "undefined" and "not an SFPU instruction on Wormhole" in str(e.value)
    assert "not an SFPU instruction" in wh.last_error()
    wh.reset()
    assert wh.last_error() == ""
    m = sfpu.Model("bh")
    m.set_dst_row_valid(0, False)
    with pytest.raises(sfpu.SfpuError) as e:
        m.run("sfpnop\nsfpload L1,0,0,0\n")
    assert e.value.index == 1 and "DstRowValid=0" in e.value.message and "sfpload L1,0,0,0" in e.value.message
    with pytest.raises(ValueError):
        sfpu.Model("gh")


def test_dst_views(bh):
    bh.set_dst(5, 3, 0x1234)
    assert bh.dst([5])[0, 3] == 0x1234
    d = bh.dst()
    assert d.shape == (1024, 16) and d.dtype == np.uint16 and d[5, 3] == 0x1234
    bh.set_dst32(16, 2, 0x89ABCDEF)
    assert bh.dst32(16, 2) == 0x89ABCDEF
    bh.set_dst_fp32(0, 0, 1.5)
    assert bh.dst_fp32(0, 0) == 0x3FC00000
    assert bh.dst32_rows([16])[0, 2] == 0x89ABCDEF
    assert bh.dst_row_valid(7)
    bh.set_dst_row_valid(7, False)
    assert not bh.dst_row_valid(7)
    with pytest.raises(sfpu.SfpuError) as e:
        bh.set_dst(1024, 0, 1)
    assert e.value.status_name == "invalid argument"


def test_named_registers(bh):
    names = bh.reg_names()
    assert names["lane_flags"] == (32, 1) and "cfg_fp32_dst" in names and "rwc_dst" in names
    bh.set_reg("lane_flags", 3, 1)
    assert bh.reg("lane_flags", 3) == 1 and bh.reg_array("lane_flags")[3] == 1
    bh.set_reg("rwc_dst", 0, 0x3FF)
    assert bh.reg("rwc_dst") == 0x3FF
    with pytest.raises(ValueError, match=r"value of rwc_dst \(10 bits\) 65535 out of range"):
        bh.set_reg("rwc_dst", 0, 0xFFFF)  # wider than the register: refused, not masked
    with pytest.raises(KeyError):
        bh.reg("no_such_register")


def test_checkpoint_restore(bh):
    bh.run("sfploadi L0,16256,0\n")
    cp = bh.save()
    before = bh.lregs()
    bh.run("sfpmad L0,L0,L0,L10,0\nsfpmad L4,L0,L0,L10,0\n")
    assert not np.array_equal(bh.lregs(), before)
    bh.restore(cp)
    assert np.array_equal(bh.lregs(), before)
    with pytest.raises(sfpu.SfpuError):
        bh.restore(cp[:-1])


def test_tick_ports_stall_and_statistics(bh):
    words = sfpu.assemble("sfpmad L2,L0,L1,L9,0\nsfpmad L3,L2,L1,L9,0\n")
    outs, i = [], 0
    while True:
        o = bh.tick(words[i] if i < len(words) else None)
        outs.append(o)
        i += o.insn_ready if i < len(words) else 0
        if i >= len(words) and not o.busy:
            break
    # Blackhole's auto-stall: the consumer of a MAD result waits one cycle (cause 1, MAD RAW)
    assert [(o.cycle, o.insn_ready, o.stall_cause) for o in outs[:3]] == [(0, 1, 0), (1, 0, 1), (2, 1, 0)]
    assert outs[0].unit_op[2] == sfpu.op_by_name("sfpmad").op
    wb = [e for o in outs for e in o.wb]
    assert [e[0] for e in wb] == [2, 3] and wb[0][2] == 0xFFFFFFFF
    st = bh.timing_stats()
    assert st["cycles"] == len(outs) and st["issued"] == 2 and st["stall_cycles"]["MAD RAW"] == 1
    assert st["unit_issued"]["MAD"] == 2
    # event trace lines (rtl-harness/README.md): the first result commits at the end of cycle 1, while stalling
    assert outs[1].trace().startswith("1 W L2 ffffffff 0=") and outs[2].trace().startswith("2 I")


def test_run_timed_equals_functional_and_reports_diagnostics():
    prog = "sfploadi L0,16256,0\nsfpmad L2,L0,L0,L9,0\nsfpnop\nsfpmad L3,L2,L0,L9,0\n"
    f, t = sfpu.Model("bh"), sfpu.Model("bh")
    f.run(prog)
    assert t.run_timed(prog) == 4
    assert np.array_equal(f.lregs(), t.lregs())
    # Wormhole has no interlock: back to back, the consumer reads the stale value and a diagnostic says so
    w = sfpu.Model("wh")
    w.run_timed("sfpmad L2,L0,L1,L9,0\nsfpmad L3,L2,L1,L9,0\n")
    d = w.diagnostics()
    assert w.diag_count == 1 and d[0]["kind"] == "stale read" and "read L2" in d[0]["text"]
    w2 = sfpu.Model("wh")
    w2.set_strict(True)
    with pytest.raises(sfpu.SfpuError) as e:
        w2.run_timed("sfpmad L2,L0,L1,L9,0\nsfpmad L3,L2,L1,L9,0\n")
    assert e.value.status_name == "undefined"


def test_silicon_hazards_are_diagnostics_and_can_be_left_out():
    # an SFPLOADMACRO the thread pushes itself (Sequence 0 schedules nothing): the silicon hazard of docs/decisions.md H1
    m = sfpu.Model("bh")
    m.run_timed("sfploadmacro 0,L0,0,3,0\n")
    d = m.diagnostics()
    assert m.diag_count == 1 and d[0]["kind"] == "macro pushed directly" and "REPLAY" in d[0]["text"]
    q = sfpu.Model("bh")
    q.set_silicon_hazards(False)
    q.run_timed("sfploadmacro 0,L0,0,3,0\n")
    assert q.diag_count == 0 and np.array_equal(m.lregs(), q.lregs())


@pytest.mark.parametrize("name", sorted(p.stem for p in EXAMPLES.glob("*.s")))
def test_examples_reach_their_expected_state(name):
    s = EXAMPLES / (name + ".s")
    header = s.read_text().split("\n", 1)[0]
    arch = sfpu.file_arch(header) or sfpu.BH
    m = sfpu.Model(arch)
    init = EXAMPLES / (name + ".init")
    if init.exists():
        sfpu.load_state(m, init)
    words = sfpu.assemble_file(s, arch)
    if "timing" in header:
        m.run_timed(words)
    else:
        m.run(words)
    sfpu.check_state(m, EXAMPLES / (name + ".expect"))


def test_state_file_errors_name_the_line(bh, tmp_path):
    p = tmp_path / "bad.init"
    p.write_text("lreg 1 all 1.5f\n# fine\nlreg 99 all 0\n")
    with pytest.raises(sfpu.StateFileError, match=r"bad\.init:3: bad value '99'"):
        sfpu.load_state(bh, p)
    assert bh.lreg(1)[0] == 0x3FC00000
    e = tmp_path / "x.expect"
    e.write_text("lreg 1 lane 4 2.0f\n")
    with pytest.raises(sfpu.StateMismatch, match=r"x\.expect:1: lreg 1 lane 4 is 0x3fc00000, expected 0x40000000"):
        sfpu.check_state(bh, e)
