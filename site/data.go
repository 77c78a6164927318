package site

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
)

// The risk model's names. The site reads them from stored assessments and
// does not import the classifier (it reads only the registry), so it keeps
// its own copy of the order.
var (
	categories = []string{"Read", "Write", "Execute", "Destructive", "Financial"}
	severities = []string{"Low", "Medium", "High", "Critical"}
)

// unclassified stands for a tool without an assessment under the ruleset the
// site was built with.
const unclassified = "Unclassified"

func severityRank(s string) int { return slices.Index(severities, s) }

// categoryRank orders the categories from least to most dangerous, as the
// classifier does; -1 for anything else.
func categoryRank(c string) int { return slices.Index(categories, c) }

// assessment is the JSON shape of a stored classifier assessment (the
// registry keeps it as a document).
type assessment struct {
	Tool         string     `json:"name"`
	Category     string     `json:"category"`
	Severity     string     `json:"severity"`
	Confidence   float64    `json:"confidence"`
	Rationale    string     `json:"rationale"`
	Evidence     []evidence `json:"evidence"`
	Capabilities []string   `json:"capabilities"`
	Flows        []string   `json:"flows"`
	Findings     []finding  `json:"findings"`
}

type evidence struct {
	Rule   string `json:"rule"`
	Field  string `json:"field"`
	Match  string `json:"match"`
	Effect string `json:"effect"`
}

type finding struct {
	ID       string `json:"id"`
	Kind     string `json:"kind"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
	Field    string `json:"field,omitempty"`
	Match    string `json:"match,omitempty"`
}

// param is one top-level input parameter of a tool.
type param struct {
	Name        string
	Type        string
	Description string
	Required    bool
	Enum        []string
}

// parseParams reads the top-level parameters of an input schema in the
// order the server wrote them (json.Unmarshal into a map would lose it).
// A boolean schema or one without properties has none; anything that is
// not JSON is an error.
func parseParams(schema []byte) ([]param, error) {
	schema = bytes.TrimSpace(schema)
	if len(schema) == 0 || schema[0] != '{' {
		if len(schema) == 0 || json.Valid(schema) {
			return nil, nil
		}
		return nil, errors.New("input schema is not valid JSON")
	}
	var top struct {
		Properties json.RawMessage `json:"properties"`
		Required   json.RawMessage `json:"required"`
	}
	if err := json.Unmarshal(schema, &top); err != nil {
		return nil, fmt.Errorf("input schema: %w", err)
	}
	required := map[string]bool{}
	var names []string
	if json.Unmarshal(top.Required, &names) == nil {
		for _, n := range names {
			required[n] = true
		}
	}
	props := bytes.TrimSpace(top.Properties)
	if len(props) == 0 || props[0] != '{' {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(props))
	if _, err := dec.Token(); err != nil { // {
		return nil, fmt.Errorf("input schema properties: %w", err)
	}
	var out []param
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, fmt.Errorf("input schema properties: %w", err)
		}
		name, _ := tok.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, fmt.Errorf("input schema property %q: %w", name, err)
		}
		p := param{Name: name, Required: required[name]}
		var prop struct {
			Type        json.RawMessage `json:"type"`
			Description string          `json:"description"`
			Enum        []any           `json:"enum"`
			AnyOf       []struct {
				Type json.RawMessage `json:"type"`
			} `json:"anyOf"`
		}
		if json.Unmarshal(raw, &prop) == nil {
			p.Description = prop.Description
			p.Type = schemaType(prop.Type)
			if p.Type == "" {
				var alts []string
				for _, a := range prop.AnyOf {
					if t := schemaType(a.Type); t != "" {
						alts = append(alts, t)
					}
				}
				p.Type = strings.Join(alts, " | ")
			}
			for _, e := range prop.Enum {
				b, _ := json.Marshal(e)
				p.Enum = append(p.Enum, strings.Trim(string(b), `"`))
			}
		}
		out = append(out, p)
	}
	return out, nil
}

// schemaType renders a JSON Schema "type": a name or a list of names.
func schemaType(raw json.RawMessage) string {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return one
	}
	var many []string
	if json.Unmarshal(raw, &many) == nil {
		return strings.Join(many, " | ")
	}
	return ""
}

// bytesPerToken is the rough size of a token of English prose and JSON for
// the tokenizers in common use; token counts on the site are estimates.
const bytesPerToken = 4

// definitionTokens estimates what a tool's definition costs in a model's
// context: its name, title, description and schemas, as the client sends
// them on every request.
func definitionTokens(name, title, description string, input, output []byte) int {
	n := len(name) + len(title) + len(description) + len(input) + len(output) + len(`{"name":"","description":"","inputSchema":}`)
	return (n + bytesPerToken - 1) / bytesPerToken
}

// cut shortens s to at most n characters at a word boundary where one is
// near, adding an ellipsis; runs of white space become one space. Listings
// use it so a huge description cannot blow up a page. It reads only as much
// of s as it keeps: it runs for every tool on every page that lists it.
func cut(s string, n int) string {
	var b strings.Builder
	b.Grow(min(len(s), 4*n+4))
	runes, lastSpace, lastSpaceRunes := 0, -1, 0
	pending := false
	truncated := func() string {
		out := b.String()
		if lastSpace >= 0 && lastSpaceRunes > n*3/4 {
			out = out[:lastSpace]
		}
		return strings.TrimRight(out, " .,;:") + "…"
	}
	for _, r := range s {
		if unicode.IsSpace(r) {
			pending = b.Len() > 0
			continue
		}
		if runes >= n {
			return truncated()
		}
		if pending {
			lastSpace, lastSpaceRunes = b.Len(), runes
			b.WriteByte(' ')
			runes++
			pending = false
			if runes >= n {
				return truncated()
			}
		}
		b.WriteRune(r)
		runes++
	}
	return b.String()
}

// shortHash is the first characters of a hex hash, enough to tell versions
// apart on a page.
func shortHash(h string) string {
	if len(h) > 12 {
		return h[:12]
	}
	return h
}

// contentHash identifies a file's bytes in the build manifest.
func contentHash(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:16])
}
