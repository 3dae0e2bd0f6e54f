"""sfpu_dut.py - the ONE place the cocotb bench and the pyuvm environment touch the RTL's signals.

The simulation top is rtl-harness/harness/sfpu_tb_top.sv (the interface contract of rtl-harness/README.md plus a
Dst memory with backdoors). Ports used, and nothing else:
  inputs   clk_i, rst_ni, insn_valid_i, insn_i[31:0], dbg_lreg_we_i, dbg_lreg_idx_i[4:0], dbg_lreg_data_i[1023:0],
           dbg_cfg_we_i, dbg_cfg_sel_i[5:0], dbg_cfg_idx_i[7:0], dbg_cfg_data_i[31:0], dbg_prng_we_i,
           dbg_prng_data_i[1023:0],
           dst_init_we_i, dst_init_row_i[9:0], dst_init_data_i[2047:0], dst_valid_we_i (held at 0: every Dst row
           stays valid)
  outputs  insn_ready_o, busy_o, undef_o, unsupported_o, wb_mask_o[543:0], wb_data_o[17407:0], dst_waddr_o[79:0],
           dst_wcol_we_o[127:0], dst_wdata_o[2047:0], lane_flags_o, use_lane_flags_o, stack_depth_o[127:0],
           lreg_o[17407:0]
  memory   dst_mem[1024] (256-bit rows, public_flat_rd in sfpu_tb_top.sv): the final Dst image
If the top's ports change, this module is the edit.

A clock is two simulator steps, as in the C++ harness: this cycle's inputs with the clock low (the outputs of the
cycle are sampled there), then the rising edge.
"""
import numpy as np
from cocotb.triggers import Timer

import sfpu
from sfpu import _lib

STEP = (1, "ns")


def _int(handle):
    # int(): cocotb 1.x BinaryValue and cocotb 2.x LogicArray/Logic alike (2.x has no .integer)
    return int(handle.value)


def _lanes(values):
    """32 lane values as one packed vector, lane l at [l*32 +: 32] (dbg_lreg_data_i, dbg_prng_data_i)."""
    v = 0
    for lane, x in enumerate(values):
        v |= (int(x) & 0xFFFFFFFF) << (32 * lane)
    return v


class Observation:
    """What the RTL did in one clock: the comparison engine's DUT record (sfpu_out_t) plus the raw flags."""

    __slots__ = ("cycle", "valid", "word", "ready", "busy", "undef", "unsupported", "record")

    def __init__(self, cycle, valid, word, ready, busy, undef, unsupported, record):
        self.cycle, self.valid, self.word, self.ready = cycle, valid, word, ready
        self.busy, self.undef, self.unsupported, self.record = busy, undef, unsupported, record


class FinalState:
    """The RTL's state at the end of a program: lregs np.uint32[17][32], dst np.uint16[1024][16]."""

    def __init__(self, lregs, dst):
        self.lregs, self.dst = lregs, dst


class SfpuDut:
    """The RTL SFPU under cocotb: reset, backdoor loads, one clock at a time, end-state reads."""

    def __init__(self, dut):
        self.dut = dut
        self.cycle = 0  # clocks since the end of reset and loading (the model's cycle numbering)
        self.inject = False  # corrupt the first cycle with an LReg write-back (bench self-test)
        self._injected = False
        self.listeners = []  # called with every Observation at the sample point (a UVM monitor's hook)

    async def _clock(self):
        await Timer(*STEP)  # clock low: this cycle's inputs settle
        self.dut.clk_i.value = 1
        await Timer(*STEP)  # rising edge
        self.dut.clk_i.value = 0

    async def reset(self):
        d = self.dut
        d.clk_i.value = 0
        d.rst_ni.value = 0
        d.insn_valid_i.value = 0
        d.insn_i.value = 0
        d.dbg_lreg_we_i.value = 0
        d.dbg_cfg_we_i.value = 0
        d.dbg_prng_we_i.value = 0
        d.dst_init_we_i.value = 0
        d.dst_valid_we_i.value = 0
        await self._clock()
        await self._clock()
        d.rst_ni.value = 1
        self.cycle = 0
        self._injected = False

    async def load(self, lregs, dst_rows, first_row=0, cfg=(), prng=None):
        """Backdoor: LRegs {index: 32 lane values} through dbg_lreg_*, the configuration items cfg ((reg, index,
        value) as sfpu_reg_t numbers, e.g. Program.cfg_init) through dbg_cfg_*, every lane's PRNG state (32 values,
        e.g. Program.prng_init; None keeps the reset state) through dbg_prng_*, then Dst rows (np.uint16[n][16], n a
        multiple of 8, starting at physical row first_row) 8 rows per clock through dst_init_*."""
        d = self.dut
        if prng is not None:
            d.dbg_prng_we_i.value = 1
            d.dbg_prng_data_i.value = _lanes(prng)
            await self._clock()
            d.dbg_prng_we_i.value = 0
        for reg, index, value in cfg:
            d.dbg_cfg_we_i.value = 1
            d.dbg_cfg_sel_i.value = int(reg)
            d.dbg_cfg_idx_i.value = int(index)
            d.dbg_cfg_data_i.value = int(value) & 0xFFFFFFFF
            await self._clock()
        d.dbg_cfg_we_i.value = 0
        for r, lanes in lregs.items():
            d.dbg_lreg_we_i.value = 1
            d.dbg_lreg_idx_i.value = r
            d.dbg_lreg_data_i.value = _lanes(lanes)
            await self._clock()
        d.dbg_lreg_we_i.value = 0
        dst_rows = np.asarray(dst_rows, dtype=np.uint16)
        for base in range(0, len(dst_rows), 8):
            v = 0
            for k in range(8):
                for c in range(_lib.DST_COLS):
                    v |= int(dst_rows[base + k][c]) << (k * 256 + c * 16)
            d.dst_init_we_i.value = 1
            d.dst_init_row_i.value = first_row + base
            d.dst_init_data_i.value = v
            await self._clock()
        d.dst_init_we_i.value = 0

    def _observe(self, valid, word):
        d = self.dut
        rec = _lib.Out()
        ready = _int(d.insn_ready_o)
        wb = []
        mask = _int(d.wb_mask_o)
        if mask:
            data = _int(d.wb_data_o)
            for r in range(_lib.LREGS):
                m = (mask >> (32 * r)) & 0xFFFFFFFF
                if m:
                    lanes = [(data >> (32 * (32 * r + lane))) & 0xFFFFFFFF for lane in range(_lib.LANES)]
                    wb.append((r, m, lanes))
        if self.inject and not self._injected and wb:
            # as contract_observe's inject: bit 0 of the lowest written lane of each register flipped
            self._injected = True
            for r, m, lanes in wb:
                lanes[(m & -m).bit_length() - 1] ^= 1
        cells = []
        we = _int(d.dst_wcol_we_o)
        if we:
            addr, wdata = _int(d.dst_waddr_o), _int(d.dst_wdata_o)
            for p in range(8):
                row = (addr >> (p * 10)) & 0x3FF
                for c in range(16):
                    if (we >> (p * 16 + c)) & 1:
                        cells.append((row, c, (wdata >> (p * 256 + c * 16)) & 0xFFFF))
        sd = _int(d.stack_depth_o)
        sfpu.dut_record(ready, wb, cells, _int(d.lane_flags_o), _int(d.use_lane_flags_o),
                        [(sd >> (4 * lane)) & 0xF for lane in range(_lib.LANES)], out=rec)
        rec.cycle = self.cycle
        return Observation(self.cycle, valid, word, ready, _int(d.busy_o), _int(d.undef_o), _int(d.unsupported_o),
                           rec)

    async def step(self, word=None):
        """One clock presenting `word` (None: no instruction). Returns the Observation of this cycle."""
        d = self.dut
        d.insn_valid_i.value = 0 if word is None else 1
        d.insn_i.value = 0 if word is None else int(word) & 0xFFFFFFFF
        await Timer(*STEP)
        obs = self._observe(word is not None, word)
        for fn in self.listeners:
            fn(obs)
        d.clk_i.value = 1
        await Timer(*STEP)
        d.clk_i.value = 0
        self.cycle += 1
        return obs

    def report_final(self):
        """Read the end state and hand it to the listeners (the UVM monitor); returns it."""
        f = FinalState(self.lregs(), self.dst())
        for fn in self.listeners:
            fn(f)
        return f

    def lregs(self):
        """The LReg file (lreg_o) as np.uint32[17][32]."""
        v = _int(self.dut.lreg_o)
        return np.array([[(v >> (32 * (32 * r + lane))) & 0xFFFFFFFF for lane in range(_lib.LANES)]
                         for r in range(_lib.LREGS)], dtype=np.uint32)

    def dst(self):
        """The simulation top's Dst memory as np.uint16[1024][16] (physical rows)."""
        mem = self.dut.dst_mem
        out = np.zeros((_lib.DST_ROWS, _lib.DST_COLS), dtype=np.uint16)
        for row in range(_lib.DST_ROWS):
            v = int(mem[row].value)
            for c in range(_lib.DST_COLS):
                out[row, c] = (v >> (16 * c)) & 0xFFFF
        return out
