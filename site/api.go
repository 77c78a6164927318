package site

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/mcpscan/mcpscan/catalog"
)

// MetaKey is the namespaced _meta key under which the registry API pages
// carry mcpscan's risk data next to each server, as the official registry
// asks sub-registries to add their own metadata.
const MetaKey = "io.mcpscan/risk"

// The registry API is static: GET /v0.1/servers is the file
// v0.1/servers/index.json and GET /v0.1/servers?cursor=N is
// v0.1/servers/N.json (`site serve` maps the query to the file). Cursors
// are page numbers; each page holds up to PageSize servers in name order.

// apiRisk is the _meta[MetaKey] object of one server.
type apiRisk struct {
	Grade           string         `json:"grade"`
	Score           int            `json:"score"`
	HighestSeverity string         `json:"highestSeverity,omitempty"`
	ToolCount       int            `json:"toolCount"`
	Categories      map[string]int `json:"categories"`
	Severities      map[string]int `json:"severities"`
	Findings        int            `json:"findings"`
	Page            string         `json:"page"`
	Policy          string         `json:"policy,omitempty"`
	Tools           []apiTool      `json:"tools"`
}

type apiTool struct {
	Name         string   `json:"name"`
	Category     string   `json:"category"`
	Severity     string   `json:"severity,omitempty"`
	Capabilities []string `json:"capabilities"`
	Page         string   `json:"page"`
}

type apiServerEntry struct {
	Server catalog.Server             `json:"server"`
	Meta   map[string]json.RawMessage `json:"_meta"`
}

func apiEntry(srv catalog.Server, si serverInfo, tools []toolView, card scoreCard, highest string, serverFindings []finding, hasPolicy bool, opts Options) ([]byte, error) {
	scanned := srv
	srv.Tools, srv.Source = nil, ""
	r := apiRisk{Grade: card.Grade, Score: card.Score, HighestSeverity: highest, ToolCount: len(tools),
		Categories: map[string]int{}, Severities: map[string]int{}, Findings: len(serverFindings),
		Page: "/servers/" + si.slug + "/", Tools: make([]apiTool, 0, len(tools))}
	if hasPolicy {
		r.Policy = "/policies/" + si.slug + ".policy.json"
	}
	for _, t := range tools {
		r.Categories[t.Category]++
		if t.Severity != "" {
			r.Severities[t.Severity]++
		}
		for _, f := range t.Findings {
			if f.Kind == "tool_poisoning" || f.Kind == "annotation_mismatch" {
				r.Findings++
			}
		}
		caps := t.Capabilities
		if caps == nil {
			caps = []string{}
		}
		r.Tools = append(r.Tools, apiTool{Name: t.Name, Category: t.Category, Severity: t.Severity, Capabilities: caps,
			Page: "/tools/" + si.slug + "/" + t.Slug + "/"})
	}
	risk, err := json.Marshal(r)
	if err != nil {
		return nil, fmt.Errorf("api entry: %w", err)
	}
	receipts, err := json.Marshal([]scanReceipt{receipt(scanned, si, tools, serverFindings, opts, risk)})
	if err != nil {
		return nil, fmt.Errorf("api entry: %w", err)
	}
	data, err := json.Marshal(apiServerEntry{Server: srv, Meta: map[string]json.RawMessage{MetaKey: risk, ScanReceiptKey: receipts}})
	if err != nil {
		return nil, fmt.Errorf("api entry: %w", err)
	}
	return data, nil
}

// api writes the registry-compatible list pages.
func (b *builder) api(context.Context) error {
	n := len(b.results)
	pages := max(1, (n+b.opts.PageSize-1)/b.opts.PageSize)
	var buf bytes.Buffer
	for p := 1; p <= pages; p++ {
		buf.Reset()
		buf.WriteString(`{"servers":[`)
		lo, hi := (p-1)*b.opts.PageSize, min(p*b.opts.PageSize, n)
		for i := lo; i < hi; i++ {
			if i > lo {
				buf.WriteByte(',')
			}
			buf.Write(b.results[i].api)
		}
		buf.WriteString(`],"metadata":{"count":`)
		buf.WriteString(strconv.Itoa(hi - lo))
		if p < pages {
			buf.WriteString(`,"nextCursor":`)
			buf.WriteString(strconv.Quote(strconv.Itoa(p + 1)))
		}
		buf.WriteString("}}\n")
		rel := "v0.1/servers/index.json"
		if p > 1 {
			rel = fmt.Sprintf("v0.1/servers/%d.json", p)
		}
		if err := b.out.write(rel, buf.Bytes()); err != nil {
			return err
		}
	}
	return nil
}
