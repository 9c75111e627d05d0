#!/usr/bin/env python3
"""Writes real saves into the save fuzzer's seed corpus (tests/fuzz/corpus/save).

    tests/fuzz/make_save_corpus.py [rummy-binary]    (default: build/native/rummy)

For every shipped variant: the save after the bots' first K actions (`rummy
save`) at the first K where the game is in each phase it reaches early (the
draw, the buy window, play, the Shanghai and swap windows, after going out,
round over), and the save of the finished game (game over). A file is named
<variant>-<phase>.json; a phase the corpus already holds for that variant
(under that name or an older <variant>-<n>-<phase>.json) is not written
again, so rerunning adds only what is missing. Run it again after a change to
the save format, with the old files removed.
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CORPUS = os.path.join(ROOT, "tests", "fuzz", "corpus", "save")
EARLY_PHASES = ["draw", "buy_window", "play", "shanghai_window", "swap_window", "after_out", "round_over"]
SCAN = 400  # actions scanned for the early phases, per seed
SEEDS = [3, 11, 29]


def save_at(rummy, variant, players, seed, actions):
    args = [rummy, "save", variant, "--players", str(players), "--seed", str(seed)]
    if actions is not None:
        args += ["--actions", str(actions)]
    out = subprocess.run(args, capture_output=True, text=True, check=True).stdout
    return out, json.loads(out)["phase"]


def held(variant):
    """The phases the corpus already holds for `variant`."""
    phases = set()
    for name in os.listdir(CORPUS):
        stem = name[:-5] if name.endswith(".json") else name
        if not stem.startswith(variant + "-"):
            continue
        rest = stem[len(variant) + 1:].split("-")
        if rest and (len(rest) == 1 or rest[0].isdigit()):
            phases.add(rest[-1])
    return phases


def write(variant, phase, text):
    path = os.path.join(CORPUS, f"{variant}-{phase}.json")
    with open(path, "w") as f:
        f.write(text if text.endswith("\n") else text + "\n")
    print(f"  {os.path.relpath(path, ROOT)}")


def corpus_for(rummy, variant, players):
    have = held(variant)
    wanted = [p for p in EARLY_PHASES if p not in have]
    for seed in SEEDS:
        for k in range(SCAN):
            if not wanted:
                break
            text, phase = save_at(rummy, variant, players, seed, k)
            if phase in wanted:
                write(variant, phase, text)
                wanted.remove(phase)
                have.add(phase)
    if "game_over" not in have:
        text, phase = save_at(rummy, variant, players, SEEDS[0], 200000)
        if phase == "game_over":
            write(variant, phase, text)


def main():
    rummy = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "build", "native", "rummy")
    listing = json.loads(subprocess.run([rummy, "variants"], capture_output=True, text=True, check=True).stdout)
    for v in listing["variants"]:
        players = max(v["players_min"], min(4, v["players_max"]))
        print(f"{v['id']} ({players} players)")
        corpus_for(rummy, v["id"], players)


if __name__ == "__main__":
    main()
