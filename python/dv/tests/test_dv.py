"""The cocotb bench and the pyuvm tests as a pytest regression (ctest python/cocotb-pyuvm; pytest-xdist spreads the
simulations over the cores): each test runs the verilated RTL (SFPU_COCOTB_SIM, built by python/CMakeLists.txt)
with cocotb's VPI library, one simulation per test, and reads its output and cocotb's results file."""
import os
import pathlib
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest

HERE = pathlib.Path(__file__).resolve().parent
DV = HERE.parent
PY = DV.parent
MISMATCH = re.compile(r"^SFPU-MISMATCH (timing|data|missing|extra|state) cycle=\d+ seed=0x[0-9a-f]+ test=\S+ insn=",
                      re.M)


def simulate(tmp_path, module, testcase, *plusargs):
    """One simulation through dv/run_bench.py, as python/README.md runs it by hand: (status per test, output). The
    runner's exit status must agree with cocotb's results file: 0 when every test passed, 1 when one failed."""
    sim = os.environ.get("SFPU_COCOTB_SIM")
    assert sim and pathlib.Path(sim).is_file(), "SFPU_COCOTB_SIM must name the verilated bench (sfpu_cocotb_sim)"
    results = tmp_path / "results.xml"
    env = dict(os.environ, COCOTB_ANSI_OUTPUT="0")
    p = subprocess.run([sys.executable, str(DV / "run_bench.py"), "--sim", sim, "--dir", str(tmp_path), module, testcase,
                        *plusargs], env=env, capture_output=True, text=True, timeout=900)
    out = p.stdout + p.stderr
    assert results.is_file(), "the simulation wrote no results file:\n" + out[-4000:]
    cases = ET.parse(results).getroot().iter("testcase")
    status = {c.get("name"): ("failure" if c.find("failure") is not None or c.find("error") is not None else "pass")
              for c in cases}
    want = 1 if "failure" in status.values() else 0
    assert status and p.returncode == want, "run_bench.py exited %d, expected %d:\n%s" % (p.returncode, want,
                                                                                         out[-4000:])
    return status, out


@pytest.mark.parametrize("first", [0, 2])
def test_cocotb_lockstep_random_programs(tmp_path, first):
    status, out = simulate(tmp_path, "cocotb_lockstep", "lockstep", "+count=2", "+first=%d" % first, "+len=120")
    assert status == {"lockstep": "pass"}, out[-4000:]
    assert "cocotb lockstep: 2 passed, 0 failed" in out
    assert not MISMATCH.search(out)


def _report(text):
    """The SFPU-MISMATCH blocks of an output: each header line and its indented detail lines."""
    lines, keep = [], False
    for ln in text.splitlines():
        if ln.startswith("SFPU-MISMATCH "):
            keep = True
        elif not ln.startswith((" ", "\t")):
            keep = False
        if keep:
            lines.append(ln.rstrip())
    return lines


def test_cocotb_injected_bug_reports_as_the_cpp_harness(tmp_path):
    status, out = simulate(tmp_path, "cocotb_lockstep", "lockstep", "+count=1", "+len=60", "+name=inject",
                           "+inject_bug")
    assert status == {"lockstep": "failure"}, out[-4000:]
    assert re.search(r"^SFPU-MISMATCH data cycle=\d+ seed=0x[0-9a-f]+ test=inject-0 insn=", out, re.M), out[-4000:]
    lockstep = os.environ.get("SFPU_LOCKSTEP")
    assert lockstep, "SFPU_LOCKSTEP must name the C++ harness (sfpu_lockstep) to compare the reports with"
    cpp = subprocess.run([lockstep, "--count", "1", "--len", "60", "--name", "inject", "--inject-bug"],
                         capture_output=True, text=True, timeout=600).stdout
    assert _report(cpp) and _report(out) == _report(cpp), "cocotb:\n%s\nC++:\n%s" % (
        "\n".join(_report(out)), "\n".join(_report(cpp)))


@pytest.mark.parametrize("first", [0, 2])
def test_uvm_random(tmp_path, first):
    cov = tmp_path / "cov.json"
    status, out = simulate(tmp_path, "uvm_tests", "SfpuRandomTest", "+count=2", "+first=%d" % first,
                           "+cov_json=%s" % cov)
    assert status == {"SfpuRandomTest": "pass"}, out[-4000:]
    assert "pyuvm SfpuRandomTest: 2 passed, 0 failed" in out
    assert cov.is_file() and '"hazards"' in cov.read_text()


def test_uvm_directed(tmp_path):
    status, out = simulate(tmp_path, "uvm_tests", "SfpuDirectedTest")
    assert status == {"SfpuDirectedTest": "pass"}, out[-4000:]
    assert "pyuvm SfpuDirectedTest: 1 passed, 0 failed" in out


def test_uvm_kernel_replay_by_uvm_testname(tmp_path):
    status, out = simulate(tmp_path, "uvm_tests", "uvm_testname", "+UVM_TESTNAME=SfpuKernelTest")
    assert status == {"uvm_testname": "pass"}, out[-4000:]
    assert "pyuvm SfpuKernelTest: 4 passed, 0 failed" in out


def test_uvm_catches_an_rtl_mutant(tmp_path):
    # M1 of rtl/sfpu_mutants.svh: MAD-family result latency 1 instead of 2 cycles
    status, out = simulate(tmp_path, "uvm_tests", "SfpuRandomTest", "+count=1", "+name=mutant", "+sfpu_mutant=1")
    assert status == {"SfpuRandomTest": "failure"}, out[-4000:]
    assert MISMATCH.search(out) and "test=mutant-0" in out, out[-4000:]
    assert "pyuvm SfpuRandomTest: 0 passed, 1 failed" in out
