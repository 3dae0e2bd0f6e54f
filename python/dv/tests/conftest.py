"""The bench's modules (python/dv) importable by the tests that use them without a simulator."""
import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
