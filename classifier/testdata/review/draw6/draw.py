"""Sixth draw of the review sample: about 200 more tools from internal/snapshot/servers.

Run from the repository root: python3 classifier/testdata/review/draw6/draw.py
Prints the drawn (server, tool) pairs as JSON lines and whether the screen flagged each.
Run it on the sample as it was before draw 6 was added (commit 81968de): the tools already
in the sample are skipped, so on a later tree it draws others.
"""
import glob
import json
import os
import random
import re

SEED = 20261201
TOTAL = 200
SCREENED = 75  # tools taken from those the screen flags (over-sampled on purpose)
PER_SERVER = 3

# A crude screen for high-risk candidates, written for this draw. A tool is flagged when a
# whole word of its name (split at _, -, ., /, : and case changes) is one of NAME_WORDS, or
# its description has one of DESC_WORDS. Names get a wider list (stems of acts) than
# descriptions, where words like "order" or "code" are too common to mean much. It
# over-samples high-risk candidates: the pool's share of flagged tools is printed on the
# first line, and 75 of the 200 are drawn from them.
ACTS = (
    # running code, commands, jobs, deploys
    r"run|runs|exec|execute|executes|eval|evaluate|shell|bash|sh|powershell|terminal|"
    r"command|commands|cmd|script|scripts|sql|query|cypher|invoke|spawn|launch|trigger|"
    r"deploy|deployment|build|install|restart|reboot|start|workflow|job|jobs|pipeline|"
    # taking away, stopping, overwriting
    r"delete|remove|rm|drop|purge|destroy|truncate|wipe|erase|clear|kill|signal|terminate|"
    r"uninstall|revoke|rotate|overwrite|replace|reset|cancel|deactivate|disable|suspend|"
    r"abort|stop|archive|unpublish|unsubscribe|unlink|detach|force|"
    # money
    r"pay|payment|payout|transfer|refund|charge|purchase|buy|sell|swap|withdraw|deposit|"
    r"invoice|checkout|wallet|trade|order|billing|subscription|stake|bridge|send"
)
NAME_WORDS = re.compile(r"^(" + ACTS + r")s?$", re.I)
DESC_WORDS = re.compile(
    r"\b(run|runs|execute[sd]?|executing|eval|shell|bash|terminal|command|script|sql|"
    r"deploy(s|ed|ment)?|delete[sd]?|deleting|remove[sd]?|drop(s|ped)?|purge[sd]?|"
    r"destroy(s|ed)?|truncate[sd]?|wipe[sd]?|erase[sd]?|kill(s|ed)?|terminate[sd]?|"
    r"uninstall|revoke[sd]?|overwrite[sd]?|permanent(ly)?|irreversible|cannot be undone|"
    r"pay(s|ment|ments)?|payout|transfer(s|red)?|refund(s|ed)?|charge[sd]?|purchase[sd]?|"
    r"buy|sell|swap|withdraw(al)?|deposit|transaction|wallet|trade)\b",
    re.I,
)


def name_words(s):
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", s)
    return re.sub(r"[_\-./:]", " ", s).split()


def flagged(tool):
    if any(NAME_WORDS.match(w) for w in name_words(tool["name"])):
        return True
    return bool(DESC_WORDS.search(tool.get("description") or ""))


def draw_pool():
    """The tools a draw takes from, sorted, before shuffling, as (server, index, tool, flagged),
    and how many servers are left out because another corpus holds them; the eleventh draw
    takes from it too."""
    other = set()
    for f in glob.glob("classifier/testdata/*/servers/*.json"):
        if "/review/" in f:
            continue
        other.add(json.load(open(f))["server"]["name"])
    labels = json.load(open("classifier/testdata/review/labels.json"))
    seen = {(s, t) for s, tools in labels["servers"].items() for t in tools}
    out = []
    for f in sorted(glob.glob("internal/snapshot/servers/*.json")):
        d = json.load(open(f))
        name = d["server"]["name"]
        if name in other:
            continue
        for i, t in enumerate(d.get("tools") or []):
            if (name, t["name"]) in seen:
                continue
            out.append((name, i, t["name"], flagged(t)))
    out.sort(key=lambda p: (p[0], p[1]))
    return out, len(other)


def main(seed=SEED):
    """Prints the draw made with seed; the seventh to tenth draws call it with theirs."""
    pool, nother = draw_pool()
    rng = random.Random(seed)
    rng.shuffle(pool)
    nflag = sum(1 for p in pool if p[3])
    per_server = {}
    taken = []
    want = {True: SCREENED, False: TOTAL - SCREENED}
    got = {True: 0, False: 0}
    for p in pool:
        if got[p[3]] >= want[p[3]] or per_server.get(p[0], 0) >= PER_SERVER:
            continue
        per_server[p[0]] = per_server.get(p[0], 0) + 1
        got[p[3]] += 1
        taken.append(p)
        if len(taken) == TOTAL:
            break
    print(json.dumps({"pool": len(pool), "flagged": nflag, "servers": len({p[0] for p in pool}),
                      "excluded_servers": nother, "seed": seed}))
    for p in taken:
        print(json.dumps({"server": p[0], "index": p[1], "tool": p[2], "screened": p[3]}))


if __name__ == "__main__":
    main()
