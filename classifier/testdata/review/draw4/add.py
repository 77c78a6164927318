"""Adds draw 4 to the review sample: labels.json entries and the server dumps.

Run from the repository root: python3 classifier/testdata/review/draw4/add.py
The work is done by ../add.py, shared by the draws.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import add  # noqa: E402

add.main(4)
