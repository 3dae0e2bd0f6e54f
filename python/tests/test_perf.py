"""sfpu.perf: the perf harness's zone through the binding (sfpu_perf.h), on synthetic recordings whose cycles follow
from the parameters (the same cases as tb/unit/test_perf.cc), the file errors, and the breakdown plot."""
import pytest

import sfpu
from sfpu import perf

HEADER = "perf 1\narch bh\nfp32_dst 0\nsection init\n"


def _write(tmp_path, body, name="k.perf"):
    p = tmp_path / name
    p.write_text(HEADER + body)
    return p


def test_constant_words_are_sfpu_bound(tmp_path):
    p = _write(tmp_path, "section tile 0\n" + "w 0x8f000000 tti\n" * 32)
    r = perf.run(p, tile_cycles=0, zone_cycles=0)
    assert abs(r["cycles_per_tile"] - 32.0) < 0.2
    total = sum(r["per_tile"][c] for c in perf.CAUSES)
    assert abs(total - r["cycles_per_tile"]) < 1e-9  # every zone cycle has one cause
    assert r["per_tile"]["words"] == 32


def test_run_time_words_make_it_front_end_bound(tmp_path):
    p = _write(tmp_path, "section tile 0\n" + "w 0x8f000000 tt\n" * 32)
    r = perf.run(p, tt_cycles=4, tile_cycles=0, zone_cycles=0)
    assert abs(r["cycles_per_tile"] - 128.0) < 1.0
    assert abs(r["per_tile"]["frontend_bound"] - 96.0) < 1.0
    slower = perf.run(p, tt_cycles=6, tile_cycles=0, zone_cycles=0)
    assert abs(slower["cycles_per_tile"] - 192.0) < 1.0
    average = perf.run(p, tt_cycles=4.25, tile_cycles=0, zone_cycles=0)  # an average: every fourth word costs 5
    assert abs(average["per_tile"]["thread_busy"] - 136.0) < 0.01


def test_loop_built_words_and_a_scoped_zone(tmp_path):
    # ttl words cost tt_loop_cycles (5 by default, from the compiled pinned code); a scoped zone around the last 31
    # words is the thread's time: 31 x 5 + zone_mark_cycles
    p = _write(tmp_path, "section tile 0\nw 0x8f000000 ttl\nzone begin\n" + "w 0x8f000000 ttl\n" * 31 + "zone end\n")
    r = perf.run(p, tile_cycles=0, zone_cycles=0, zone_mark_cycles=3)
    assert r["params"]["tt_loop_cycles"] == 5.0
    assert abs(r["cycles_per_tile"] - 160.0) < 1.0
    assert r["scoped_zone"]["calls"] == 16
    assert abs(r["scoped_zone"]["mean_cycles"] - (31 * 5 + 3)) < 0.01


def test_datacopy_mop_and_unpack_to_dst(tmp_path):
    mop = "".join("m %d %s\n" % (i, v) for i, v in enumerate(
        ["4", "2", "0x02000000", "0x37c00003", "0x02000000", "0x1200a000", "0x02000000", "0x1200a000", "0x1200a000"]))
    body = mop + "section tile 0\nw 0x01800000 tti dc\nw 0xa2800010 tti\nw 0x8f000000 tti\n"
    r = perf.run(_write(tmp_path, body), loop_factor=8, tile_cycles=0, zone_cycles=0)
    assert r["per_tile"]["datacopy"] == 14.0
    p32 = tmp_path / "k32.perf"
    p32.write_text(HEADER.replace("fp32_dst 0", "fp32_dst 1") + body)
    u = perf.run(p32, unpack_to_dst=True, loop_factor=8, tile_cycles=0, zone_cycles=0)
    assert u["per_tile"]["datacopy"] == 0.0
    with pytest.raises(perf.PerfFileError, match="16-bit Dst"):
        perf.run(_write(tmp_path, body, "k16.perf"), unpack_to_dst=True)


@pytest.mark.parametrize("body,msg", [
    ("bogus 1\n", r"k\.perf:5: unknown line `bogus`"),
    ("section tile 0\nw 0x8f000000\n", r"k\.perf:6: expected `w WORD tti"),
    ("section tile 0\nw 0xb2010000 tt reg no_such 0 0\n", r"k\.perf:6: expected `reg NAME INDEX VALUE`"),
    ("m 9 1\n", r"k\.perf:5: expected `m INDEX VALUE`"),
    ("section tile 1\n", r"k\.perf:5: expected `section init` first"),
    ("zone begin\n", r"k\.perf:5: expected `zone begin` then `zone end` inside a tile"),
    ("section tile 0\nzone begin\nsection tile 1\n", r"k\.perf:7: the zone begun on line 6 is not ended"),
    ("section tile 0\nzone begin\n", r"k\.perf:6: the zone begun here is not ended"),
])
def test_bad_files_name_the_line(tmp_path, body, msg):
    with pytest.raises(perf.PerfFileError, match=msg):
        perf.run(_write(tmp_path, body))


def test_model_error_names_the_line_and_cycle(tmp_path):
    with pytest.raises(sfpu.SfpuError, match=r"line 6, cycle [0-9]+: .*REPLAY with Count 40"):
        perf.run(_write(tmp_path, "section tile 0\nw 0x04000280 tti\n"))


def test_unknown_parameter(tmp_path):
    with pytest.raises(TypeError, match="unknown parameter 'speed'"):
        perf.run(_write(tmp_path, "section tile 0\nw 0x8f000000 tti\n"), speed=2)


def test_breakdown_plot(tmp_path):
    pytest.importorskip("matplotlib")
    from sfpu import plot
    a = _write(tmp_path, "section tile 0\n" + "w 0x8f000000 tti\n" * 32, "a.perf")
    b = _write(tmp_path, "section tile 0\n" + "w 0x8f000000 tt\n" * 32, "b.perf")
    out = tmp_path / "b.png"
    assert plot.main(["--perf", str(a), str(b), "-o", str(out)]) == 0
    assert out.stat().st_size > 1000
