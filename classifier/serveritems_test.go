package classifier

import (
	"fmt"
	"strings"

	"testing"
)

// serverItemsDir is the corpus of real servers read for what they show
// the model besides tools: instructions, prompts, resources and templates.
const serverItemsDir = "testdata/serveritems/servers"

// itemsResult is how many server-level items of real servers were flagged,
// by kind (instructions, prompt, resource, resource_template).
type itemsResult struct {
	flagged, total int
	byKind         map[string][2]int // kind → flagged, total
	fps            []string
}

// evaluateRealServerItems classifies the server-level items of every real
// server the repository holds, each item once; none of them is poisoned.
// Only poisoning findings count: a toxic flow across tools says nothing of
// the server's own texts.
func evaluateRealServerItems(t testing.TB, r *Ruleset) itemsResult {
	t.Helper()
	res := itemsResult{byKind: map[string][2]int{}}
	seen := map[string]bool{}
	count := func(server, kind, name string, flagged bool, why string) {
		key := server + "\x00" + kind + "\x00" + name
		if seen[key] {
			return
		}
		seen[key] = true
		k := res.byKind[kind]
		k[1]++
		res.total++
		if flagged {
			k[0]++
			res.flagged++
			res.fps = append(res.fps, fmt.Sprintf("%s %s %q: %s", server, kind, name, why))
		}
		res.byKind[kind] = k
	}
	servers := append(realServers(t), serversIn(t, "../internal/snapshot/servers")...)
	for _, s := range append(servers, serversIn(t, serverItemsDir)...) {
		rep := r.Report(s, nil)
		if s.Instructions != "" {
			var why []string
			for _, f := range rep.Findings {
				if f.Kind == "tool_poisoning" && f.Field == "instructions" {
					why = append(why, f.ID)
				}
			}
			count(s.Name, "instructions", "", len(why) > 0, strings.Join(why, ", "))
		}
		flagged := map[string][]string{}
		for _, it := range rep.Items {
			for _, f := range it.Findings {
				flagged[it.Kind+"\x00"+it.Name] = append(flagged[it.Kind+"\x00"+it.Name], f.ID+" on "+f.Field)
			}
		}
		item := func(kind, name string) {
			why := flagged[kind+"\x00"+name]
			count(s.Name, kind, name, len(why) > 0, strings.Join(why, ", "))
		}
		for _, p := range s.Prompts {
			item(ItemPrompt, p.Name)
		}
		for _, res := range s.Resources {
			item(ItemResource, res.URI)
		}
		for _, tpl := range s.ResourceTemplates {
			item(ItemResourceTemplate, tpl.URITemplate)
		}
	}
	return res
}

// report lists the counts by kind and every flagged item.
func (p itemsResult) report() string {
	var b strings.Builder
	fmt.Fprintf(&b, "real server items flagged %d of %d\n", p.flagged, p.total)
	for _, k := range sortedKinds(p.byKind) {
		v := p.byKind[k]
		fmt.Fprintf(&b, "  %-18s %d/%d flagged\n", k, v[0], v[1])
	}
	for _, m := range p.fps {
		fmt.Fprintf(&b, "  real item flagged: %s\n", m)
	}
	return b.String()
}

// minRealServerItems keeps the gate from passing on an empty corpus.
const minRealServerItems = 300
