"""The port adapter without a simulator: the model's outputs packed onto the interface contract's ports
(rtl-harness/README.md layouts), read back by SfpuDut._observe, must compare equal to the model's own record."""
import numpy as np

import sfpu
from sfpu_dut import SfpuDut


class _V:
    def __init__(self, v):
        self.v = v

    def __int__(self):
        return self.v


class _Sig:
    def __init__(self, v=0):
        self.value = _V(v)


class _FakeTop:
    pass


def _pack(o):
    t = _FakeTop()
    mask = data = 0
    for reg, _unit, m, _word, lanes in o.wb:
        mask |= m << (32 * reg)
        for lane in range(32):
            if (m >> lane) & 1:
                data |= int(lanes[lane]) << (32 * (32 * reg + lane))
    rows = sorted({r for r, _c, _v in o.dst_wb})
    addr = we = wdata = 0
    for p, row in enumerate(rows):
        addr |= row << (10 * p)
        for r, c, v in o.dst_wb:
            if r == row:
                we |= 1 << (16 * p + c)
                wdata |= v << (256 * p + 16 * c)
    sd = 0
    for lane, d in enumerate(o.stack_depth):
        sd |= d << (4 * lane)
    for name, v in dict(insn_ready_o=o.insn_ready, busy_o=o.busy, undef_o=0, unsupported_o=0, wb_mask_o=mask,
                        wb_data_o=data, dst_waddr_o=addr, dst_wcol_we_o=we, dst_wdata_o=wdata,
                        lane_flags_o=o.lane_flags, use_lane_flags_o=o.use_lane_flags, stack_depth_o=sd).items():
        setattr(t, name, _Sig(v))
    return t


def test_observation_equals_the_models_record():
    prog = sfpu.gen.lockstep_program(3, length=240)  # odd: hazards and SFPLOADMACRO configurations (1 walks RWCs)
    m = sfpu.Model(prog.arch)
    prog.apply_init(m)
    cmp = sfpu.Comparator(prog.arch, "adapter", prog.seed, check_flags=True)
    words = [int(w) for w in prog.words]
    pc, seen_wb, seen_dst = 0, 0, 0
    for _ in range(len(words) * 4 + 64):
        w = words[pc] if pc < len(words) else None
        o = m.tick(w)
        dut = SfpuDut(_pack(o))
        obs = dut._observe(w is not None, w)
        obs.record.cycle = o.cycle
        assert cmp.step(m, w, o, obs.record) == 0, cmp.text()
        seen_wb += obs.record.n_wb
        seen_dst += obs.record.n_dst_wb
        pc += o.insn_ready if pc < len(words) else 0
        if pc >= len(words) and not o.busy:
            break
    assert seen_wb > 50 and seen_dst > 0


def test_injection_flips_the_lowest_written_lane_of_lreg2_once():
    o = sfpu.Model("bh").tick(sfpu.assemble("sfploadi L2,16256,0")[0])  # L2 = 1.0 written back this cycle
    dut = SfpuDut(_pack(o))
    dut.inject = True
    rec = dut._observe(True, 0).record
    assert rec.n_wb == 1 and rec.wb[0].reg == 2 and rec.wb[0].data[0] == 0x3F800001
    assert np.all(np.array(rec.wb[0].data[1:]) == 0x3F800000)
    assert dut._observe(True, 0).record.wb[0].data[0] == 0x3F800000  # once only
