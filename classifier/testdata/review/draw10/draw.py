"""Tenth draw of the review sample: about 200 more tools from internal/snapshot/servers.

Run from the repository root: python3 classifier/testdata/review/draw10/draw.py
Prints the drawn (server, tool) pairs as JSON lines and whether the screen flagged each.
Run it on the sample as it was before this draw was added (commit 89bf864): the tools already
in the sample are skipped, so on a later tree it draws others.

It is the sixth draw's script (the same pool, the same high-risk screen, 75 of 200 taken from
the tools the screen flags, at most 3 a server) run with this draw's seed.
"""
import importlib.util
import os

SEED = 20261205

_spec = importlib.util.spec_from_file_location(
    "draw6", os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "draw6", "draw.py"))
_draw6 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_draw6)
_draw6.main(SEED)
