"""The soak's job listing (shell/soak): one job per (variant, player count,
seat pattern, chunk of seeds); seeds never overlap, and the same games asked
give the same listing, so a job number names the same games on any machine.
  python3 jobs.py GAMES [SELECT] < `rummy variants`
prints "number variant players games seed seats" per job, expert jobs (the
longest) first. SELECT (shell/soak --jobs) keeps only some job numbers:
"1816-2129", "5,9,12-20"; numbers count from 1 in the full listing."""
import json
import sys

CHUNK = 500


def combos_of(doc):
    vs = doc["variants"] if isinstance(doc, dict) else doc
    combos = []
    for v in vs:
        if not v.get("playable", True):
            continue
        lo, hi = v["players"] if isinstance(v.get("players"), list) else (v["players_min"], v["players_max"])
        for p in range(lo, min(hi, 8) + 1):
            combos.append((v["id"], p))
    return combos


def seats(pattern, p):
    if pattern == "expert":
        return ",".join(["expert"] + [("good", "baseline")[s % 2] for s in range(p - 1)])
    if pattern == "mixed":
        return ",".join(("good", "baseline")[s % 2] for s in range(p))
    return pattern


def listing(games, combos):
    # the games of each combination: the remainder goes to the first ones, so
    # the games played add up to the games asked
    per_of = {c: max(1, games // len(combos) + (1 if k < games % len(combos) else 0)) for k, c in enumerate(combos)}
    experts = max(1, games // 20000)
    # the expert games, one at a time, spread evenly over the combinations
    expert_at = {}
    for k in range(experts):
        c = combos[(k * len(combos)) // experts] if experts <= len(combos) else combos[k % len(combos)]
        expert_at[c] = expert_at.get(c, 0) + 1
    jobs, seed = [], 1
    for c in combos:
        vid, p = c
        per = per_of[c]
        n_expert = min(per, expert_at.get(c, 0))
        rest = per - n_expert
        shares = [("expert", n_expert), ("good", rest // 4), ("mixed", rest // 4)]
        shares.append(("baseline", rest - shares[1][1] - shares[2][1]))
        for pattern, count in shares:
            size = 1 if pattern == "expert" else CHUNK
            while count > 0:
                n = min(size, count)
                jobs.append((pattern != "expert", vid, p, n, seed, seats(pattern, p)))
                seed += n
                count -= n
    return [j[1:] for j in sorted(jobs, key=lambda j: j[0])]


def selection(spec, count):
    """The job numbers SELECT names, or a reason it is refused."""
    chosen = set()
    for part in spec.split(","):
        lo, _, hi = part.partition("-")
        if not lo.isdigit() or (hi and not hi.isdigit()):
            return None, f"'{part}' is not a job number or a range A-B"
        lo, hi = int(lo), int(hi or lo)
        if lo > hi:
            return None, f"'{part}' runs backwards (write {hi}-{lo})"
        if lo < 1 or hi > count:
            return None, f"'{part}' is outside jobs 1-{count} of this listing"
        chosen.update(range(lo, hi + 1))
    return chosen, None


def main():
    games = int(sys.argv[1])
    jobs = listing(games, combos_of(json.load(sys.stdin)))
    chosen = set(range(1, len(jobs) + 1))
    if len(sys.argv) > 2:
        chosen, reason = selection(sys.argv[2], len(jobs))
        if reason:
            sys.exit(f"error: --jobs {sys.argv[2]}: {reason}")
    for i, (vid, p, n, s, st) in enumerate(jobs, 1):
        if i in chosen:
            print(i, vid, p, n, s, st)


if __name__ == "__main__":
    main()
