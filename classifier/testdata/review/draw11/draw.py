"""Eleventh draw of the review sample: about 200 more tools from internal/snapshot/servers.

Run from the repository root: python3 classifier/testdata/review/draw11/draw.py
Prints the drawn (server, tool) pairs as JSON lines and whether the screen flagged each.
Run it on the sample as it was before this draw was added (commit cde3501): the tools already
in the sample are skipped, so on a later tree it draws others.

It uses the sixth draw's pool and high-risk screen (draw_pool and flagged in draw6/draw.py), with
this draw's seed and at most 3 tools a server. The pool has thinned: taken in one pass as the
earlier draws were, the unflagged tools fill their 125 places and use up the servers' places
before 75 flagged tools are reached (the first pass took 44). So this draw takes in two passes
over the same shuffled order: first the tools the screen flags, until 75 are taken, then the
others, until 200 are taken, each pass skipping a tool once its server has 3 in this draw. It
over-samples high-risk candidates on purpose.
"""
import importlib.util
import json
import os
import random

SEED = 20261206
TOTAL = 200
SCREENED = 75
PER_SERVER = 3

_spec = importlib.util.spec_from_file_location(
    "draw6", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "draw6", "draw.py"))
_draw6 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_draw6)


def take(p, seed, passes):
    """Shuffles the pool p with seed and takes its tools in passes over that one order: each
    pass (want, limit) takes the tools whose screen value is want until limit are taken in all,
    skipping a tool once its server has PER_SERVER in this draw."""
    rng = random.Random(seed)
    rng.shuffle(p)
    per_server = {}
    taken = []
    for want_flag, limit in passes:
        for q in p:
            if len(taken) >= limit:
                break
            if q[3] != want_flag or per_server.get(q[0], 0) >= PER_SERVER:
                continue
            per_server[q[0]] = per_server.get(q[0], 0) + 1
            taken.append(q)
    return taken


def show(p, nother, seed, taken, **counts):
    """Prints the pool's figures (with counts after the flagged ones) and the drawn tools."""
    print(json.dumps({"pool": len(p), "flagged": sum(1 for q in p if q[3]), **counts,
                      "servers": len({q[0] for q in p}), "excluded_servers": nother,
                      "seed": seed}))
    for q in taken:
        print(json.dumps({"server": q[0], "index": q[1], "tool": q[2], "screened": q[3]}))


def main(seed=SEED):
    p, nother = _draw6.draw_pool()
    show(p, nother, seed, take(p, seed, ((True, SCREENED), (False, TOTAL))))


if __name__ == "__main__":
    main()
