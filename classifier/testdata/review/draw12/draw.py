"""Twelfth draw of the review sample: about 200 more tools from internal/snapshot/servers.

Run from the repository root: python3 classifier/testdata/review/draw12/draw.py
Prints the drawn (server, tool) pairs as JSON lines and whether the screen flagged each.
Run it on the sample as it was before this draw was added (commit 2e33c97): the tools already
in the sample are skipped, so on a later tree it draws others.

It is the eleventh draw's procedure unchanged (main in draw11/draw.py: the sixth draw's pool
and high-risk screen, two passes over one shuffled order, first 75 tools the screen flags and
then the others until 200, at most 3 tools a server), with this draw's seed. It over-samples
high-risk candidates on purpose.
"""
import importlib.util
import os

SEED = 20261207

_spec = importlib.util.spec_from_file_location(
    "draw11", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "draw11", "draw.py"))
_draw11 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_draw11)

if __name__ == "__main__":
    _draw11.main(SEED)
