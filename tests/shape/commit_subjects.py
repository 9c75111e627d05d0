"""Commit subjects (issue 62): every commit since the commit-msg hook came
(shell/commit-msg) has a subject of at most 72 characters, "area: what
changed"; the reasons and figures belong in the body. Older history is
left as it is. A clone without that history (shallow) checks what it has."""
import re
import subprocess

MAX_SUBJECT = 72
FORM = re.compile(r"^(Merge |Revert |[A-Za-z0-9_./+, -]+: .)")


def git(root, *args):
    return subprocess.run(["git", "-C", root, *args], capture_output=True, text=True, check=False).stdout


def subjects_since_hook(root):
    """(hash, subject) of the commits from the one that added the hook on."""
    first = git(root, "log", "--diff-filter=A", "--format=%H", "--", "shell/commit-msg").split()
    if not first:
        return []
    since = first[-1]
    rows = git(root, "log", "--format=%h %s", f"{since}^..HEAD").splitlines()
    if not rows:  # the hook's commit has no parent in this clone
        rows = git(root, "log", "--format=%h %s", "HEAD").splitlines()
    return [row.split(" ", 1) if " " in row else [row, ""] for row in rows]


def check(root, report):
    rows = subjects_since_hook(root)
    long = [f"{h} ({len(s)} characters)" for h, s in rows if len(s) > MAX_SUBJECT]
    report(not long, f"commit subjects since the commit-msg hook: at most {MAX_SUBJECT} characters"
           + (f": {', '.join(long)}" if long else f" ({len(rows)} commits)"))
    bad = [f"{h} '{s}'" for h, s in rows if not FORM.match(s)]
    report(not bad, "commit subjects since the commit-msg hook read 'area: what changed'"
           + (f": {', '.join(bad)}" if bad else ""))
