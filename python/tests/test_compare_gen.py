"""The comparison engine and the program generator through the binding."""
import json
import os
import re
import subprocess

import numpy as np
import pytest

import sfpu


def _lockstep(prog, corrupt_cycle=None, finish_corrupt=False):
    """Two models on one program, the second playing the DUT; optionally one lane of the DUT's record corrupted."""
    ref, dut = sfpu.Model(prog.arch), sfpu.Model(prog.arch)
    prog.apply_init(ref)
    prog.apply_init(dut)
    cmp = sfpu.Comparator(prog.arch, "twin", prog.seed, check_flags=True)
    words = [int(w) for w in prog.words]
    pc, n = 0, 0
    for cyc in range(len(words) * 4 + 64):
        w = words[pc] if pc < len(words) else None
        mo, do = ref.tick(w), dut.tick(w)
        rec = sfpu.dut_record(do.insn_ready, [(e[0], e[2], e[4]) for e in do.wb], do.dst_wb, do.lane_flags,
                              do.use_lane_flags, do.stack_depth)
        if corrupt_cycle is not None and cyc >= corrupt_cycle and rec.n_wb and n == 0:
            rec.wb[0].data[0] ^= 1
            n = 1
        cmp.step(ref, w, mo, rec)
        pc += mo.insn_ready if pc < len(words) else 0
        if pc >= len(words) and not mo.busy:
            break
    lr = dut.lregs().copy()  # a read-only snapshot: corrupted in a copy
    if finish_corrupt:
        lr[5, 7] ^= 0x80000000
    cmp.finish(ref, lr, dut.dst())
    return cmp


def test_generator_is_reproducible_and_matches_the_cli(tmp_path):
    a = sfpu.gen.generate(sfpu.gen.seed(1, "smoke-0"))
    b = sfpu.gen.generate(sfpu.gen.seed(1, "smoke-0"))
    assert np.array_equal(a.words, b.words) and len(a) == 200 and a.lreg_init.shape == (8, 32)
    assert sfpu.assemble(a.asm()) == [int(w) for w in a.words]
    a.selfcheck()
    cli = os.environ.get("SFPU_CLI")
    assert cli, "SFPU_CLI must name the sfpu command-line tool"
    subprocess.run([cli, "gen", "--seed", "1", "--name", "smoke", "--count", "1", "--out", str(tmp_path)], check=True,
                   capture_output=True)
    assert sfpu.assemble((tmp_path / "smoke-0.s").read_text()) == [int(w) for w in a.words]
    cli_init = [ln for ln in (tmp_path / "smoke-0.init").read_text().splitlines() if not ln.startswith("#")]
    assert cli_init == a.init_text().splitlines()
    cov = sfpu.gen.Coverage()
    for k in range(3):
        sfpu.gen.lockstep_program(k, length=80, coverage=cov)
    assert "programs 3" in cov.format() and cov.hazards().sum() > 0 and cov.op_mod().sum() >= 3 * 80 - 10
    with pytest.raises(sfpu.SfpuError, match="len"):
        sfpu.gen.generate(1, length=0)


def test_comparator_passes_twins_and_reports_a_corrupted_lane():
    prog = sfpu.gen.lockstep_program(0, length=80)
    ok = _lockstep(prog)
    assert ok.total == 0 and ok.text() == "" and re.match(r"twin: PASS cycles=\d+", ok.summary())
    bad = _lockstep(prog, corrupt_cycle=0)
    assert bad.count("data") == 1 and bad.total == 1
    text = bad.text()
    assert re.match(r"SFPU-MISMATCH data cycle=\d+ seed=0x%016x test=twin insn=\S+" % prog.seed, text), text
    assert "lanes=0x00000001" in text
    j = [json.loads(x) for x in bad.jsonl().splitlines()]
    assert j[0]["class"] == "data" and j[0]["test"] == "twin"
    assert bad.summary().startswith("twin: FAIL") and "data=1" in bad.summary()
    st = _lockstep(prog, finish_corrupt=True)
    assert st.counts()["state"] >= 1 and "SFPU-MISMATCH state" in st.text()


def test_comparator_reports_carry_the_reproduce_line_ids_and_causes():
    """The binding's Comparator takes the reproduce line and the DUT-stall-cause flag; each JSON object has them, in
    cycle order, numbered, a later reader of the corrupted register marked as the corruption's consequence."""
    prog = sfpu.assemble("sfpmad L2,L0,L1,L9,0\nsfpnop\nsfpmov L3,L2,0\n")
    ref, dut = sfpu.Model(sfpu.BH), sfpu.Model(sfpu.BH)
    cmp = sfpu.Comparator(sfpu.BH, "repro", 5, reproduce="sfpu_lockstep_bh --test 5 'x y'", dut_stall_cause=True)
    pc = 0
    for _ in range(20):
        w = prog[pc] if pc < len(prog) else None
        mo, do = ref.tick(w), dut.tick(w)
        wb = [(e[0], e[2], list(e[4])) for e in do.wb]
        for e in wb:
            if e[0] in (2, 3):  # L2 corrupted, and so what SFPMOV copies from it
                e[2][0] ^= 1
        cmp.step(ref, w, mo, sfpu.dut_record(do.insn_ready, wb, do.dst_wb))
        pc += mo.insn_ready if pc < len(prog) else 0
        if pc >= len(prog) and not mo.busy:
            break
    j = [json.loads(x) for x in cmp.jsonl().splitlines()]
    assert [o["id"] for o in j] == [1, 2] and j[0]["cause"] is None and j[1]["cause"] == 1, j
    assert all(o["reproduce"] == "sfpu_lockstep_bh --test 5 'x y'" for o in j)
    assert "insn=sfpmov L3,L2,0 (consequence of #1)" in cmp.text(), cmp.text()


def test_waivers_are_counted():
    prog = sfpu.gen.lockstep_program(0, length=80)
    m = sfpu.Model(prog.arch)
    cmp = sfpu.Comparator(prog.arch, "w", 1)
    cmp.waive(0x1FFFF, 0xFFFFFFFF, 0, 1 << 40)
    w = int(prog.words[0])
    mo = m.tick(w)
    n = cmp.step(m, w, mo, sfpu.dut_record(mo.insn_ready, [(e[0], e[2], e[4] ^ 1) for e in mo.wb], mo.dst_wb))
    assert cmp.total == 0 and cmp.waived == n


def test_undefined_words_match_the_cli_and_stop_the_model(tmp_path):
    p = sfpu.gen.generate(sfpu.gen.seed(1, "u-0"), arch=sfpu.WH, undef=True, index=0)
    assert p.undef_at, "undef=True places undefined words"
    cli = os.environ.get("SFPU_CLI")
    assert cli, "SFPU_CLI must name the sfpu command-line tool"
    subprocess.run([cli, "gen", "--arch", "wh", "--undef", "--seed", "1", "--name", "u", "--count", "1", "--out",
                    str(tmp_path)], check=True, capture_output=True)
    text = (tmp_path / "u-0.s").read_text()
    assert sfpu.assemble(text, arch=sfpu.WH) == [int(w) for w in p.words]
    listed = re.search(r"undefined on purpose .*: words (.*)", text).group(1)
    assert [int(x) for x in listed.split(", ")] == p.undef_at
    m = sfpu.Model(sfpu.WH)
    p.apply_init(m)
    issued = 0
    with pytest.raises(sfpu.SfpuError, match="(?i)undefined"):
        for w in p.words[:p.undef_at[0] + 1]:
            while not m.tick(int(w)).insn_ready:
                pass
            issued += 1
    assert issued == p.undef_at[0]  # every word before it ran; the model stops at it


def test_defined_words_beside_an_invalid_row_match_the_cli(tmp_path):
    # the DstRowValid rule's other side: a defined load / store presented with a row only disabled lanes address
    found = None
    for k in range(40):
        p = sfpu.gen.generate(sfpu.gen.seed(1, "ro-%d" % k), arch=sfpu.BH, undef=True, index=k)
        if p.row_off:
            found = (k, p)
            break
    assert found, "no program of 40 places a defined word beside an invalid row"
    k, p = found
    assert all(0 <= i < len(p) and 0 <= r < 1024 and i not in p.undef_at for i, r in p.row_off)
    cli = os.environ.get("SFPU_CLI")
    assert cli, "SFPU_CLI must name the sfpu command-line tool"
    subprocess.run([cli, "gen", "--arch", "bh", "--undef", "--seed", "1", "--name", "ro", "--count", str(k + 1),
                    "--out", str(tmp_path)], check=True, capture_output=True)
    text = (tmp_path / ("ro-%d.s" % k)).read_text()
    listed = [(int(i), int(r)) for i, r in re.findall(r"# word (\d+) \(defined\) addresses Dst row (\d+)", text)]
    assert listed == p.row_off


def test_prng_init_is_the_programs_own_and_matches_the_cli(tmp_path):
    p = sfpu.gen.generate(sfpu.gen.seed(1, "r"), index=1)
    assert p.prng_init.shape == (32,) and all(int(v) & 0x7FFFFF == 1 for v in p.prng_init)  # test 1 of 4: PRNGBits 1
    m = sfpu.Model(sfpu.BH)
    p.apply_init(m)
    assert [int(v) for v in m.reg_array("prng")] == [int(v) for v in p.prng_init]
    cli = os.environ.get("SFPU_CLI")
    assert cli, "SFPU_CLI must name the sfpu command-line tool"
    subprocess.run([cli, "gen", "--seed", "1", "--name", "r", "--index", "1", "--out", str(tmp_path)], check=True,
                   capture_output=True)
    init = (tmp_path / "r.init").read_text()
    assert "reg prng 31 0x%08x" % int(p.prng_init[31]) in init
    off = sfpu.gen.generate(sfpu.gen.seed(1, "r"), opts=sfpu.gen.options(index=1, prng=False))
    assert off.prng_init is None and "reg prng" not in off.init_text()
    assert sfpu.gen.generate(sfpu.gen.seed(1, "r"), index=3).prng_init is None  # test 3 of 4 keeps the reset state
