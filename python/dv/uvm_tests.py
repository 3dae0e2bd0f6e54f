"""uvm_tests.py - the pyuvm tests (cocotb module). Select one with cocotb's TESTCASE=<class name> (pyuvm names each
@pyuvm.test after its class), or run TESTCASE=uvm_testname with the plusarg +UVM_TESTNAME=<class name> as in a
SystemVerilog UVM bench."""
import cocotb
import pyuvm
from pyuvm import uvm_root

from sfpu_uvm import DirectedHazardSeq, KernelReplaySeq, RandomSeq, SfpuBaseTest


@pyuvm.test()
class SfpuRandomTest(SfpuBaseTest):
    """Seeded random programs (the lockstep harness's generator): +count +first +len +base_seed +name +hazards."""
    sequence = RandomSeq


@pyuvm.test()
class SfpuDirectedTest(SfpuBaseTest):
    """Directed producer/consumer hazards at distances 0..2, SFPSWAP/SFPSHFT2 rules, predication."""
    sequence = DirectedHazardSeq


@pyuvm.test()
class SfpuKernelTest(SfpuBaseTest):
    """Replay of examples/*.s kernels with their .init state, the model's end state checked against .expect."""
    sequence = KernelReplaySeq


# cocotb 1.x selects TESTCASE=<name> by module attribute, while pyuvm (before cocotb 2) files its tests as
# test_<number>: bind each under its class name too. pyuvm's factory registered the classes when they were defined,
# so +UVM_TESTNAME and uvm_factory still find them by name.
# cocotb 2.x has no cocotb.decorators and selects tests by name through COCOTB_TEST_FILTER: nothing to bind.
_test_type = getattr(getattr(cocotb, "decorators", None), "test", None)
for _name, _obj in list(globals().items()):
    if _test_type and isinstance(_obj, _test_type) and _name.startswith("test_") and _obj.name in globals():
        globals()[_obj.name] = _obj


@cocotb.test()
async def uvm_testname(dut):
    """Runs the test class named by +UVM_TESTNAME (run with TESTCASE=uvm_testname)."""
    name = cocotb.plusargs.get("UVM_TESTNAME")
    assert name, "+UVM_TESTNAME=<test class> is required with TESTCASE=uvm_testname"
    await uvm_root().run_test(name)
