package site

import (
	"cmp"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/mcpscan/mcpscan/registry"
)

// risk is a tool version's verdict under the ruleset the site is built
// with; both fields are empty when that version has no assessment.
type risk struct{ Category, Severity string }

func riskOf(assess map[string]registry.Assessment, hash string) risk {
	a := assess[hash]
	return risk{Category: a.Category, Severity: a.Severity}
}

func (r risk) classified() bool { return r.Category != "" && r.Severity != "" }

// String is "Write/Medium", the form lock verify prints too.
func (r risk) String() string {
	if !r.classified() {
		return unclassified
	}
	return r.Category + "/" + r.Severity
}

// Directions of a change in risk.
const (
	riskLowered = -1
	riskSame    = 0
	riskRaised  = 1
)

// direction orders two verdicts: severity first, then category (Read …
// Financial). It is riskSame when either side is unclassified, since
// nothing is known of how the risk moved.
func direction(old, now risk) int {
	if !old.classified() || !now.classified() {
		return riskSame
	}
	if c := cmp.Compare(severityRank(now.Severity), severityRank(old.Severity)); c != 0 {
		return c
	}
	return cmp.Compare(categoryRank(now.Category), categoryRank(old.Category))
}

// directionWord names a direction for pages and the feed.
func directionWord(d int) string {
	switch d {
	case riskRaised:
		return "raised"
	case riskLowered:
		return "lowered"
	}
	return ""
}

// versionAt is the server version a tool change arrived with. A server is
// written with its tools in one transaction under one timestamp, and a tool
// set that changes is a new server state, so the state recorded at the
// change's instant is the one it came with; a change between recorded
// states (a store written otherwise) falls to the state current then.
// versions are oldest first; "" when the server declared no version.
func versionAt(versions []registry.ServerVersion, at time.Time) string {
	i := sort.Search(len(versions), func(i int) bool { return versions[i].FirstSeen.After(at) })
	if i == 0 {
		return ""
	}
	return versions[i-1].Version
}

// driftRow is one change in a server's tools: a tool added, changed or
// removed, with its risk before and after and the server version it
// arrived with.
type driftRow struct {
	When      string
	Tool      string
	URL       string // the tool's page while it is current
	Kind      string // added, changed, removed
	OldHash   string
	NewHash   string
	Old, New  risk
	Since     string // the server version the change arrived with, when known
	Direction int    // riskRaised, riskLowered or riskSame, for changed tools
	slug      string // the tool's page slug while it is current
	oldFull   string
	newFull   string
	at        time.Time
}

// Delta is "Write/Medium → Execute/High"; the side of an added or removed
// tool that does not exist is "none".
func (d driftRow) Delta() string {
	old, now := d.Old.String(), d.New.String()
	switch d.Kind {
	case "added":
		old = "none"
	case "removed":
		now = "none"
	}
	return old + " → " + now
}

// Mark is the word for how the risk moved: raised, lowered or "".
func (d driftRow) Mark() string { return directionWord(d.Direction) }

// riskChanged reports a changed definition whose category or severity
// changed with it (both sides classified).
func (d driftRow) riskChanged() bool {
	return d.Kind == "changed" && d.Old.classified() && d.New.classified() && d.Old != d.New
}

// newlyHighRisk reports a tool added at High or over.
func (d driftRow) newlyHighRisk() bool {
	return d.Kind == "added" && severityRank(d.New.Severity) >= severityRank("High")
}

// maxDrift bounds the history shown on a server page.
const maxDrift = 60

// drift lists every change in a server's tools after it was first seen,
// newest first. tools are ordered by name, then oldest first
// (registry.Store.ToolVersions); slugOf has the page slug of each current
// tool.
func drift(tools []registry.StoredTool, assess map[string]registry.Assessment, versions []registry.ServerVersion,
	serverFirst time.Time, slugOf map[string]string) []driftRow {
	var out []driftRow
	for i := 0; i < len(tools); {
		j := i
		for j < len(tools) && tools[j].Name == tools[i].Name {
			j++
		}
		group := tools[i:j]
		name := group[0].Name
		slug := ""
		if group[len(group)-1].Current {
			slug = slugOf[name]
		}
		row := func(kind string, at time.Time) driftRow {
			return driftRow{When: day(at), Tool: name, Kind: kind, slug: slug, Since: versionAt(versions, at), at: at}
		}
		if first := group[0]; first.FirstSeen.After(serverFirst) {
			r := row("added", first.FirstSeen)
			r.NewHash, r.newFull, r.New = shortHash(first.Hash), first.Hash, riskOf(assess, first.Hash)
			out = append(out, r)
		}
		for k := 1; k < len(group); k++ {
			prev, cur := group[k-1], group[k]
			r := row("changed", cur.FirstSeen)
			r.OldHash, r.oldFull, r.Old = shortHash(prev.Hash), prev.Hash, riskOf(assess, prev.Hash)
			r.NewHash, r.newFull, r.New = shortHash(cur.Hash), cur.Hash, riskOf(assess, cur.Hash)
			r.Direction = direction(r.Old, r.New)
			out = append(out, r)
		}
		if last := group[len(group)-1]; !last.Current && !last.RemovedAt.IsZero() {
			r := row("removed", last.RemovedAt)
			r.OldHash, r.oldFull, r.Old = shortHash(last.Hash), last.Hash, riskOf(assess, last.Hash)
			r.slug = ""
			out = append(out, r)
		}
		i = j
	}
	slices.SortStableFunc(out, func(a, b driftRow) int {
		if c := b.at.Compare(a.at); c != 0 {
			return c
		}
		return strings.Compare(a.Tool, b.Tool)
	})
	return out
}

// historyRows are a tool's definitions, oldest first, each with its risk,
// the server version it arrived with and how its risk moved from the one
// before.
func historyRows(group []registry.StoredTool, assess map[string]registry.Assessment, versions []registry.ServerVersion) []toolVersionRow {
	rows := make([]toolVersionRow, 0, len(group))
	for k, h := range group {
		r := riskOf(assess, h.Hash)
		row := toolVersionRow{Hash: shortHash(h.Hash), FirstSeen: day(h.FirstSeen), Current: h.Current,
			Category: orUnclassified(r.Category), Severity: r.Severity, Since: versionAt(versions, h.FirstSeen)}
		if !h.Current {
			row.Until = day(h.LastSeen)
		}
		if k > 0 {
			old := riskOf(assess, group[k-1].Hash)
			if old != r {
				row.Change = old.String() + " → " + r.String()
			}
			row.Direction = direction(old, r)
		}
		rows = append(rows, row)
	}
	return rows
}

// latestRiskChange is the change that brought a tool's current definition,
// when it moved the tool's risk; rows are the server's drift, newest first.
func latestRiskChange(rows []driftRow, tool, hash string) *driftRow {
	for i := range rows {
		if rows[i].Tool == tool && rows[i].Kind == "changed" && rows[i].newFull == hash {
			if !rows[i].riskChanged() {
				return nil
			}
			r := rows[i]
			return &r
		}
	}
	return nil
}
