# scripts/lib.sh - shared by the scripts: install what is missing (Debian 12, as root), then configure.
# Sourced, not executed.

# need_pkgs PKG... : apt-get install the Debian packages that are not installed yet.
need_pkgs() {
  local missing=()
  for p in "$@"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    echo "missing Debian packages: ${missing[*]} (run as root, or install them)" >&2
    return 1
  fi
  echo "== installing: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The packages every build needs.
need_base() {
  need_pkgs cmake ninja-build gcc g++ libgtest-dev ccache python3
}

# What the install tests (ctest -L install) build users' programs with, besides gcc: clang, pkg-config and
# binutils (readelf, nm, objdump). Not optional: without them those tests fail, naming the missing tool.
need_install_tests() {
  need_pkgs clang-14 pkgconf binutils
}

# The open DV flow's viewers and coverage tools: gtkwave (with fst2vcd) opens the lockstep's --fst waveforms;
# lcov (genhtml) renders `sfpu cov --lcov` and `scripts/regress --rtl-coverage`; ctest cli/coverage-export needs it.
need_dvflow() {
  need_pkgs gtkwave lcov
}

# configure_build DIR [cmake args...]: configure (once) and build everything in DIR. CMake's own output is not
# shown (warnings and errors are); Ninja's progress ([n/N] per step) is.
configure_build() {
  local dir=$1; shift
  echo "== configure $dir (in a fresh folder CMake runs Verilator on each RTL model: a few minutes, no output)"
  cmake -S "$ROOT" -B "$dir" -G Ninja "$@" >/dev/null
  echo "== build $dir (Ninja's [n/N]: N counts the steps left; in a fresh folder it starts again from 1 after the first"
  echo "   few dozen, when Ninja reloads its build file)"
  cmake --build "$dir" -- -j"$(nproc)"
}

# configure_only DIR [cmake args...]: configure DIR the way every script does (so that scripts share one build
# folder without reconfiguring each other), building nothing.
configure_only() {
  local dir=$1; shift
  cmake -S "$ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
}

# configure_lockstep DIR: configure_only for the scripts that run only the lockstep harness (run-main, mutate,
# bench, regress). A fresh DIR is configured without the tests: CMake verilates every RTL model of a target it
# defines at configure time, one after the other (a minute or two for the tests' models), and these scripts build
# none of them. scripts/test turns the tests on (-DSFPU_WITH_TESTS=ON); a configured DIR keeps its setting.
configure_lockstep() {
  local dir=$1; shift
  if [ -f "$dir/CMakeCache.txt" ]; then
    configure_only "$dir" "$@"
  else
    configure_only "$dir" -DSFPU_WITH_TESTS=OFF "$@"
  fi
}

# need_venv DIR: a Python virtual environment in DIR (normally build/venv) with the exact versions of
# python/requirements.txt (cocotb, pyuvm, numpy, matplotlib, pytest, pytest-xdist), installed from PyPI by pip; again
# only when the requirements file changed. Prints the -D option that points CMake at it (python/CMakeLists.txt).
need_venv() {
  local dir=$1 req="$ROOT/python/requirements.txt"
  need_pkgs python3-venv libpython3-dev >&2 || return 1
  [ -x "$dir/bin/python" ] || python3 -m venv "$dir" >&2 || return 1
  if ! cmp -s "$req" "$dir/.requirements.txt"; then
    echo "== pip install -r python/requirements.txt into $dir" >&2
    "$dir/bin/python" -m pip install -q --disable-pip-version-check -r "$req" >&2 || return 1
    cp "$req" "$dir/.requirements.txt"
  fi
  # the package of this tree importable from the venv (`build/venv/bin/python -m sfpu.plot ...`)
  "$dir/bin/python" -c 'import sys, sysconfig
open(sysconfig.get_paths()["purelib"] + "/sfpu-tree.pth", "w").write(sys.argv[1] + "\n")' "$ROOT/python" || return 1
  echo "-DSFPU_PYTHON=$dir/bin/python"
}
