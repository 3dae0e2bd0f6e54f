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

# configure_build DIR [cmake args...]: configure (once) and build everything in DIR.
configure_build() {
  local dir=$1; shift
  cmake -S "$ROOT" -B "$dir" -G Ninja "$@" >/dev/null
  cmake --build "$dir" -- -j"$(nproc)"
}

# configure_only DIR [cmake args...]: configure DIR the way every script does (so that scripts share one build
# folder without reconfiguring each other), building nothing.
configure_only() {
  local dir=$1; shift
  cmake -S "$ROOT" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@" >/dev/null
}
