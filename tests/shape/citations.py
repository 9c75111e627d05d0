"""Citations (issue 62): every variant code (CR000, SAK003, ...), rule case
(T088) and catalogue section ("RULES.md 4.11") cited in engine/, src/, web/,
tests/ and assets/ resolves to docs/SOURCES.md."""
import os
import re

CODE = re.compile(r"\b((?:CR|LIV|MAYI|SH|PROG|ZION|CONT|PUSH|TEN|TWOS|KING|GARB|SAK|CAL|DUMMY)\d{3}(?:_[A-Z]+)?|STEP12_\d{3})\b")
CASE = re.compile(r"\bT(\d{3})\b")
SECTION = re.compile(r"RULES\.md,? (?:section )?(\d+(?:\.\d+)?)")
FOLDERS = ("engine", "src", "web", "tests", "assets")
SKIP = ("node_modules",)


def cited(root):
    codes, cases, sections = {}, {}, {}
    for top in FOLDERS:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            dirs[:] = [d for d in dirs if d not in SKIP]
            for name in files:
                if not name.endswith((".cpp", ".hpp", ".js", ".mjs", ".py", ".json", ".md", ".html", ".txt")):
                    continue
                path = os.path.join(folder, name)
                try:
                    text = open(path, encoding="utf-8").read()
                except UnicodeDecodeError:
                    continue
                where = os.path.relpath(path, root)
                for m in CODE.findall(text):
                    codes.setdefault(m, where)
                for m in CASE.findall(text):
                    cases.setdefault("T" + m, where)
                for m in SECTION.findall(text):
                    sections.setdefault(m, where)
    return codes, cases, sections


def check(root, report):
    path = os.path.join(root, "docs", "SOURCES.md")
    text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    report(bool(text), "docs/SOURCES.md holds the catalogue's tags, cases and sections")
    codes, cases, sections = cited(root)
    missing = [f"{c} ({w})" for c, w in sorted(codes.items()) if f"`{c}`" not in text]
    missing += [f"{c} ({w})" for c, w in sorted(cases.items()) if f"| {c} |" not in text]
    missing += [f"RULES.md {s} ({w})" for s, w in sorted(sections.items())
                if not re.search(rf"^##+ {re.escape(s)}[. ]|^- {re.escape(s)}[. ]", text, re.M)]
    report(not missing, f"every citation resolves to docs/SOURCES.md ({len(codes)} variant codes, {len(cases)} cases, "
           f"{len(sections)} sections)" + (f"; not found: {', '.join(missing[:20])}" if missing else ""))
