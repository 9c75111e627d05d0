"""The engine's rooms (issue 62): each folder of engine/ includes only from
the folders before it in engine/README.md's "Folders" table, except the
includes that section names ("- `from` -> `to`")."""
import os
import re

INCLUDE = re.compile(r'^\s*#\s*include\s+"(\w+)/([\w.]+)"', re.M)


def readme_rooms(root):
    text = open(os.path.join(root, "engine", "README.md"), encoding="utf-8").read()
    section = text.split("## Folders", 1)[1].split("\n## ", 1)[0]
    order = re.findall(r"^\| `(\w+)/` \|", section, re.M)
    allowed = set(re.findall(r"^- `([\w/.]+)` -> `([\w/.]+)`", section, re.M))
    return order, allowed


def check(root, report):
    order, allowed = readme_rooms(root)
    rank = {name: i for i, name in enumerate(order)}
    engine = os.path.join(root, "engine")
    rooms = sorted(d for d in os.listdir(engine) if os.path.isdir(os.path.join(engine, d)))
    report(rooms == sorted(order) and len(rooms) <= 10,
           f"engine/ has {len(rooms)} folders, each in the README's Folders table (at most 10): {rooms}")
    loose = [n for n in os.listdir(engine) if n.endswith((".cpp", ".hpp"))]
    report(not loose, "engine/ itself holds no source file (only its folders, README and CMakeLists)" + (f": {loose}" if loose else ""))
    upward = []
    for folder, _, files in os.walk(engine):
        room = os.path.relpath(folder, engine).split(os.sep)[0]
        for name in files:
            if not name.endswith((".cpp", ".hpp")) or room not in rank:
                continue
            path = os.path.join(folder, name)
            here = os.path.relpath(path, engine)
            for target_room, target in INCLUDE.findall(open(path, encoding="utf-8").read()):
                if target_room in rank and rank[target_room] > rank[room] and (here, f"{target_room}/{target}") not in allowed:
                    upward.append(f"{here} -> {target_room}/{target}")
    report(not upward, "no engine include goes up the rooms' order except those the README names" + (f": {upward}" if upward else ""))
