#!/usr/bin/env python3
"""The code's shape (issues 7 and 62): no function over 80 lines, no file
over 600 lines in engine/, src/, web/ (C++ and JS) and tests/ (C++, JS and
Python), and __EMSCRIPTEN__ only in the web port. Prints one
"ok ..." or "FAIL ..." line per check (shell/test counts them).

A function is found the simple way: a line that ends a signature with `{`
at brace depth 0 (or depth 1 inside a class/namespace body), counted to its
matching `}`. Lambdas and blocks inside a function count toward it. JS and
Python functions: js_functions and py_functions below.

  python3 tests/shape/shape.test.py [--trees=engine,src,web,tests]"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import commit_subjects  # noqa: E402
import engine_layers  # noqa: E402
import citations  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
MAX_FUNCTION = 80
MAX_FILE = 600
failures = 0


def report(ok, text):
    global failures
    print(("ok " if ok else "FAIL ") + text)
    if not ok:
        failures += 1


def strip(line):
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    line = re.sub(r"'(\\.|[^'\\])*'", "''", line)
    return line.split("//")[0]


SIGNATURE = re.compile(r"^\s*[\w:<>,~&*\s\[\]]+\(.*\)\s*(const)?\s*(noexcept)?\s*(override)?\s*(->\s*[\w:<>]+)?\s*(:.*)?\{\s*$")


def functions(path):
    """(name line, length) of every function body in a C++ file."""
    lines = open(path, encoding="utf-8").read().split("\n")
    out = []
    depth = 0
    scopes = []  # stack of (kind, start line, depth at open)
    pending_sig = False
    for i, raw in enumerate(lines):
        line = strip(raw)
        is_sig = bool(SIGNATURE.match(line)) and not re.match(r"^\s*(if|for|while|switch|catch|else|do)\b", line)
        # a signature split over lines: "Foo::bar(int a,\n    int b) const {"
        if not is_sig and re.search(r"\)\s*(const)?\s*(override)?\s*\{\s*$", line) and pending_sig:
            is_sig = True
        in_function = any(k == "f" for k, _, _ in scopes)
        for ch in line:
            if ch == "{":
                kind = "f" if (is_sig and not in_function) else "b"
                scopes.append((kind, i, depth))
                if kind == "f":
                    in_function = True
                is_sig = False
                depth += 1
            elif ch == "}":
                depth -= 1
                if scopes:
                    kind, start, _ = scopes.pop()
                    if kind == "f":
                        out.append((start + 1, i - start + 1))
        stripped = line.strip()
        pending_sig = bool(re.match(r"^[\w:<>,~&*\s\[\]]+\([^)]*$", stripped)) or (pending_sig and not stripped.endswith(";") and not stripped.endswith("{"))
    return out


# The trees the limits hold in, and the kinds of source file read in each.
TREES = {
    "engine": (".cpp", ".hpp"),
    "src": (".cpp", ".hpp"),
    "server": (".cpp", ".hpp"),
    "web": (".cpp", ".hpp", ".js", ".mjs"),
    "tests": (".cpp", ".hpp", ".js", ".mjs", ".py"),
}
# Folders that hold no source of ours: installed packages, fuzzing inputs.
SKIP_FOLDERS = {"node_modules", "corpus"}


def js_functions(path):
    """(first line, length) of every outermost JS function body: a `{` opened
    by `function`, by `=>` or by a method's `name(...)` (not by if/for/...),
    counted to its matching `}`. Strings, template literals and comments are
    skipped; code at a module's top level (or in a file-level IIFE, or a
    browser test's body given to Checks.run) is not a function."""
    text = open(path, encoding="utf-8").read()
    out, stack, i, line = [], [], 0, 1
    head = []  # the code since the last ; { } on this level: what opens a brace
    in_function = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            line += text.count("\n", i, j)
            i = j
            continue
        if c in "'\"`":
            j = i + 1
            while j < n and text[j] != c:
                if text[j] == "\\":
                    j += 1
                elif c == "`" and text.startswith("${", j):
                    depth = 1
                    j += 2
                    while j < n and depth:
                        depth += {"{": 1, "}": -1}.get(text[j], 0)
                        j += 1
                    continue
                j += 1
            line += text.count("\n", i, j)
            i = j + 1
            head.append("''")
            continue
        if c == "{":
            opener = "".join(head)
            is_function = bool(re.search(r"\bfunction\b[^{]*$|=>\s*$", opener)) or bool(
                re.match(r"^\s*(static\s+)?(async\s+)?(get\s+|set\s+)?\*?\s*(?!if\b|for\b|while\b|switch\b|catch\b)\w+\s*\([^;]*\)\s*$", opener))
            # a file-level IIFE, "(function () {" or "(() => {", is the
            # module's scope, not a function; so is a browser test's body
            # handed to Checks.run at the top level ("await checks.run(async () => {")
            if not stack and (re.match(r"^\s*\(\s*(function\s*\(\s*\)|\(\s*\)\s*=>)\s*$", opener) or
                              re.match(r"^\s*await \w+\.run\(\s*async\s*\(\s*\)\s*=>\s*$", opener)):
                is_function = False
            stack.append((is_function and not in_function, line))
            if is_function and not in_function:
                in_function = 1
            head = []
        elif c == "}":
            if stack:
                was_function, start = stack.pop()
                if was_function:
                    out.append((start, line - start + 1))
                    in_function = 0
            head = []
        elif c == ";":
            head = []
        else:
            head.append(c)
        i += 1
    return out


def py_functions(path):
    """(first line, length) of every outermost `def` (to its last indented line)."""
    lines = open(path, encoding="utf-8").read().split("\n")
    out = []
    for i, raw in enumerate(lines):
        m = re.match(r"^(\s*)def \w+", raw)
        if not m or (out and i < out[-1][0] - 1 + out[-1][1]):
            continue
        indent, last = len(m.group(1)), i
        for j in range(i + 1, len(lines)):
            if lines[j].strip() and len(lines[j]) - len(lines[j].lstrip()) <= indent:
                break
            if lines[j].strip():
                last = j
        out.append((i + 1, last - i + 1))
    return out


def functions_of(path):
    if path.endswith((".cpp", ".hpp")):
        return functions(path)
    if path.endswith(".py"):
        return py_functions(path)
    return js_functions(path)


def check_tree(tree):
    top = os.path.join(ROOT, tree)
    paths = []
    for folder, subfolders, files in os.walk(top):
        subfolders[:] = sorted(d for d in subfolders if d not in SKIP_FOLDERS)
        paths += [os.path.join(folder, name) for name in files if name.endswith(TREES[tree])]
    for path in sorted(paths):
        name = os.path.relpath(path, ROOT)
        n = sum(1 for _ in open(path, encoding="utf-8"))
        report(n <= MAX_FILE, f"{name}: {n} lines (limit {MAX_FILE})")
        long = [(line, length) for line, length in functions_of(path) if length > MAX_FUNCTION]
        detail = ", ".join(f"line {line}: {length} lines" for line, length in long)
        report(not long, f"{name}: no function over {MAX_FUNCTION} lines" + (f" ({detail})" if long else ""))


def check_emscripten_guard():
    hits = []
    for folder, _, files in os.walk(os.path.join(ROOT, "src")):
        for name in files:
            path = os.path.join(folder, name)
            if name.endswith((".cpp", ".hpp")) and "__EMSCRIPTEN__" in open(path, encoding="utf-8").read():
                hits.append(os.path.relpath(path, ROOT))
    report(not hits, "__EMSCRIPTEN__ appears in no file under src/ (web-only code lives in web/port/)" + (f": {hits}" if hits else ""))


def check_test_names():
    # CTest cuts a discovered test's name at ";" and Catch2 then matches nothing.
    hits = []
    for folder, _, files in os.walk(os.path.join(ROOT, "tests")):
        for name in files:
            if name.endswith(".cpp"):
                path = os.path.join(folder, name)
                text = open(path, encoding="utf-8").read()
                hits += [f"{os.path.relpath(path, ROOT)}: {m}" for m in re.findall(r'TEST_CASE\("([^"]*;[^"]*)"', text)]
    report(not hits, "no Catch2 test name holds a ';'" + (f": {hits}" if hits else ""))


# --trees engine,tests: only those trees' sizes (default: all four);
# --engine-only: the engine's sizes and nothing else.
trees = list(TREES)
for arg in sys.argv[1:]:
    if arg.startswith("--trees="):
        trees = [t for t in arg.split("=", 1)[1].split(",") if t]
        unknown = [t for t in trees if t not in TREES]
        if unknown:
            sys.exit(f"unknown tree(s) {unknown}; the trees are {list(TREES)}")
if "--engine-only" in sys.argv:
    trees = ["engine"]
for tree in trees:
    check_tree(tree)
engine_layers.check(ROOT, report)
if "--engine-only" not in sys.argv:
    check_emscripten_guard()
    check_test_names()
    commit_subjects.check(ROOT, report)
    citations.check(ROOT, report)
sys.exit(1 if failures else 0)
