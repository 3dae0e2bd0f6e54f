"""Timing figures: the per-cycle record behind them, the figure itself, and the command line's refusals."""
import sys

import numpy as np

import sfpu
import sfpu.plot
from conftest import EXAMPLES


def test_trace_of_the_pipelined_reciprocal():
    t = sfpu.plot.trace_kernel(EXAMPLES / "recip_pipelined.s", init=EXAMPLES / "recip_pipelined.init")
    # README: 15 cycles = 5 setup + 8 + 2 drain; 8 SFPARECIP on Simple and 8 SFPSTORE scheduled by the macros
    assert t.cycles == 15 and t.scheduled_count() == 16
    arecip, store = sfpu.op_by_name("sfparecip").op, sfpu.op_by_name("sfpstore").op
    assert int(((t.unit_op[:, 1] == arecip) & t.scheduled[:, 1]).sum()) == 8
    assert int(((t.unit_op[:, 4] == store) & t.scheduled[:, 4]).sum()) == 8
    assert not t.scheduled[:, 0].any()  # the macros themselves are the thread's
    assert t.stats["macro_issued"] == 16 and t.utilisation()["Simple"] == 11 / 15
    plain = sfpu.plot.trace_kernel(EXAMPLES / "recip_plain.s", init=EXAMPLES / "recip_plain.init")
    assert plain.cycles == 24 and plain.scheduled_count() == 0


def test_stalls_are_recorded_by_cause():
    t = sfpu.plot.trace_kernel("sfpmad L2,L0,L1,L9,0\nsfpmad L3,L2,L1,L9,0\nsfpswap L4,L5,0\nsfpmov L6,L4,0\n", "bh")
    assert list(np.nonzero(t.stall)[0]) == [1, 4] and list(t.stall[[1, 4]]) == [1, 2]
    assert t.issued.sum() == 4


def test_figure_is_written(tmp_path):
    t = sfpu.plot.trace_kernel(EXAMPLES / "typecast_pipelined.s", init=EXAMPLES / "typecast_pipelined.init")
    p = tmp_path / "f.png"
    sfpu.plot.figure([t], p)
    assert p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and p.stat().st_size > 10000


def test_command_line(tmp_path, capsys):
    out = tmp_path / "o.png"
    assert sfpu.plot.main([str(EXAMPLES / "recip_plain.s"), str(EXAMPLES / "recip_pipelined.s"), "-o", str(out)]) == 0
    assert out.is_file() and "recip_pipelined: 15 cycles" in capsys.readouterr().out
    src = tmp_path / "k.s"
    src.write_text("sfpnop\n")
    assert sfpu.plot.main([str(src), "-o", str(src)]) == 2
    assert "is one of the inputs" in capsys.readouterr().err and src.read_text() == "sfpnop\n"
    assert sfpu.plot.main([str(tmp_path / "none.s"), "-o", str(out)]) == 2
    assert "no such file" in capsys.readouterr().err
    bad = tmp_path / "bad.s"
    bad.write_text("sfpnop\nsfpmad L1\n")
    assert sfpu.plot.main([str(bad), "-o", str(tmp_path / "b.png")]) == 1
    assert "bad.s:2:" in capsys.readouterr().err


def test_missing_matplotlib_is_said_clearly(tmp_path, capsys, monkeypatch):
    for m in [m for m in sys.modules if m == "matplotlib" or m.startswith("matplotlib.")]:
        monkeypatch.delitem(sys.modules, m)
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # import matplotlib raises ImportError
    assert sfpu.plot.main([str(EXAMPLES / "recip_plain.s"), "-o", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "needs matplotlib" in err and "requirements.txt" in err and not (tmp_path / "x.png").exists()
