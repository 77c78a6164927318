"""Adds a draw of the review sample: labels.json entries and the server dumps.

Run from the repository root: python3 classifier/testdata/review/add.py N
Reads drawN/drawn.jsonl and drawN/labels-draft.txt; each dump in servers/ becomes the
snapshot's dump of its server with its tools cut down to the sampled ones (of every draw), in
the snapshot's order.
"""
import glob
import json
import os
import sys

REVIEW = "classifier/testdata/review"


def main(draw):
    base = os.path.join(REVIEW, "draw%d" % draw)
    drawn = [json.loads(l) for l in open(os.path.join(base, "drawn.jsonl"))][1:]
    draft = {}
    for line in open(os.path.join(base, "labels-draft.txt")):
        if not line[:1].isdigit():
            continue
        head, _, note = line.rstrip("\n").partition(" | ")
        i, cat = head.split()
        draft[int(i)] = (cat, note)
    assert len(draft) == len(drawn)
    path = os.path.join(REVIEW, "labels.json")
    labels = json.load(open(path))
    for i, d in enumerate(drawn):
        cat, note = draft[i]
        lab = {"category": cat}
        if note:
            lab["note"] = note
        lab["draw"] = draw
        tools = labels["servers"].setdefault(d["server"], {})
        assert d["tool"] not in tools
        tools[d["tool"]] = lab
    labels["servers"] = {s: dict(sorted(t.items())) for s, t in sorted(labels["servers"].items())}
    with open(path, "w") as f:
        f.write(json.dumps(labels, indent=2, ensure_ascii=False))
    files = {}
    for f in glob.glob("internal/snapshot/servers/*.json"):
        files[json.load(open(f))["server"]["name"]] = f
    for server, tools in labels["servers"].items():
        src = files[server]
        dump = json.load(open(src))
        dump["tools"] = [t for t in dump["tools"] if t["name"] in tools]
        assert len(dump["tools"]) == len(tools), server
        with open(os.path.join(REVIEW, "servers", os.path.basename(src)), "w") as f:
            f.write(json.dumps(dump, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main(int(sys.argv[1]))
