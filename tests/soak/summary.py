"""The soak's figures (shell/soak) from its finished jobs.
  python3 summary.py WORK SECONDS WORLDS GAMES [OPTIONS]
WORK holds the listing run ("jobs": number variant players games seed seats),
and per finished job number i "out.i" (rummy selfplay's output) and an empty
"id.i" (made once the job ended; the listing says what the job was). A stopped soak (Ctrl-C, kill) still sums what
finished and names the jobs left, with the command that runs them (OPTIONS:
shell/soak's other options to repeat in it, such as "--binary PATH").
Exit 0 only when every job finished with no violation and no unfinished game."""
import json
import os
import sys


def ranges(numbers):
    """[3,4,5,9] -> "3-5,9"."""
    out, nums = [], sorted(numbers)
    k = 0
    while k < len(nums):
        j = k
        while j + 1 < len(nums) and nums[j + 1] == nums[j] + 1:
            j += 1
        out.append(str(nums[k]) if j == k else f"{nums[k]}-{nums[j]}")
        k = j + 1
    return ",".join(out)


def main():
    work, secs, worlds, asked = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
    again = f"shell/soak {asked} " + (sys.argv[5] + " " if len(sys.argv) > 5 and sys.argv[5] else "")
    listed = [line.split() for line in open(os.path.join(work, "jobs")) if line.strip()]
    games = actions = violations = unfinished = cpu = 0
    by_level, longest, failures, left = {}, (0, None), [], []
    for i, vid, p, _n, _seed, seats in listed:
        if not os.path.exists(os.path.join(work, "id." + i)):
            left.append(int(i))
            continue
        replay = f"{vid} --players {p} --seats {seats} --worlds {worlds}"
        text = open(os.path.join(work, "out." + i)).read().strip().splitlines()
        try:
            d = json.loads(text[-1])
        except (ValueError, IndexError):
            failures.append(f"{replay}: no result ({' '.join(text[-2:])[:200]})")
            continue
        games += d["games"]; actions += d["actions"]; cpu += d.get("cpu_seconds", 0)
        violations += d["violations"]; unfinished += d["unfinished_games"]
        for level in set(seats.split(",")):
            by_level[level] = by_level.get(level, 0) + d["games"]
        if d.get("longest_game_actions", 0) > longest[0]:
            longest = (d["longest_game_actions"], f'{vid} --players {p} --seed {d.get("longest_game_seed")} --seats {seats} --worlds {worlds}')
        if "first_violation" in d:
            fv = d["first_violation"]
            failures.append(f'{vid} --players {p} --seed {fv.get("game_seed")} --seats {seats} --worlds {worlds}: {fv.get("problem")}')
    done = len(listed) - len(left)
    print(f"  figure soak: {games} games, {actions} actions, {violations} violations, {unfinished} unfinished, {secs} s, {cpu:.0f} CPU s")
    print(f"  figure soak jobs: {done} of {len(listed)} finished (jobs {ranges(int(j[0]) for j in listed)} of the listing for {asked} games)")
    print("  figure soak games seating each level: " + ", ".join(f"{k} {v}" for k, v in sorted(by_level.items())))
    print(f"  figure longest game: {longest[0]} actions ({longest[1]})")
    for f in failures:
        print(f"FAIL {f}  (replay: rummy play {f.split(':')[0]})")
    if left:
        print(f"FAIL soak stopped with {len(left)} jobs not finished: {ranges(left)}"
              f"  (to run them: {again}--jobs {ranges(left)})")
    if not failures and not left and violations == 0 and unfinished == 0:
        print(f"ok soak of {games} games: 0 violations")
    sys.exit(1 if failures or left or violations or unfinished else 0)


if __name__ == "__main__":
    main()
