"""Shared fixtures of the binding tests: the source tree, the CLI, a fresh model."""
import os
import pathlib

import pytest

import sfpu

SRC = pathlib.Path(os.environ.get("SFPU_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
EXAMPLES = SRC / "examples"


@pytest.fixture
def bh():
    m = sfpu.Model("bh")
    yield m
    m.close()


@pytest.fixture
def wh():
    m = sfpu.Model("wh")
    yield m
    m.close()


@pytest.fixture
def src():
    return SRC
