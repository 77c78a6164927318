"""Fifth draw of the review sample: 200 more tools from internal/snapshot/servers.

Run from the repository root: python3 classifier/testdata/review/draw5/draw.py
Prints the drawn (server, tool) pairs as JSON lines and whether the screen flagged each.
Run it on the sample as it was before draw 5 was added (commit e5bf52f): the tools already
in the sample are skipped, so on a later tree it draws others.
"""
import glob
import json
import os
import random
import re

SEED = 20261130
TOTAL = 200
SCREENED = 70  # tools taken from those the screen flags (over-sampled on purpose)
PER_SERVER = 4

# A crude screen for high-risk candidates, written for this draw: a whole word of the tool's
# name (split at _, -, ., / and case changes) or of its description that runs something,
# takes something away for good, or moves money. It over-samples them: the pool's share of
# flagged tools is printed on the first line, and 70 of the 200 are drawn from them.
SCREEN = re.compile(
    r"\b("
    # running code, commands or jobs
    r"run|runs|running|exec|execs|execute|executes|executing|execution|eval|evaluate|"
    r"shell|bash|powershell|terminal|command|commands|cmd|script|scripts|sql|code|"
    r"invoke|invokes|spawn|spawns|launch|launches|trigger|triggers|start|starts|"
    r"deploy|deploys|restart|reboot|install|installs|"
    # taking something away
    r"delete|deletes|deleting|deletion|remove|removes|removing|rm|drop|drops|purge|purges|"
    r"destroy|destroys|truncate|wipe|wipes|erase|erases|clear|clears|kill|kills|"
    r"terminate|terminates|uninstall|revoke|revokes|overwrite|overwrites|replace|replaces|"
    r"cancel|cancels|deactivate|disable|disables|archive|archives|unsubscribe|reset|"
    # money
    r"pay|pays|payment|payments|payout|transfer|transfers|refund|refunds|charge|charges|"
    r"purchase|buy|buys|sell|sells|swap|swaps|withdraw|deposit|invoice|invoices|"
    r"transaction|transactions|checkout|wallet|order|orders|trade|trades|billing"
    r")\b",
    re.I,
)


def words(s):
    s = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", s)
    return re.sub(r"[_\-./]", " ", s)


def main():
    root = "."
    other = set()
    for f in glob.glob(os.path.join(root, "classifier/testdata/*/servers/*.json")):
        if "/review/" in f:
            continue
        other.add(json.load(open(f))["server"]["name"])
    labels = json.load(open(os.path.join(root, "classifier/testdata/review/labels.json")))
    seen = {(s, t) for s, tools in labels["servers"].items() for t in tools}
    pool = []
    for f in sorted(glob.glob(os.path.join(root, "internal/snapshot/servers/*.json"))):
        d = json.load(open(f))
        name = d["server"]["name"]
        if name in other:
            continue
        for i, t in enumerate(d.get("tools") or []):
            if (name, t["name"]) in seen:
                continue
            text = words(t["name"]) + " " + (t.get("description") or "")
            pool.append((name, i, t["name"], bool(SCREEN.search(text))))
    pool.sort(key=lambda p: (p[0], p[1]))
    rng = random.Random(SEED)
    rng.shuffle(pool)
    flagged = sum(1 for p in pool if p[3])
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
    print(json.dumps({"pool": len(pool), "flagged": flagged, "servers": len({p[0] for p in pool}),
                      "excluded_servers": len(other)}))
    for p in taken:
        print(json.dumps({"server": p[0], "index": p[1], "tool": p[2], "screened": p[3]}))


main()
