"""sfpu_uvm.py - a UVM environment in Python (pyuvm, IEEE 1800.2 classes over cocotb) for the RTL SFPU, with the
model as the predictor and the model's comparison engine as the scoreboard's checker.

    sequence (random / directed / kernel replay) -> sequencer -> driver -> SfpuDut (sfpu_dut.py) -> RTL
                                                           \\-> items ------------------> scoreboard (model + engine)
    SfpuDut sample point -> monitor -> observations ----------> scoreboard, coverage

A program is a transaction stream: one 'init' item (the initial LRegs and Dst image, loaded through the top's
backdoors after a reset, and into a fresh model), 'insn' items (one instruction word each; the driver presents it
until the RTL accepts it), one 'end' item (the driver idles until the RTL and the model are both idle, then the
monitor reports the RTL's full state, which the scoreboard compares). Mismatches are the engine's
"SFPU-MISMATCH <class> cycle=<n> seed=<s> test=<name> insn=..." lines, as in every other front end.
"""
import collections
import json
import pathlib

import cocotb
import numpy as np
from pyuvm import (ConfigDB, uvm_analysis_port, uvm_component, uvm_driver, uvm_env, uvm_sequence, uvm_sequence_item,
                   uvm_sequencer, uvm_subscriber, uvm_test)

import sfpu
from sfpu_dut import FinalState, SfpuDut

SRC = pathlib.Path(__file__).resolve().parents[2]


def plusarg(name, default):
    if isinstance(default, bool):
        return name in cocotb.plusargs
    return type(default)(cocotb.plusargs.get(name, default))


# ---------------------------------------------------------------------------------------------------- transactions
class SfpuItem(uvm_sequence_item):
    """kind 'init' (lregs {r: 32 values}, dst np.uint16[rows][16], cfg [(sfpu_reg_t, index, value)], prng (32 lane
    states, or None: the reset state), test, seed, expect: a .expect file or None), 'insn' (word) or 'end'."""

    def __init__(self, name="sfpu_item", kind="insn", word=0, lregs=None, dst=None, test="-", seed=0, expect=None,
                 cfg=(), prng=None):
        super().__init__(name)
        self.kind, self.word, self.lregs, self.dst, self.cfg = kind, word, lregs or {}, dst, list(cfg)
        self.prng = None if prng is None else [int(x) for x in prng]
        self.test, self.seed, self.expect = test, seed, expect

    def __str__(self):
        if self.kind == "insn":
            return "0x%08x %s" % (self.word, sfpu.disassemble(self.word))
        return "%s %s seed=0x%x" % (self.kind, self.test, self.seed)


# ------------------------------------------------------------------------------------------------------- sequences
class ProgramSeq(uvm_sequence):
    """Base: body() sends init, the words, end for each program() tuple
    (test, seed, lregs, dst, words, expect[, cfg[, prng]])."""

    def programs(self):
        raise NotImplementedError

    async def body(self):
        for prog in self.programs():
            test, seed, lregs, dst, words, expect = prog[:6]
            cfg = prog[6] if len(prog) > 6 else ()
            prng = prog[7] if len(prog) > 7 else None
            for item in ([SfpuItem("init", "init", lregs=lregs, dst=dst, test=test, seed=seed, expect=expect, cfg=cfg,
                                   prng=prng)]
                         + [SfpuItem("insn", "insn", word=int(w)) for w in words] + [SfpuItem("end", "end")]):
                await self.start_item(item)
                await self.finish_item(item)


class RandomSeq(ProgramSeq):
    """Seeded random programs from the model's generator (sfpu_gen), exactly the lockstep harness's tests
    <name>-<k>: +count=N +first=K +len=L +base_seed=S +name=PREFIX +hazards=mix|abide|violate."""

    def programs(self):
        count, first, length = plusarg("count", 2), plusarg("first", 0), plusarg("len", 120)
        base, name, hz = plusarg("base_seed", 1), plusarg("name", "uvm"), plusarg("hazards", "mix")
        for k in range(first, first + count):
            p = sfpu.gen.lockstep_program(k, sfpu.BH, length, base, name, hz)
            yield ("%s-%d" % (name, k), p.seed, {r: p.lreg_init[r] for r in range(8)}, p.dst_init, p.words, None,
                   p.cfg_init, p.prng_init)


DIRECTED = """\
# producer/consumer pairs at distance 0, 1 and 2 (Blackhole's MAD auto-stall, SWAP and SHFT2 rules)
sfploadi L0,16256,0
sfploadi L1,16384,0
sfpmad L2,L0,L1,L9,0
sfpmad L3,L2,L1,L9,0
sfpmad L4,L3,L0,L9,0
sfpnop
sfpadd L5,L4,L1,L9,0
sfpmad L6,L5,L0,L9,0
sfpnop
sfpnop
sfpmov L7,L6,0
sfpswap L2,L3,0
sfpmov L4,L2,0
sfpshft2 L5,L4,0,3
sfpmov L6,L5,0
sfpiadd L3,L4,5,5
sfpmad L0,L3,L2,L9,0
sfpsetcc L0,0,0
sfpmov L1,L2,0
sfpencc 0,0
"""


class DirectedHazardSeq(ProgramSeq):
    """Hand-written hazards (MAD read-after-write back to back and at distance 1, 2; SFPSWAP and SFPSHFT2 followed by
    a consumer; predication around them) from a zero state and a few loaded constants."""

    def programs(self):
        words = sfpu.assemble(DIRECTED, sfpu.BH, "directed.s")
        yield ("directed-0", 0, {}, np.zeros((0, 16), dtype=np.uint16), words, None)


class KernelReplaySeq(ProgramSeq):
    """A kernel of examples/ (assembled from its .s, initial state from its .init, the model's end state checked
    against its .expect): +kernel=NAME[,NAME...] (default: the four SFPLOADMACRO examples, plain and pipelined)."""

    def programs(self):
        names = plusarg("kernel", "recip_plain,recip_pipelined,typecast_plain,typecast_pipelined").split(",")
        for name in names:
            s = SRC / "examples" / (name + ".s")
            words = sfpu.assemble_file(s, sfpu.BH)
            m = sfpu.Model(sfpu.BH)
            init = s.with_suffix(".init")
            if init.exists():
                sfpu.load_state(m, init)
            d = m.dst()
            nz = np.nonzero(d.any(axis=1))[0]
            rows = int(nz.max()) // 8 * 8 + 8 if len(nz) else 0
            lregs = {r: m.lreg(r) for r in range(8)}
            expect = s.with_suffix(".expect")
            yield ("kernel-" + name, 0, lregs, d[:rows], words, expect if expect.exists() else None)


# ------------------------------------------------------------------------------------------------------ components
class SfpuDriver(uvm_driver):
    """Presents each instruction until the RTL accepts it; loads a program's initial state; drains at its end.
    Every item also goes to the predictor (ap), which keeps the model's own instruction stream."""

    def build_phase(self):
        self.ap = uvm_analysis_port("ap", self)

    def start_of_simulation_phase(self):
        self.bfm = ConfigDB().get(self, "", "BFM")
        self.predictor = ConfigDB().get(self, "", "PREDICTOR")

    async def run_phase(self):
        while True:
            item = await self.seq_item_port.get_next_item()
            if item.kind == "init":
                await self.bfm.reset()
                await self.bfm.load(item.lregs, item.dst, cfg=item.cfg, prng=item.prng)
                self.ap.write(item)
            elif item.kind == "insn":
                # after a mismatch (and the few cycles the scoreboard lets run on) the program stops on both sides,
                # as in the C++ harness: the rest of its words are not presented
                self.ap.write(item)
                for _ in range(64):  # the longest stall is a cycle or two; 64 means the RTL hangs
                    if self.predictor.stopped:
                        break
                    obs = await self.bfm.step(item.word)
                    if obs.ready:
                        break
                else:
                    self.logger.error("the RTL did not accept %s in 64 cycles", item)
            else:
                self.ap.write(item)
                for _ in range(256):
                    if self.predictor.stopped:
                        break
                    obs = await self.bfm.step(None)
                    if not obs.busy and self.predictor.idle():
                        break
                self.bfm.report_final()
            self.seq_item_port.item_done()


class SfpuMonitor(uvm_component):
    """Publishes every clock's Observation (sampled by SfpuDut with the clock low) and the RTL's final state."""

    def build_phase(self):
        self.ap = uvm_analysis_port("ap", self)

    def start_of_simulation_phase(self):
        bfm = ConfigDB().get(self, "", "BFM")
        bfm.listeners.append(self.ap.write)


class _Tap(uvm_subscriber):
    def __init__(self, name, parent, fn):
        super().__init__(name, parent)
        self.fn = fn

    def write(self, t):
        self.fn(t)


class SfpuScoreboard(uvm_component):
    """The predictor (the model, fed the driver's items and ticked once per observed clock) and the checker (the
    comparison engine, cycle by cycle, then the full state). Fails the test in check_phase."""

    def build_phase(self):
        self.items = _Tap("items", self, self.on_item)
        self.obs = _Tap("obs", self, self.on_obs)
        self.results = []  # (test, passed, summary, text)
        self.model = self.cmp = None
        self.stopped = False

    # -- predictor state --
    def idle(self):
        return self.model is not None and not self.pending and not self.busy

    def on_item(self, item):
        if item.kind == "init":
            self.model = sfpu.Model(sfpu.BH)
            for r, lanes in item.lregs.items():
                self.model.set_lreg(r, lanes)
            for row, cells in enumerate(item.dst):
                for c, v in enumerate(cells):
                    if v:
                        self.model.set_dst(row, c, int(v))
            for reg, index, value in item.cfg:  # the random initial configuration (ADDR_MODs, Dst addressing)
                self.model.set_reg(int(reg), int(index), int(value))
            for lane, v in enumerate(item.prng or ()):  # the random initial PRNG state
                self.model.set_reg("prng", lane, v)
            self.cmp = sfpu.Comparator(sfpu.BH, item.test, item.seed, check_flags=True)
            self.test, self.expect, self.pending, self.busy = item.test, item.expect, collections.deque(), False
            self.error, self.stop_at, self.stopped = "", None, False
        elif item.kind == "insn":
            self.pending.append(item.word)

    def on_obs(self, obs):
        if isinstance(obs, FinalState):
            return self.finish(obs)
        if self.model is None or self.stopped:
            return
        mw = self.pending[0] if self.pending else None
        try:
            mo = self.model.tick(mw)
        except sfpu.SfpuError as e:
            self.error, self.stopped = "model error at cycle %d: %s" % (obs.cycle, e), True
            return
        obs.record.cycle = mo.cycle
        if obs.undef or obs.unsupported:
            self.error = "cycle %d: the RTL flagged 0x%08x as %s" % (obs.cycle, obs.word or 0,
                                                                     "undefined" if obs.undef else "unsupported")
            self.stopped = True
        if self.cmp.step(self.model, mw, mo, obs.record) and self.stop_at is None:
            self.stop_at = mo.cycle + 8  # as the C++ harness: a few more cycles, then stop the program
        if self.stop_at is not None and mo.cycle >= self.stop_at:
            self.stopped = True
        if mo.insn_ready and self.pending:
            self.pending.popleft()
        self.busy = bool(mo.busy)

    def finish(self, final):
        self.cmp.finish(self.model, final.lregs, final.dst)
        summary, passed = self.cmp.summary(), self.cmp.total == 0 and not self.error
        if self.error:
            summary = "%s: FAIL %s" % (self.test, self.error)
        if passed and self.expect is not None:
            try:
                sfpu.check_state(self.model, self.expect)
            except sfpu.StateMismatch as e:
                passed, summary = False, "%s: FAIL the model's end state: %s" % (self.test, e)
        self.results.append((self.test, passed, summary, self.cmp.text()))
        self.model = None

    def check_phase(self):
        """Reports every program (the SFPU-MISMATCH blocks on stdout) and fails the test if one mismatched."""
        for test, passed, summary, text in self.results:
            if passed:
                self.logger.info(summary)
            else:
                self.logger.error("%s\n%s", summary, text)
                print(text, flush=True)
        fails = [r for r in self.results if not r[1]]
        print("pyuvm %s: %d passed, %d failed" % (type(self.parent.parent).__name__, len(self.results) - len(fails),
                                                  len(fails)), flush=True)
        assert self.results, "the scoreboard saw no program"
        assert not fails, "%d of %d programs mismatched: %s" % (len(fails), len(self.results),
                                                                 "; ".join(r[2] for r in fails))


# Instructions whose VD field names a written LReg (coverage of hazard pairs; the rest write no LReg through VD or
# are not SFPU instructions)
_NO_VD_WRITE = {"SFPNOP", "SFPSTORE", "SFPSETCC", "SFPENCC", "SFPCOMPC", "SFPPUSHC", "SFPPOPC", "SFPCONFIG",
                "SFPTRANSP", "SFPLOADMACRO", "TTSETRWC", "TTINCRWC", "TTNOP"}


class SfpuCoverage(uvm_component):
    """Functional coverage of the instructions the RTL accepted: opcode x mode (Mod1, else Mod0), and hazard pairs
    (producer, consumer, distance 0..2 in accepted instructions) where the consumer's VA/VB/VC (VD for SFPSTORE)
    names the LReg the producer's VD wrote, with no younger writer in between; plus stall cycles. +cov_json=FILE
    writes the bins (the pytest regression merges the workers' files)."""

    def build_phase(self):
        self.items = _Tap("items", self, self.on_item)
        self.obs = _Tap("obs", self, self.on_obs)
        self.op_mode = collections.Counter()
        self.hazards = collections.Counter()
        self.stalls = 0
        self.history = []

    def on_item(self, item):
        if item.kind == "init":
            self.history = []

    def on_obs(self, obs):
        if isinstance(obs, FinalState) or not obs.valid:
            return
        if not obs.ready:
            self.stalls += 1
            return
        try:
            d = sfpu.decode(obs.word)
        except sfpu.SfpuError:
            return
        op = d["op"]
        self.op_mode[(op, d.get("mod1", d.get("mod0", 0)))] += 1
        reads = {d[f] for f in ("va", "vb", "vc") if f in d}
        if op == "SFPSTORE":
            reads = {d["vd"]}
        for dist, (pop, dst) in enumerate(reversed(self.history[-3:])):
            if dst is not None and dst in reads and all(h[1] != dst for h in self.history[len(self.history) - dist:]):
                self.hazards[(pop, op, dist)] += 1
        self.history.append((op, d["vd"] if "vd" in d and op not in _NO_VD_WRITE else None))

    def extract_phase(self):
        self.logger.info("coverage: %d opcode x mode bins, %d hazard pairs (d0 %d, d1 %d, d2 %d), %d stall cycles",
                         len(self.op_mode), len(self.hazards), *[sum(1 for k in self.hazards if k[2] == i)
                                                                 for i in range(3)], self.stalls)
        path = cocotb.plusargs.get("cov_json")
        if path:
            with open(path, "w") as f:
                json.dump({"op_mode": ["%s/%d" % k for k in self.op_mode],
                           "hazards": ["%s>%s@%d" % k for k in self.hazards], "stalls": self.stalls}, f)


class SfpuEnv(uvm_env):
    def build_phase(self):
        self.seqr = uvm_sequencer("seqr", self)
        self.driver = SfpuDriver("driver", self)
        self.monitor = SfpuMonitor("monitor", self)
        self.scoreboard = SfpuScoreboard("scoreboard", self)
        self.coverage = SfpuCoverage("coverage", self)
        ConfigDB().set(None, "*", "PREDICTOR", self.scoreboard)

    def connect_phase(self):
        self.driver.seq_item_port.connect(self.seqr.seq_item_export)
        self.driver.ap.connect(self.scoreboard.items.analysis_export)
        self.driver.ap.connect(self.coverage.items.analysis_export)
        self.monitor.ap.connect(self.scoreboard.obs.analysis_export)
        self.monitor.ap.connect(self.coverage.obs.analysis_export)


class SfpuBaseTest(uvm_test):
    """Builds the environment on cocotb.top; +inject_bug corrupts one observed write-back (bench self-test),
    +sfpu_mutant=M (read by the RTL) selects one of rtl/sfpu_mutants.svh's bugs."""

    sequence = None

    def build_phase(self):
        bfm = SfpuDut(cocotb.top)
        bfm.inject = plusarg("inject_bug", False)
        ConfigDB().set(None, "*", "BFM", bfm)
        self.env = SfpuEnv("env", self)

    async def run_phase(self):
        self.raise_objection()
        await self.sequence("seq").start(self.env.seqr)
        self.drop_objection()
