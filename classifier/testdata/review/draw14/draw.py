"""Fourteenth draw of the review sample: about 200 more tools from internal/snapshot/servers.

Run from the repository root: python3 classifier/testdata/review/draw14/draw.py
Prints the drawn (server, tool) pairs as JSON lines and whether the screen flagged each.
Run it on the sample as it was before this draw was added (commit 8496d1b): the tools already
in the sample are skipped, so on a later tree it draws others.

It keeps the thirteenth draw's pool and screen (draw13/draw.py: the sixth draw's pool, the
strong and wide screens) and its three passes over one shuffled order, with one change: the
thirteenth draw found the pool thinned (only 14 servers still held a strongly flagged tool, and
at 3 places a server the strong pass stopped short), so the two screened passes allow up to
6 tools a server; the last, unscreened pass keeps 3.
"""
import importlib.util
import os
import random

SEED = 20261229
TOTAL = 200
SCREENED = 90
SCREENED_PER_SERVER = 6
PER_SERVER = 3


def _load(draw):
    """The script of an earlier draw, as a module."""
    spec = importlib.util.spec_from_file_location(
        draw, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", draw, "draw.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_draw11 = _load("draw11")
_draw13 = _load("draw13")


def take(p, seed, passes):
    """draw11's take with a per-server limit for each pass: each pass (want, limit, per)
    takes the tools whose screen value is want until limit are taken in all, skipping a tool
    once its server has per tools in this draw."""
    rng = random.Random(seed)
    rng.shuffle(p)
    per_server = {}
    taken = []
    for want_flag, limit, per in passes:
        for q in p:
            if len(taken) >= limit:
                break
            if q[3] != want_flag or per_server.get(q[0], 0) >= per:
                continue
            per_server[q[0]] = per_server.get(q[0], 0) + 1
            taken.append(q)
    return taken


def main(seed=SEED):
    p, nother = _draw13.draw_pool()
    taken = take(p, seed, (("strong", SCREENED, SCREENED_PER_SERVER),
                           ("wide", SCREENED, SCREENED_PER_SERVER),
                           (False, TOTAL, PER_SERVER)))
    _draw11.show(p, nother, seed, taken, strong=sum(1 for q in p if q[3] == "strong"))


if __name__ == "__main__":
    main()
