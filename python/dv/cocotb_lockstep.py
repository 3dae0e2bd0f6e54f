"""cocotb_lockstep.py - the cocotb bench: random programs on the RTL SFPU (rtl-harness/harness/sfpu_tb_top.sv under
Verilator) and on the model in lockstep, compared every cycle by the model's comparison engine through the Python
binding - the same checks and the same SFPU-MISMATCH reports as rtl-harness/harness/lockstep.cpp.

Plusargs (all optional):
  +count=N +len=L +base_seed=S +name=PREFIX   tests PREFIX-0 .. PREFIX-(N-1), seed sfpu_gen_seed(S, "PREFIX-k")
  +first=K                                    start at test K (pytest-xdist gives each worker its own tests)
  +hazards=mix|abide|violate                  as sfpu_lockstep --hazards (mix: odd tests break the rules)
  +inject_bug                                 corrupt one observed write-back: the bench must report it
  +sfpu_mutant=M                              (read by the RTL) one of rtl/sfpu_mutants.svh's bugs
"""
import time

import cocotb

import sfpu
from sfpu_dut import SfpuDut


def _plus(name, default):
    v = cocotb.plusargs.get(name, default)
    return type(default)(v) if not isinstance(default, bool) else name in cocotb.plusargs


async def run_program(rtl, prog, test, after=8, log=print):
    """One program on both sides from its initial state; returns (passed, summary, report text, cycles)."""
    model = sfpu.Model(prog.arch)
    prog.apply_init(model)
    await rtl.reset()
    await rtl.load({r: prog.lreg_init[r] for r in range(8)}, prog.dst_init, cfg=prog.cfg_init, prng=prog.prng_init)
    cmp = sfpu.Comparator(prog.arch, test, prog.seed, check_flags=True)
    words = [int(w) for w in prog.words]
    n = len(words)
    mpc = dpc = 0
    stop_at = None
    error = ""
    cycles = 0
    for cyc in range(n * 4 + 64):
        mw = words[mpc] if mpc < n else None
        try:
            mo = model.tick(mw)
        except sfpu.SfpuError as e:
            error = "model error at cycle %d: %s" % (cyc, e)
            break
        dw = words[dpc] if dpc < n else None
        obs = await rtl.step(dw)
        obs.record.cycle = mo.cycle
        cycles = cyc + 1
        if obs.undef or obs.unsupported:
            error = "cycle %d: the RTL flagged the instruction 0x%08x as %s" % (
                cyc, dw or 0, "undefined" if obs.undef else "unsupported")
            break
        if cmp.step(model, mw, mo, obs.record) and stop_at is None:
            stop_at = cyc + 1 + after  # a few more cycles, as the C++ harness (the waveform shows the aftermath)
        mpc += mo.insn_ready
        dpc += obs.ready
        if mpc >= n and dpc >= n and not mo.busy and not obs.busy:
            break
        if stop_at is not None and cyc + 1 >= stop_at:
            break
    cmp.finish(model, rtl.lregs(), rtl.dst())
    summary = cmp.summary()
    passed = cmp.total == 0 and not error and mpc >= n and dpc >= n
    if error:
        summary = "%s: FAIL %s" % (test, error)
    elif not passed and cmp.total == 0:
        summary = "%s: FAIL the program did not complete (model at %d, RTL at %d of %d)" % (test, mpc, dpc, n)
    return passed, summary, cmp.text(), cycles


@cocotb.test()
async def lockstep(dut):
    """Random programs, RTL vs model every cycle; fails when any program mismatches."""
    rtl = SfpuDut(dut)
    rtl.inject = _plus("inject_bug", False)
    count, length = _plus("count", 4), _plus("len", 120)
    base, name, first = _plus("base_seed", 1), _plus("name", "cocotb"), _plus("first", 0)
    hazards = cocotb.plusargs.get("hazards", "mix")
    passed = failed = 0
    cycles_all = 0
    t0 = time.time()
    for k in range(first, first + count):
        prog = sfpu.gen.lockstep_program(k, sfpu.BH, length, base, name, hazards)
        test = "%s-%d" % (name, k)
        ok, summary, text, cycles = await run_program(rtl, prog, test)
        cycles_all += cycles
        if ok:
            passed += 1
            dut._log.info("PASS %s seed=0x%016x cycles=%d insns=%d", test, prog.seed, cycles, len(prog))
        else:
            failed += 1
            dut._log.error("FAIL %s seed=0x%016x cycles=%d\n%s\n%s", test, prog.seed, cycles, summary, text)
            print(text, flush=True)  # the SFPU-MISMATCH lines on stdout, greppable as in every front end
    dt = time.time() - t0
    dut._log.info("speed: %d cycles in %.1f s (%.0f cycles/s, cocotb + VPI + model + comparison)", cycles_all, dt,
                  cycles_all / dt if dt else 0.0)
    print("cocotb lockstep: %d passed, %d failed" % (passed, failed), flush=True)
    assert failed == 0, "%d of %d programs mismatched" % (failed, passed + failed)
