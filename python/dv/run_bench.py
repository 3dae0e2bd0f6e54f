#!/usr/bin/env python3
"""run_bench.py - runs the cocotb bench or a pyuvm test on the verilated RTL (sfpu_cocotb_sim) and exits with a status
a CI job can rely on (under cocotb 1.8 and 2.x alike: it sets the variables each generation reads); cocotb 1.8's simulator exits 0 whether its tests pass or fail, so this reads the results file
cocotb writes and decides from it.

  build/venv/bin/python python/dv/run_bench.py cocotb_lockstep lockstep +count=4 +len=120
  build/venv/bin/python python/dv/run_bench.py uvm_tests SfpuRandomTest +count=2
  build/venv/bin/python python/dv/run_bench.py uvm_tests uvm_testname +UVM_TESTNAME=SfpuKernelTest

MODULE is cocotb's test module (cocotb_lockstep, uvm_tests), TESTCASE the test (empty: every test of the module);
the +plusargs go to the simulation. --sim names the simulation (default: $SFPU_COCOTB_SIM, else
build/python/sfpu_cocotb_sim of this source tree); it runs in --dir (default: the current folder), where cocotb
writes results.xml. Exit status: 0 every test passed, 1 a test failed, 2 nothing ran or bad usage (no simulation,
no results file, no test); a simulator that crashes after the tests passed gives its own status.
"""
import argparse
import os
import pathlib
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

DV = pathlib.Path(__file__).resolve().parent
ROOT = DV.parent.parent


def die(msg):
    print("run_bench: %s" % msg, file=sys.stderr, flush=True)
    sys.exit(2)


def libpython():
    if os.environ.get("LIBPYTHON_LOC"):
        return os.environ["LIBPYTHON_LOC"]
    try:
        import find_libpython  # installed with cocotb
    except ImportError:
        die("no find_libpython in %s: run this with the interpreter that has python/requirements.txt "
            "(build/venv/bin/python), or set LIBPYTHON_LOC" % sys.executable)
    return find_libpython.find_libpython()


def cocotb_major():
    try:
        import cocotb
    except ImportError:
        die("no cocotb in %s: run this with the interpreter of python/requirements.txt (build/venv/bin/python) or "
            "of python/requirements-current.txt (build/venv-current/bin/python)" % sys.executable)
    return int(cocotb.__version__.split(".")[0])


def cocotb_env(module, testcase, libpython_loc):
    """The variables that name the test module, the test and the top: cocotb 1.x MODULE/TESTCASE/TOPLEVEL; cocotb
    2.x COCOTB_TEST_MODULES/COCOTB_TEST_FILTER (a regular expression matched against module.name)/COCOTB_TOPLEVEL, and GPI_USERS,
    the libraries the simulator's GPI loads (libpython, then cocotb's entry point), which cocotb 1.x found itself."""
    if cocotb_major() < 2:
        return {"MODULE": module, "TESTCASE": testcase, "TOPLEVEL": "sfpu_tb_top"}
    import cocotb_tools.config
    env = {"COCOTB_TEST_MODULES": module, "COCOTB_TOPLEVEL": "sfpu_tb_top", "PYGPI_PYTHON_BIN": sys.executable,
           "GPI_USERS": "%s;%s" % (libpython_loc, cocotb_tools.config.pygpi_entry_point())}
    if testcase:
        env["COCOTB_TEST_FILTER"] = r"(^|\.)%s$" % re.escape(testcase)  # (a test's full name is module.name)
    return env


def results_of(path):
    """(test names, failed test names) of cocotb's results file."""
    names, failed = [], []
    for case in ET.parse(path).getroot().iter("testcase"):
        names.append(case.get("name"))
        if case.find("failure") is not None or case.find("error") is not None:
            failed.append(case.get("name"))
    return names, failed


def main():
    p = argparse.ArgumentParser(prog="run_bench.py", description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__.split("\n\n", 1)[1])
    p.add_argument("--sim", default=os.environ.get("SFPU_COCOTB_SIM", str(ROOT / "build" / "python" / "sfpu_cocotb_sim")))
    p.add_argument("--dir", default=".", help="the folder the simulation runs in (results.xml is written there)")
    p.add_argument("module", help="cocotb test module: cocotb_lockstep or uvm_tests (MODULE, COCOTB_TEST_MODULES)")
    p.add_argument("testcase", nargs="?", default="", help="the test of the module (default: all)")
    p.add_argument("plusargs", nargs="*", help="+name=value arguments of the simulation")
    a = p.parse_args()
    if a.testcase.startswith("+"):
        a.plusargs.insert(0, a.testcase)
        a.testcase = ""
    bad = [x for x in a.plusargs if not x.startswith("+")]
    if bad:
        die("'%s' is not a plusarg (+name or +name=value)" % bad[0])
    sim = pathlib.Path(a.sim)
    if not sim.is_file():
        die("no simulation %s: build it with `cmake --build build --target sfpu_cocotb_sim` (python/README.md), "
            "or name it with --sim" % sim)
    work = pathlib.Path(a.dir)
    work.mkdir(parents=True, exist_ok=True)
    results = work / "results.xml"
    if results.exists():
        results.unlink()  # a stale file from an earlier run must not count
    env = dict(os.environ, TOPLEVEL_LANG="verilog", COCOTB_RESULTS_FILE=str(results.resolve()),
               LIBPYTHON_LOC=libpython(),
               PYTHONPATH=os.pathsep.join(x for x in [str(DV), str(DV.parent), os.environ.get("PYTHONPATH", "")] if x))
    env.update(cocotb_env(a.module, a.testcase, env["LIBPYTHON_LOC"]))
    if sys.prefix != sys.base_prefix:
        env["VIRTUAL_ENV"] = sys.prefix  # cocotb's embedded interpreter then sees this environment's packages
    rc = subprocess.run([str(sim.resolve())] + a.plusargs, cwd=work, env=env).returncode
    if not results.is_file():
        die("the simulation (exit status %d) wrote no results file %s: no cocotb test ran (MODULE=%s TESTCASE=%s: "
            "cocotb's error is above)" % (rc, results, a.module, a.testcase))
    names, failed = results_of(results)
    if not names:
        die("no test ran (MODULE=%s TESTCASE=%s; %s is empty)" % (a.module, a.testcase, results))
    if failed:
        print("run_bench: FAIL %d of %d test(s): %s (%s)" % (len(failed), len(names), " ".join(failed), results),
              flush=True)
        sys.exit(1)
    if rc != 0:
        print("run_bench: the tests passed but the simulation exited with status %d" % rc, flush=True)
        sys.exit(rc)
    print("run_bench: PASS %d test(s): %s" % (len(names), " ".join(names)), flush=True)
    sys.exit(0)


if __name__ == "__main__":
    main()
