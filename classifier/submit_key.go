package classifier

import (
	"slices"
	"strings"
)

// submitKeyRule finds a key a tool presses in a REPL or a terminal that
// submits the line typed there: enter makes the REPL run what it holds,
// as text written into it does (desc.exec.repl).
type submitKeyRule struct {
	ID  string `json:"id"`
	Doc string `json:"doc,omitempty"`
	// Keys are the enum values that submit a line (enter, return).
	Keys []string `json:"keys"`
	// Places are name words of a tool that drives a REPL or a terminal
	// (repl, terminal, pty): on a phone or a page, enter only presses a
	// button.
	Places []string `json:"places"`
}

// submitKey adds Execute, as an argument risk of p, when p's enum holds a
// submitting key and the tool's name says it drives a REPL or terminal.
// The name is asked only when a value is such a key.
func (s *state) submitKey(p param) {
	r := &s.r.file.EnumParams.SubmitKey
	key := ""
	for _, v := range p.enum {
		if slices.ContainsFunc(r.Keys, func(k string) bool { return strings.EqualFold(k, v) }) {
			key = v
			break
		}
	}
	if key == "" || !slices.ContainsFunc(s.words, func(w string) bool { return slices.Contains(r.Places, w) }) {
		return
	}
	risk := argRisk(p, ArgOperation, Execute, r.ID)
	risk.Values, risk.Enum = []string{key}, p.enum
	s.add(signal{cat: Execute, strength: 2,
		ev:   Evidence{Rule: r.ID, Field: "param:" + p.path + ".enum", Match: key, Effect: string(Execute)},
		args: []ArgumentRisk{risk}})
}
