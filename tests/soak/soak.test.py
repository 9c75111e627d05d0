"""shell/soak's job listing, its --jobs selection and its summary, including
a soak stopped part way (issue 13: "prints games, actions, violations, the
longest game, and the seeds of any failure"). The soak runs against a stand-in
rummy that answers `variants` and `selfplay` at once (or, for some seeds,
slowly), so a stop can be timed. Prints one "ok ..." or "FAIL ..." per check."""
import json
import os
import signal
import stat
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import jobs  # noqa: E402
import summary  # noqa: E402

failed = 0


def report(good, what):
    global failed
    print(("ok " if good else "FAIL ") + what)
    failed += 0 if good else 1


def check_listing():
    combos = [(v, p) for v in ("a", "b", "c") for p in (2, 3, 4)]
    for games in (1, 200, 20000, 1000000):
        listed = jobs.listing(games, combos)
        total = sum(n for _, _, n, _, _ in listed)
        seeds = sorted((s, n) for _, _, n, s, _ in listed)
        contiguous = all(a[0] + a[1] == b[0] for a, b in zip(seeds, seeds[1:])) and seeds[0][0] == 1
        experts = sum(n for _, _, n, _, st in listed if st.startswith("expert"))
        report(total == max(games, len(combos)) and contiguous and experts == max(1, games // 20000),
               f"the listing for {games} games: {total} games, seeds 1.. without gap or overlap, {experts} expert games")
    listed = jobs.listing(1000000, combos)
    experts = [st.startswith("expert") for *_, st in listed]
    report(experts[:50] == [True] * 50 and not any(experts[50:]) and jobs.listing(1000000, combos) == listed,
           "the 50 expert jobs come first and the same games give the same listing")


def check_selection():
    chosen, reason = jobs.selection("3-5,9", 10)
    report(chosen == {3, 4, 5, 9} and reason is None, "--jobs 3-5,9 selects jobs 3, 4, 5 and 9")
    for spec, why in (("x", "not a job number"), ("5-3", "runs backwards"), ("0", "outside"), ("9-11", "outside"), ("", "not a job")):
        chosen, reason = jobs.selection(spec, 10)
        report(chosen is None and why in (reason or ""), f"--jobs '{spec}' is refused: {reason}")
    report(summary.ranges([9, 3, 4, 5, 12, 13]) == "3-5,9,12-13", "job numbers print as ranges: 3-5,9,12-13")


FAKE = """#!/bin/sh
# a stand-in rummy: selfplay V --players P --games N --seed S --seats L --worlds W
if [ "$1" = variants ]; then echo '{"variants":[{"id":"quick","players":[2,3]},{"id":"slow","players":[2,2]}]}'; exit 0; fi
[ "$2" = slow ] && exec sleep 59.75
echo "{\\"games\\": $6, \\"actions\\": $(($6 * 10)), \\"violations\\": 0, \\"unfinished_games\\": 0, \\"cpu_seconds\\": 0.5, \\"longest_game_actions\\": 7, \\"longest_game_seed\\": $8}"
"""


def soak(binary, *args, stop_after=None):
    p = subprocess.Popen([os.path.join(ROOT, "shell", "soak"), *args, "--binary", binary],
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    if stop_after is not None:
        time.sleep(stop_after)
        p.send_signal(signal.SIGINT)
    try:
        out, _ = p.communicate(timeout=100)
    except subprocess.TimeoutExpired:
        p.terminate()
        out, _ = p.communicate()
        return None, out + "\n(did not end within 100 s)"
    return p.returncode, out


def slow_games_running():
    """The pids of the stand-in's slow games still running."""
    return subprocess.run(["pgrep", "-f", "sleep 59.75"], capture_output=True, text=True).stdout.split()


def killed_soak(binary):
    """SIGKILLs a soak once its slow games run; the games still running 4 s later."""
    p = subprocess.Popen([os.path.join(ROOT, "shell", "soak"), "3000", "--binary", binary],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if slow_games_running():
            break
        time.sleep(0.1)
    p.kill()
    p.wait()
    time.sleep(4)
    left = slow_games_running()
    for pid in left:  # (so a failure here leaves nothing behind either)
        os.kill(int(pid), signal.SIGKILL)
    return left


def check_soak(tmp):
    binary = os.path.join(tmp, "rummy")
    with open(binary, "w") as f:
        f.write(FAKE)
    os.chmod(binary, os.stat(binary).st_mode | stat.S_IEXEC)
    rc, out = soak(binary, "3000", "--list")
    lines = [line.split() for line in out.splitlines() if line[:1].isdigit()]
    expected = jobs.listing(3000, [("quick", 2), ("quick", 3), ("slow", 2)])
    report(rc == 0 and [j[1:] for j in lines] == [[str(x) for x in job] for job in expected]
           and sum(int(j[3]) for j in lines) == 3000,
           f"--list prints the {len(expected)} numbered jobs of 3000 games ({len(lines)} printed)")
    quick = ",".join(j[0] for j in lines if j[1] == "quick")
    rc, out = soak(binary, "3000", "--jobs", quick)
    report(rc == 0 and "figure soak: 2000 games, 20000 actions, 0 violations" in out and "ok soak of 2000 games" in out,
           f"--jobs {quick} runs only those jobs' 2000 games (exit {rc})")
    rc, out = soak(binary, "3000", stop_after=3)
    left = [j[0] for j in lines if j[1] == "slow"]
    expected = f"FAIL soak stopped with {len(left)} jobs not finished: {summary.ranges(int(j) for j in left)}"
    report(rc == 1 and "figure soak: 2000 games" in out and expected in out and f"--binary {binary} --jobs" in out,
           f"a soak stopped by Ctrl-C sums the 2000 games that finished and names the jobs left ({expected!r} in its output)")
    busy = slow_games_running()
    report(not busy, "no game of a stopped soak is left running")
    killed = killed_soak(binary)
    report(not killed, f"no game of a soak killed outright (SIGKILL) is left running 4 s later ({killed})")
    beyond = str(len(lines) + 1)
    for args, why in ((["3000", "--jobs", beyond], f"outside jobs 1-{len(lines)}"), (["3000", "--frobnicate"], "unknown argument")):
        rc, out = soak(binary, *args)
        report(rc != 0 and why in out, f"shell/soak {' '.join(args)} is refused: {out.strip().splitlines()[-2:]}")


def check_summary(tmp):
    work = os.path.join(tmp, "work")
    os.mkdir(work)
    with open(os.path.join(work, "jobs"), "w") as f:
        f.write("1 quick 2 5 1 baseline\n2 quick 3 5 6 good\n")
    for i, d in (("1", {"games": 5, "actions": 50, "violations": 1, "unfinished_games": 0,
                        "first_violation": {"game_seed": 4, "problem": "a card seen twice"}}),
                 ("2", {"games": 5, "actions": 40, "violations": 0, "unfinished_games": 0})):
        open(os.path.join(work, "out." + i), "w").write(json.dumps(d) + "\n")
        open(os.path.join(work, "id." + i), "w").close()
    p = subprocess.run([sys.executable, os.path.join(HERE, "summary.py"), work, "1", "1", "10"], capture_output=True, text=True)
    report(p.returncode == 1 and "1 violations" in p.stdout and "quick --players 2 --seed 4 --seats baseline --worlds 1: a card seen twice" in p.stdout,
           "a violation fails the soak and names the game to replay")


with tempfile.TemporaryDirectory() as tmp:
    check_listing()
    check_selection()
    check_soak(tmp)
    check_summary(tmp)
sys.exit(1 if failed else 0)
