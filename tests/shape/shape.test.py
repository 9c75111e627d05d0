#!/usr/bin/env python3
"""The engine's shape (issue 7): no function over 80 lines, no file over 600
lines in engine/, and __EMSCRIPTEN__ only in the web port. Prints one
"ok ..." or "FAIL ..." line per check (shell/test counts them).

A function is found the simple way: a line that ends a signature with `{`
at brace depth 0 (or depth 1 inside a class/namespace body), counted to its
matching `}`. Lambdas and blocks inside a function count toward it."""
import os
import re
import sys

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


def check_engine():
    engine = os.path.join(ROOT, "engine")
    paths = [os.path.join(folder, name) for folder, _, files in os.walk(engine) for name in files]
    for path in sorted(paths):
        name = os.path.relpath(path, engine)
        if not name.endswith((".cpp", ".hpp")):
            continue
        n = sum(1 for _ in open(path, encoding="utf-8"))
        report(n <= MAX_FILE, f"engine/{name}: {n} lines (limit {MAX_FILE})")
        long = [(line, length) for line, length in functions(path) if length > MAX_FUNCTION]
        detail = ", ".join(f"line {line}: {length} lines" for line, length in long)
        report(not long, f"engine/{name}: no function over {MAX_FUNCTION} lines" + (f" ({detail})" if long else ""))


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


check_engine()
if "--engine-only" not in sys.argv:
    check_emscripten_guard()
    check_test_names()
sys.exit(1 if failures else 0)
