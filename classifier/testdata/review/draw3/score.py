"""Scores `mcpscan classify --no-cache --format json` output on the review sample, per draw.

Usage: python3 classifier/testdata/review/draw3/score.py CLASSIFY.json [--misses]
High-risk recall is as in TestHoldoutAccuracy: a tool labelled Execute, Destructive or
Financial counts as found when it is put in any of the three.
"""
import json
import sys

HIGH = {"Execute", "Destructive", "Financial"}


def main():
    out = json.load(open(sys.argv[1]))
    labels = json.load(open("classifier/testdata/review/labels.json"))["servers"]
    got = {(s["name"], t["name"]): t["category"] for s in out["servers"] for t in s["tools"]}
    stats = {}
    misses = []
    for server, tools in labels.items():
        for tool, lab in tools.items():
            draw = lab.get("draw", 1)
            g = got[(server, tool)]
            st = stats.setdefault(draw, [0, 0, 0, 0])
            st[0] += 1
            st[1] += g == lab["category"]
            if lab["category"] in HIGH:
                st[2] += 1
                st[3] += g in HIGH
            if g != lab["category"]:
                misses.append((draw, server, tool, lab["category"], g, lab.get("note", "")))
    for draw in sorted(stats):
        n, ok, h, hok = stats[draw]
        print(f"draw {draw}: accuracy {100*ok/n:.1f}% ({ok}/{n}), high-risk recall {100*hok/h:.1f}% ({hok}/{h})")
    if "--misses" in sys.argv:
        for m in sorted(misses):
            print("  draw %d %s %s: want %s, got %s  %s" % m)


main()
