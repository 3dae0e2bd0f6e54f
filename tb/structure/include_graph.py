#!/usr/bin/env python3
# include_graph.py - ctest structure/include-graph: the `#include "..."` graph of model/src and model/include has no
# cycle (between files, a .c and its .h counting as one module, and between folders) and every include follows the
# layer order of docs/design (style-and-layout.md "Target layout of the library"). Prints each cycle or offending
# include and exits 1; exits 0 with a one-line summary otherwise.
#   include_graph.py [ROOT]     ROOT: the source tree (default: two folders up from this file)
import os
import re
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", ".."))
SRC = os.path.join(ROOT, "model", "src")
INC = os.path.join(ROOT, "model", "include")

# The layers from the bottom up: a file may include its own layer's files and those of the layers below it.
# "state" is sfpu_state.h (plain data, no functions), "api" the public API (sfpu.c, isa.c), "view" the narrow
# internal view the generator reads the model through (view.h, view.c).
ORDER = ["public", "lane", "state", "insn", "exec", "frontend", "pipe", "view", "api"]
# Beside the model: these use the public headers and what is listed, nothing of the model's layers.
SIDE = {"gen": {"public", "view.h"}, "compare": {"public"}, "asm": {"public"}, "perf": {"public"}}
TOP = {"sfpu_state.h": "state", "sfpu.c": "api", "isa.c": "api", "view.h": "view", "view.c": "view"}


def layer(path):
    rel = os.path.relpath(path, ROOT)
    if rel.startswith(os.path.join("model", "include") + os.sep):
        return "public"
    sub = os.path.relpath(path, SRC).split(os.sep)
    if len(sub) == 1:
        return TOP.get(sub[0], "unassigned:" + sub[0])
    return sub[0]


def files():
    for base in (SRC, INC):
        for d, _, names in os.walk(base):
            for n in sorted(names):
                if n.endswith((".c", ".h", ".def")):
                    yield os.path.join(d, n)


INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def resolve(src, name):
    for base in (os.path.dirname(src), SRC, INC):
        p = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(p):
            return p
    return None


def rel(p):
    return os.path.relpath(p, ROOT)


def module(p):
    """A .c and the .h of the same name in the same folder are one module."""
    return os.path.splitext(rel(p))[0]


def cycles(graph):
    """Every elementary cycle found by depth-first search (one per back edge), as a list of nodes."""
    found, state, stack = [], {}, []

    def visit(n):
        state[n] = 1
        stack.append(n)
        for m in sorted(graph.get(n, ())):
            if state.get(m) == 1:
                found.append(stack[stack.index(m):] + [m])
            elif m not in state:
                visit(m)
        stack.pop()
        state[n] = 2

    for n in sorted(graph):
        if n not in state:
            visit(n)
    return found


def main():
    errors = []
    edges = []  # (from file, to file, line number)
    for f in files():
        with open(f, encoding="utf-8", errors="replace") as fh:
            text = fh.read()
        for m in INCLUDE.finditer(text):
            t = resolve(f, m.group(1))
            line = text.count("\n", 0, m.start()) + 1
            if t is None:
                errors.append(f"{rel(f)}:{line}: #include \"{m.group(1)}\" is not a file of model/src or model/include")
                continue
            edges.append((f, t, line))

    modules, folders = {}, {}
    for f, t, line in edges:
        if module(f) != module(t):
            modules.setdefault(module(f), set()).add(module(t))
        lf, lt = layer(f), layer(t)
        if lf != lt:
            folders.setdefault(lf, set()).add(lt)
        where = f"{rel(f)}:{line}: #include of {rel(t)}"
        if lf.startswith("unassigned") or lt.startswith("unassigned"):
            errors.append(f"{where}: a file of model/src that no layer claims (include_graph.py TOP)")
        elif lf == lt:
            continue
        elif lf in SIDE:
            if lt not in SIDE[lf] and os.path.basename(t) not in SIDE[lf]:
                errors.append(f"{where}: {lf}/ may use only {', '.join(sorted(SIDE[lf]))}, not the {lt} layer")
        elif lt in SIDE:
            errors.append(f"{where}: the {lf} layer must not depend on {lt}/ (it sits beside the model)")
        elif ORDER.index(lt) > ORDER.index(lf):
            errors.append(f"{where}: against the layer order ({lf} is below {lt}: "
                          f"{' -> '.join(reversed(ORDER))})")

    for c in cycles(modules):
        errors.append("include cycle between files: " + " -> ".join(c))
    for c in cycles(folders):
        errors.append("include cycle between layers: " + " -> ".join(c))

    for e in errors:
        print(e)
    n_files = len({f for f, _, _ in edges} | {t for _, t, _ in edges})
    if errors:
        print(f"include-graph: FAIL, {len(errors)} problem(s)")
        return 1
    print(f"include-graph: OK, {len(edges)} includes among {n_files} files, no cycle, layers "
          f"{' -> '.join(reversed(ORDER))}; beside them {', '.join(sorted(SIDE))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
