"""sfpu - Python binding of the SFPU model (libsfpu_model.so, model/include/sfpu/*.h) through ctypes.

    import numpy as np, sfpu
    m = sfpu.Model("bh")
    m.run("sfploadi L0,16256,0\\nsfpmad L1,L0,L0,L10,0\\n")    # functional execution
    m.lreg(1).view(np.float32)                                # [2.0, 2.0, ...]

Modules: isa (assembler, disassembler, decode, ISA table, errors), model (Model, Out), compare (Comparator,
dut_record), gen (random programs, coverage), state (state files), plot (timing figures, matplotlib).
The library is found through $SFPU_LIBRARY, next to the package, or in the source tree's build*/model.
"""
from ._lib import LANES, LREGS, DST_ROWS, DST_COLS, LibraryNotFound, find_library, library_path
from .isa import (BH, WH, UNIT_NAMES, STALL_NAMES, SfpuError, AssemblerError, ArgumentError, ArgumentTypeError, arch_of, assemble, assemble_file,
                  disassemble, decode, ops, op_by_name, op_of_word, api_version, file_arch)
from .model import Model, Out
from .compare import Comparator, dut_record, compare_cycle, CLASSES, WAIVE_DST
from . import gen
from .state import load_state, check_state, StateFileError, StateMismatch

__all__ = ["LANES", "LREGS", "DST_ROWS", "DST_COLS", "LibraryNotFound", "find_library", "library_path", "BH", "WH",
           "UNIT_NAMES", "STALL_NAMES", "SfpuError", "AssemblerError", "ArgumentError", "ArgumentTypeError", "arch_of", "assemble", "assemble_file",
           "disassemble", "decode", "ops", "op_by_name", "op_of_word", "api_version", "file_arch", "Model", "Out",
           "Comparator", "dut_record", "compare_cycle", "CLASSES", "WAIVE_DST", "gen", "load_state", "check_state",
           "StateFileError", "StateMismatch"]
